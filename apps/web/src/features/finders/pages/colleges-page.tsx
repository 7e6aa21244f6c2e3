import "../i18n.ts";
import { careerFamilies, indianStates, institutionTypes } from "@disha/content/knowledge/options";
import { useMemo } from "react";
import { usePageMeta } from "../../../components/layout/page-meta.tsx";
import { SelectField } from "../../../components/ui/choice-fields.tsx";
import { TextField } from "../../../components/ui/form-field.tsx";
import { localized } from "../../../lib/i18n/content.ts";
import { t } from "../../../lib/i18n/i18n.ts";
import { oneOf, useUrlFilters } from "../../../lib/use-url-filters.ts";
import { useExamNames, useInstitutions } from "../api/finders-api.ts";
import { CollegeCard } from "../components/college-card.tsx";
import { FilterPanel } from "../components/filter-panel.tsx";
import { FinderResults } from "../components/finder-results.tsx";
import { useDraft } from "../hooks/use-draft.ts";

const FILTERS = ["query", "state", "type", "field", "exam"] as const;

export default function CollegesPage() {
  usePageMeta(t("finders.colleges.title"), t("finders.colleges.description"));
  const { filters: raw, page, update, pageSearch, clear, active } = useUrlFilters(FILTERS);
  const filters = {
    query: raw.query.slice(0, 100),
    state: oneOf(raw.state, indianStates),
    type: oneOf(raw.type, institutionTypes),
    field: oneOf(raw.field, careerFamilies),
    // checked by the server: an unknown exam is answered with a message and a way to clear it
    exam: raw.exam,
  };
  const [query, setQuery] = useDraft(filters.query);
  const colleges = useInstitutions(filters, page);
  const exams = useExamNames();
  const examNames = useMemo(() => new Map((exams.data ?? []).map((exam) => [exam.id, exam])), [exams.data]);
  const examOptions = exams.data ?? (filters.exam ? [{ id: filters.exam, name: { en: filters.exam } }] : []);

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">{t("finders.colleges.title")}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">{t("finders.colleges.intro")}</p>
      <p className="mt-2 max-w-3xl text-sm text-slate-700">{t("finders.colleges.note")}</p>

      <div className="mt-6 grid gap-6 lg:grid-cols-[18rem_1fr] lg:items-start">
        <FilterPanel
          label={t("finders.filters")}
          onSubmit={() => update({ query: query.trim() })}
          onClear={active ? clear : null}
        >
          <TextField
            label={t("finders.colleges.query")}
            type="search"
            value={query}
            maxLength={100}
            onChange={(event) => setQuery(event.target.value)}
          />
          <SelectField
            label={t("finders.colleges.state")}
            placeholder={t("finders.any")}
            options={indianStates.map((state) => ({ value: state, label: t(`finders.states.${state}`) }))}
            value={filters.state}
            onChange={(event) => update({ state: event.target.value })}
          />
          <SelectField
            label={t("finders.colleges.type")}
            placeholder={t("finders.any")}
            options={institutionTypes.map((type) => ({ value: type, label: t(`finders.institutionTypes.${type}`) }))}
            value={filters.type}
            onChange={(event) => update({ type: event.target.value })}
          />
          <SelectField
            label={t("finders.colleges.field")}
            placeholder={t("finders.any")}
            options={careerFamilies.map((field) => ({ value: field, label: t(`finders.fields.${field}`) }))}
            value={filters.field}
            onChange={(event) => update({ field: event.target.value })}
          />
          <SelectField
            label={t("finders.colleges.exam")}
            placeholder={t("finders.any")}
            // exam names are content; the first option ("Any") is a message all the same
            data-content
            options={examOptions.map((exam) => ({ value: exam.id, label: localized(exam.name) }))}
            value={filters.exam}
            onChange={(event) => update({ exam: event.target.value })}
          />
        </FilterPanel>

        <FinderResults finder="colleges" query={colleges} page={page} pageSearch={pageSearch} onClear={clear}>
          {(college) => (
            <li key={college.id}>
              <CollegeCard college={college} examNames={examNames} />
            </li>
          )}
        </FinderResults>
      </div>
    </div>
  );
}
