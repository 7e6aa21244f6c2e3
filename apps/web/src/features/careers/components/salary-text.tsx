import type { CareerDetail } from "@disha/content/knowledge/api";
import { ExternalLink } from "../../../components/ui/external-link.tsx";
import { t } from "../../../lib/i18n/i18n.ts";
import { Trans } from "../../../lib/i18n/trans.tsx";
import { formatInr } from "../labels.ts";

/** The salary range with its source and year; where the base has none, where to look instead. Inline content. */
export function SalaryText({ career }: { career: CareerDetail }) {
  const { salary } = career;
  if (salary) {
    return (
      <>
        <span className="block font-semibold text-slate-900">
          {t("careers.career.salaryRange", {
            min: formatInr(salary.minInrPerYear),
            max: formatInr(salary.maxInrPerYear),
          })}
        </span>
        <span className="mt-1 block text-sm">
          <Trans
            k="careers.career.salarySource"
            values={{ source: salary.source.name, year: String(salary.year) }}
            parts={{ link: (text) => <ExternalLink href={salary.source.url}>{text}</ExternalLink> }}
          />
        </span>
      </>
    );
  }
  const official = career.sources[0];
  return official ? (
    <Trans
      k="careers.career.salaryUnknown"
      values={{ source: official.name }}
      parts={{ link: (text) => <ExternalLink href={official.url}>{text}</ExternalLink> }}
    />
  ) : null;
}
