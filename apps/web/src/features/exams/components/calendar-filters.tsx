import { examLevels, examStages, indianStates, streamsOfStudy } from "@disha/content/knowledge/options";
import { SelectField } from "../../../components/ui/choice-fields.tsx";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import { t } from "../../../lib/i18n/i18n.ts";
import type { CalendarFilters as Filters } from "../api/exams-api.ts";

/** The calendar's filters: each choice applies at once and goes into the address. */
export function CalendarFilters({
  filters,
  onChange,
  onClear,
}: {
  filters: Required<Filters>;
  onChange: (changes: Filters) => void;
  onClear: (() => void) | null;
}) {
  return (
    <form
      aria-label={t("exams.calendar.filters")}
      className="mt-6 grid gap-4 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-5 lg:items-end"
      onSubmit={(event) => event.preventDefault()}
    >
      <SelectField
        label={t("exams.calendar.stream")}
        placeholder={t("exams.calendar.anyStream")}
        options={streamsOfStudy.map((stream) => ({ value: stream, label: t(`exams.streams.${stream}`) }))}
        value={filters.stream}
        onChange={(event) => onChange({ stream: event.target.value })}
      />
      <SelectField
        label={t("exams.calendar.after")}
        placeholder={t("exams.calendar.anyStage")}
        options={examStages.map((stage) => ({ value: stage, label: t(`exams.stages.${stage}`) }))}
        value={filters.after}
        onChange={(event) => onChange({ after: event.target.value })}
      />
      <SelectField
        label={t("exams.calendar.level")}
        placeholder={t("exams.calendar.anyLevel")}
        options={examLevels.map((level) => ({ value: level, label: t(`exams.levels.${level}`) }))}
        value={filters.level}
        onChange={(event) => onChange({ level: event.target.value })}
      />
      <SelectField
        label={t("exams.calendar.state")}
        placeholder={t("exams.calendar.anyState")}
        options={indianStates.map((state) => ({ value: state, label: t(`finders.states.${state}`) }))}
        value={filters.state}
        onChange={(event) => onChange({ state: event.target.value })}
      />
      {onClear ? (
        <button type="button" className={buttonStyles.secondary} onClick={onClear}>
          {t("exams.calendar.clear")}
        </button>
      ) : null}
    </form>
  );
}
