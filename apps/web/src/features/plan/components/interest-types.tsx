import { RIASEC_TYPES, typesByStrength, type RiasecScores } from "@disha/shared/plan";
import { t } from "../../../lib/i18n/i18n.ts";

/** What each of the six types means, the student's strongest first. */
export function InterestTypes({ scores, code }: { scores: Readonly<RiasecScores>; code: string }) {
  const ordered = typesByStrength(scores);
  return (
    <ul className="mt-4 grid gap-3 sm:grid-cols-2">
      {(ordered.length === RIASEC_TYPES.length ? ordered : RIASEC_TYPES).map((type) => {
        const top = code.includes(type);
        return (
          <li
            key={type}
            className={`rounded-xl border p-4 ${top ? "border-brand-700 bg-brand-50" : "border-slate-200 bg-white"}`}
          >
            <p className="font-semibold text-slate-900">
              {t("plan.profiler.typeHeading", {
                name: t(`plan.types.${type}.name`),
                short: t(`plan.types.${type}.short`),
              })}
              {top ? (
                <span className="ml-2 text-sm font-medium text-brand-800">({t("plan.profiler.topType")})</span>
              ) : null}
            </p>
            <p className="mt-1 text-slate-700">{t(`plan.types.${type}.description`)}</p>
          </li>
        );
      })}
    </ul>
  );
}
