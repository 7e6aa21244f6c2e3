import type { ScholarshipRecord } from "@disha/content/knowledge/schemas";
import type { ReactNode } from "react";
import { ExternalLink } from "../../../components/ui/external-link.tsx";
import { localized } from "../../../lib/i18n/content.ts";
import { t } from "../../../lib/i18n/i18n.ts";
import { Trans } from "../../../lib/i18n/trans.tsx";
import { ReportMistake } from "../../support/index.tsx";
import { formatRupees, monthNames } from "../format.ts";

function Detail({ term, className, children }: { term: string; className?: string; children: ReactNode }) {
  return (
    <div className={className}>
      <dt className="font-semibold text-slate-900">{term}</dt>
      <dd className="mt-1 text-slate-800">{children}</dd>
    </div>
  );
}

/** Who may apply, in the order a student checks it: class, stream, gender, category, state, family income. */
function eligibility(scholarship: ScholarshipRecord): string[] {
  const { levels, streams, gender, categories, states, incomeCeilingInr } = scholarship;
  return [
    t("finders.scholarships.levels", { levels: levels.map((level) => t(`finders.levels.${level}`)).join(", ") }),
    t("finders.scholarships.streams", {
      streams: streams.map((stream) => t(`finders.streams.${stream}`)).join(", "),
    }),
    ...(gender === "female" ? [t("finders.scholarships.girlsOnly")] : []),
    ...(categories[0] === "any"
      ? []
      : [
          t("finders.scholarships.categories", {
            categories: categories.map((category) => t(`finders.categories.${category}`)).join(", "),
          }),
        ]),
    t("finders.scholarships.states", {
      states: states
        .map((state) => (state === "all" ? t("finders.scholarships.allStates") : t(`finders.states.${state}`)))
        .join(", "),
    }),
    incomeCeilingInr === undefined
      ? t("finders.scholarships.noIncomeCeiling")
      : t("finders.scholarships.incomeCeiling", { amount: formatRupees(incomeCeilingInr) }),
  ];
}

/** A scholarship in the finder's results: who may apply, the amount with its source, the usual window. */
export function ScholarshipCard({ scholarship }: { scholarship: ScholarshipRecord }) {
  const headingId = `scholarship-${scholarship.id}`;
  const name = localized(scholarship.name);
  const source = scholarship.sources[0];
  return (
    <article aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={headingId} data-content className="text-lg font-semibold text-slate-900">
          {name}
        </h3>
        <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-sm font-semibold text-brand-800">
          {t(`finders.kinds.${scholarship.kind}`)}
        </span>
      </div>
      <p className="mt-1 text-slate-700">{t("finders.scholarships.provider", { provider: scholarship.provider })}</p>
      <dl className="mt-4 grid gap-4 text-sm md:grid-cols-2">
        <Detail term={t("finders.scholarships.whoMayApply")} className="md:row-span-2">
          <ul className="list-disc space-y-0.5 pl-5">
            {eligibility(scholarship).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </Detail>
        <Detail term={t("finders.scholarships.amount")}>
          {scholarship.amount ? (
            <span data-content>{localized(scholarship.amount)}</span>
          ) : (
            t("finders.scholarships.amountUnknown")
          )}
          {source ? (
            <span className="mt-1 block text-slate-700">
              <Trans
                k="finders.scholarships.source"
                values={{ source: source.name }}
                parts={{ link: (text) => <ExternalLink href={source.url}>{text}</ExternalLink> }}
              />
            </span>
          ) : null}
        </Detail>
        <Detail term={t("finders.scholarships.window")}>
          <span data-content>{localized(scholarship.window)}</span>
          {scholarship.applicationMonths ? (
            <span className="mt-1 block">
              {t("finders.scholarships.usualMonths", { months: monthNames(scholarship.applicationMonths) })}
            </span>
          ) : null}
        </Detail>
      </dl>
      <p className="mt-4">
        <ExternalLink href={scholarship.officialSite}>
          {t("finders.officialSite")}
          <span className="sr-only">
            : <span data-content>{name}</span>
          </span>
        </ExternalLink>
      </p>
      <ReportMistake className="mt-2" records={[{ kind: "scholarship", id: scholarship.id, title: name }]} />
    </article>
  );
}
