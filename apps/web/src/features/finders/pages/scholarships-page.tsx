import "../i18n.ts";
import {
  indianStates,
  scholarshipCategories,
  scholarshipLevels,
  streamsOfStudy,
} from "@disha/content/knowledge/options";
import type { StoredProfile } from "@disha/shared";
import { useCallback } from "react";
import { usePageMeta } from "../../../components/layout/page-meta.tsx";
import { SelectField } from "../../../components/ui/choice-fields.tsx";
import { TextField } from "../../../components/ui/form-field.tsx";
import { t } from "../../../lib/i18n/i18n.ts";
import { useSession } from "../../../lib/auth/use-session.ts";
import { oneOf, useStartingFilters, useUrlFilters } from "../../../lib/use-url-filters.ts";
import { formatNumber } from "../../../lib/i18n/format.ts";
import { OnStoredProfile } from "../../profile/index.ts";
import { useScholarships } from "../api/finders-api.ts";
import { FilterPanel } from "../components/filter-panel.tsx";
import { FinderResults } from "../components/finder-results.tsx";
import { ScholarshipCard } from "../components/scholarship-card.tsx";
import { useDraft } from "../hooks/use-draft.ts";
import { scholarshipDefaults } from "../scholarship-defaults.ts";

const FILTERS = ["query", "level", "stream", "gender", "income", "state", "category"] as const;

/** A family income as the API takes it: whole rupees, digits only; anything else is no filter. */
const incomeOf = (value: string) => (/^\d{1,10}$/.test(value) ? String(Number(value)) : "");

const LAKH = 100_000;
// a family chooses "up to" one of these, in lakh steps, rather than typing 240000; each ceiling in the base is one
const INCOME_STEPS = [1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5, 6, 8, 10].map((lakh) => lakh * LAKH);
const ABOVE_STEPS = 10 * LAKH + 1;
const lakhs = (rupees: number) => formatNumber(rupees / LAKH);

export default function ScholarshipsPage() {
  usePageMeta(t("finders.scholarships.title"), t("finders.scholarships.description"));
  const { filters: raw, page, update, pageSearch, clear, active } = useUrlFilters(FILTERS);
  const filters = {
    query: raw.query.slice(0, 100),
    level: oneOf(raw.level, scholarshipLevels),
    stream: oneOf(raw.stream, streamsOfStudy),
    gender: oneOf(raw.gender, ["any", "female"] as const),
    income: incomeOf(raw.income),
    state: oneOf(raw.state, indianStates),
    category: oneOf(raw.category, scholarshipCategories),
  };
  const [query, setQuery] = useDraft(filters.query);
  const scholarships = useScholarships(filters, page);
  const { user } = useSession();
  const startFrom = useStartingFilters(active, update);
  const startFromProfile = useCallback(
    (profile: StoredProfile) => startFrom(scholarshipDefaults(profile)),
    [startFrom],
  );

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">{t("finders.scholarships.title")}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">{t("finders.scholarships.intro")}</p>
      <p className="mt-4 max-w-3xl rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-slate-900">
        {t("finders.scholarships.note")}
      </p>

      {user ? <OnStoredProfile userId={user.id} onProfile={startFromProfile} /> : null}
      <div className="mt-6 grid gap-6 lg:grid-cols-[18rem_1fr] lg:items-start">
        <FilterPanel
          label={t("finders.filters")}
          onSubmit={() => update({ query: query.trim() })}
          onClear={active ? clear : null}
        >
          <SelectField
            label={t("finders.scholarships.level")}
            placeholder={t("finders.any")}
            options={scholarshipLevels.map((level) => ({ value: level, label: t(`finders.levels.${level}`) }))}
            value={filters.level}
            onChange={(event) => update({ level: event.target.value })}
          />
          <SelectField
            label={t("finders.scholarships.stream")}
            placeholder={t("finders.any")}
            options={streamsOfStudy.map((stream) => ({ value: stream, label: t(`finders.streams.${stream}`) }))}
            value={filters.stream}
            onChange={(event) => update({ stream: event.target.value })}
          />
          <SelectField
            label={t("finders.scholarships.gender")}
            placeholder={t("finders.any")}
            options={[
              { value: "female", label: t("finders.scholarships.genderFemale") },
              { value: "any", label: t("finders.scholarships.genderAny") },
            ]}
            value={filters.gender}
            onChange={(event) => update({ gender: event.target.value })}
          />
          <SelectField
            label={t("finders.scholarships.income")}
            placeholder={t("finders.any")}
            options={[
              ...INCOME_STEPS.map((rupees) => ({
                value: String(rupees),
                label: t("finders.scholarships.incomeUpTo", { lakh: lakhs(rupees) }),
              })),
              {
                value: String(ABOVE_STEPS),
                label: t("finders.scholarships.incomeAbove", { lakh: lakhs(ABOVE_STEPS - 1) }),
              },
            ]}
            value={filters.income}
            onChange={(event) => update({ income: event.target.value })}
          />
          <SelectField
            label={t("finders.scholarships.state")}
            placeholder={t("finders.any")}
            options={indianStates.map((state) => ({ value: state, label: t(`finders.states.${state}`) }))}
            value={filters.state}
            onChange={(event) => update({ state: event.target.value })}
          />
          <SelectField
            label={t("finders.scholarships.category")}
            placeholder={t("finders.any")}
            options={scholarshipCategories.map((category) => ({
              // "any" as a filter value is the scholarships open to every category: "General"
              value: category,
              label: t(`finders.categories.${category}`),
            }))}
            value={filters.category}
            onChange={(event) => update({ category: event.target.value })}
          />
          <TextField
            label={t("finders.scholarships.query")}
            type="search"
            value={query}
            maxLength={100}
            onChange={(event) => setQuery(event.target.value)}
          />
        </FilterPanel>

        <FinderResults finder="scholarships" query={scholarships} page={page} pageSearch={pageSearch} onClear={clear}>
          {(scholarship) => (
            <li key={scholarship.id}>
              <ScholarshipCard scholarship={scholarship} />
            </li>
          )}
        </FinderResults>
      </div>
    </div>
  );
}
