import { Link } from "react-router";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import { paths } from "../../../config/paths.ts";
import { t } from "../../../lib/i18n/i18n.ts";
import type { Chosen } from "./career-results.tsx";

/** A bar fixed to the bottom of the screen while careers are ticked: which, and the way to compare them. */
export function CompareTray({ chosen, onClear }: { chosen: readonly Chosen[]; onClear: () => void }) {
  if (chosen.length === 0) return null;
  const names = chosen.map((career) => career.name).join(", ");
  return (
    <aside
      aria-label={t("careers.tray.label")}
      className="fixed inset-x-0 bottom-0 z-20 border-t border-slate-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgba(15,23,42,0.08)]"
    >
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3">
        <p className="text-slate-900">
          {t("careers.tray.chosen", { count: chosen.length, names })}
          {chosen.length < 2 ? (
            <span className="block text-sm text-slate-600">{t("careers.tray.pickAnother")}</span>
          ) : null}
        </p>
        <div className="flex gap-2">
          <button type="button" onClick={onClear} className={buttonStyles.ghost}>
            {t("careers.tray.clear")}
          </button>
          {chosen.length >= 2 ? (
            <Link to={paths.careersCompare.href(chosen.map((career) => career.id))} className={buttonStyles.primary}>
              {t("careers.tray.compare")}
            </Link>
          ) : null}
        </div>
      </div>
    </aside>
  );
}
