import { t } from "../../../lib/i18n/i18n.ts";
import { Icon } from "./icon.tsx";

/**
 * Appears once the page is scrolled 400 px down: a scroll-driven animation in index.css
 * (.back-to-top) shows it, so no script listens to scrolling.
 */
export function BackToTop() {
  const backToTop = () => {
    // the button disappears at the top, so focus moves to the start of the content instead of being lost
    document.getElementById("main")?.focus({ preventScroll: true });
    window.scrollTo({ top: 0 });
  };

  return (
    <button
      type="button"
      onClick={backToTop}
      aria-label={t("landing.backToTop")}
      title={t("landing.backToTop")}
      className="back-to-top fixed right-4 bottom-4 z-20 inline-flex h-12 w-12 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg hover:bg-brand-800 sm:right-6 sm:bottom-6"
    >
      <Icon name="arrowUp" />
    </button>
  );
}
