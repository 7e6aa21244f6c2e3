import { t } from "../../lib/i18n/i18n.ts";
import { useOnline } from "../../lib/offline/connection.ts";
import { reloadIntoNewVersion, useNewVersionReady } from "../../lib/offline/service-worker.ts";
import { buttonStyles } from "../ui/button-styles.ts";

const cardClass = "pointer-events-auto max-w-xl rounded-lg px-4 py-3 text-sm shadow-lg";

/**
 * The connection's state and the app's version, at the foot of the screen over every page. The polite
 * live region is always in the page and never hidden (empty, it has no height), so a screen reader
 * announces what appears in it. It is a live region without the `status` role: a page's own status line
 * ("Saved.", "Booking successful!") stays the page's only status.
 */
export function OfflineStatus() {
  const online = useOnline();
  const newVersion = useNewVersionReady();
  return (
    <div
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-3 z-40 flex flex-col items-center gap-2 px-3"
    >
      {online ? null : <p className={`${cardClass} bg-slate-900 text-white`}>{t("common.offline.banner")}</p>}
      {newVersion ? (
        <div className={`${cardClass} flex items-center gap-4 border border-slate-200 bg-white text-slate-900`}>
          <p>{t("common.offline.newVersion")}</p>
          <button type="button" className={buttonStyles.primary} onClick={reloadIntoNewVersion}>
            {t("common.offline.reload")}
          </button>
        </div>
      ) : null}
    </div>
  );
}
