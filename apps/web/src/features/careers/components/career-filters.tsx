import { careerFamilies, streamsOfStudy } from "@disha/content/knowledge/options";
import { type ReactNode, useId, useState } from "react";
import { fieldInputStyles } from "../../../components/ui/field-styles.ts";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import { t } from "../../../lib/i18n/i18n.ts";
import { familyName, riasecLetters } from "../labels.ts";

export const filterNames = ["query", "stream", "family", "riasec", "exam", "noMaths", "vocational"] as const;
export type FilterName = (typeof filterNames)[number];
export type Filters = Record<FilterName, string>;

interface ExamOption {
  id: string;
  name: string;
}

const labelStyles = "mb-1 block text-sm font-medium text-slate-800";

/**
 * The filters beside the results: selects and two yes-only checkboxes, each change applied at once.
 * On a phone they fold behind a button, so the results stay near the top.
 */
export function CareerFilters({
  filters,
  exams,
  onChange,
  onClear,
  active,
}: {
  filters: Filters;
  /** the exam filter's options; until they load, only the chosen exam (by id) and "any" */
  exams: readonly ExamOption[] | undefined;
  onChange: (changes: Partial<Filters>) => void;
  onClear: () => void;
  active: boolean;
}) {
  const id = useId();
  const [shown, setShown] = useState(false);
  const panelId = `${id}-panel`;

  const select = (name: "stream" | "family" | "riasec" | "exam", label: string, options: ReactNode) => (
    <div>
      <label htmlFor={`${id}-${name}`} className={labelStyles}>
        {label}
      </label>
      <select
        id={`${id}-${name}`}
        value={filters[name]}
        onChange={(event) => onChange({ [name]: event.target.value })}
        className={fieldInputStyles}
      >
        {options}
      </select>
    </div>
  );

  const checkbox = (name: "noMaths" | "vocational", label: string) => (
    <label className="flex cursor-pointer items-start gap-2 text-slate-900">
      <input
        type="checkbox"
        checked={filters[name] === "true"}
        onChange={(event) => onChange({ [name]: event.target.checked ? "true" : "" })}
        className="mt-1 h-4 w-4 shrink-0 accent-brand-700"
      />
      {label}
    </label>
  );

  const examChosenButUnlisted = filters.exam !== "" && !exams?.some((exam) => exam.id === filters.exam);

  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex items-center justify-between gap-2">
        <h2 id={`${id}-heading`} className="text-lg font-semibold text-slate-900">
          {t("careers.filters.heading")}
        </h2>
        <button
          type="button"
          aria-expanded={shown}
          aria-controls={panelId}
          onClick={() => setShown((now) => !now)}
          className={`${buttonStyles.ghost} lg:hidden`}
        >
          {t(shown ? "careers.filters.hide" : "careers.filters.show")}
        </button>
      </div>
      <div id={panelId} className={`${shown ? "grid" : "hidden"} mt-4 gap-4 sm:grid-cols-2 lg:grid lg:grid-cols-1`}>
        {select(
          "stream",
          t("careers.filters.stream"),
          <>
            <option value="">{t("careers.filters.anyStream")}</option>
            {streamsOfStudy.map((stream) => (
              <option key={stream} value={stream}>
                {t(`careers.streams.${stream}`)}
              </option>
            ))}
          </>,
        )}
        {select(
          "family",
          t("careers.filters.family"),
          <>
            <option value="">{t("careers.filters.anyFamily")}</option>
            {careerFamilies.map((family) => (
              <option key={family} value={family}>
                {familyName(family)}
              </option>
            ))}
          </>,
        )}
        {select(
          "riasec",
          t("careers.filters.riasec"),
          <>
            <option value="">{t("careers.filters.anyRiasec")}</option>
            {riasecLetters.map((letter) => (
              <option key={letter} value={letter}>
                {t(`careers.riasec.${letter}`)}
              </option>
            ))}
          </>,
        )}
        {select(
          "exam",
          t("careers.filters.exam"),
          <>
            <option value="">{t("careers.filters.anyExam")}</option>
            {examChosenButUnlisted ? (
              <option value={filters.exam} data-content>
                {filters.exam}
              </option>
            ) : null}
            {exams?.map((exam) => (
              <option key={exam.id} value={exam.id} data-content>
                {exam.name}
              </option>
            ))}
          </>,
        )}
        <div className="space-y-2">
          {checkbox("noMaths", t("careers.filters.noMaths"))}
          {checkbox("vocational", t("careers.filters.vocational"))}
        </div>
        <p className="text-sm text-slate-600">{t("careers.filters.noSalary")}</p>
        {active ? (
          <button type="button" onClick={onClear} className={`${buttonStyles.secondary} w-full`}>
            {t("careers.filters.clear")}
          </button>
        ) : null}
      </div>
    </section>
  );
}
