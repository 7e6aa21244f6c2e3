import type { PathProgress } from "@disha/shared/plan";
import { t } from "../../../lib/i18n/i18n.ts";
import "../i18n.ts";
import { ProgressBar } from "./progress-bar.tsx";

/** "3 of 7 steps done or skipped (42%)" and its bar. */
export function ProgressSummary({ progress, pathName }: { progress: PathProgress; pathName: string }) {
  const count = progress.done + progress.skipped;
  return (
    <div className="mt-3">
      <p className="text-slate-800" aria-live="polite">
        {t("plan.progress.summary", { count, total: progress.total, percent: progress.percent })}
      </p>
      <ProgressBar
        value={count}
        max={progress.total || 1}
        label={t("plan.progress.bar", { path: pathName })}
        className="mt-2"
      />
    </div>
  );
}
