import { useEffect } from "react";
import { Outlet, useLocation } from "react-router";
import { SiteFooter } from "./site-footer.tsx";
import { SiteHeader } from "./site-header.tsx";
import { t } from "../../lib/i18n/i18n.ts";

export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded bg-white px-3 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
    >
      {t("common.skipToContent")}
    </a>
  );
}

/** A new page starts at its top, or at the section its link names (/#faq). */
export function useScrollToTopOnNavigate() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [pathname, hash]);
}

export function MainLayout() {
  useScrollToTopOnNavigate();
  return (
    <>
      <SkipLink />
      <SiteHeader />
      {/* No Suspense of its own: while a page's code loads the whole layout waits (the router's
          boundary), so the footer is never drawn under an empty page and then pushed off the screen.
          Later navigations are transitions: the old page stays until the new one is ready. */}
      <main id="main" tabIndex={-1} className="min-h-[60vh] outline-none">
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}
