import { Suspense } from "react";
import { type RouteObject, useRoutes } from "react-router";
import { MainLayout } from "../components/layout/main-layout.tsx";
import { OfflineStatus } from "../components/layout/offline-status.tsx";
import { sitePaths as paths } from "../config/site-paths.ts";
import { lazyModule } from "../lib/lazy-module.ts";
import { RouteErrorBoundary } from "./route-error-boundary.tsx";

const LandingPage = lazyModule(() => import("../features/landing/pages/landing-page.tsx"));
// every other route is declared in routes.tsx, a lazy chunk of its own (see there)
const SitePages = lazyModule(() => import("./routes.tsx").then((routes) => ({ default: routes.SitePages })));
const AppPages = lazyModule(() => import("./routes.tsx").then((routes) => ({ default: routes.AppPages })));

// route objects rather than <Routes> children: the landing page then downloads no JSX-to-route converter
const routes: RouteObject[] = [
  {
    element: <MainLayout />,
    children: [
      { index: true, element: <LandingPage /> },
      { path: "*", element: <SitePages /> },
    ],
  },
  // the dashboard has a layout of its own
  { path: `${paths.dashboard.root.path}/*`, element: <AppPages /> },
];

/**
 * Loads the code of the page at `pathname` (the landing page, or the route table with the layouts and
 * page it matches), for main.tsx to await before the first render: the page is then drawn in one
 * commit. A module that fails to load here fails again in the render, where the error boundary says so.
 */
export async function preloadPage(pathname: string): Promise<void> {
  try {
    if (pathname === "/") await LandingPage.preload();
    else
      await Promise.all([
        SitePages.preload(),
        AppPages.preload(),
        import("./routes.tsx").then((routes) => routes.preloadMatches(pathname)),
      ]);
  } catch {
    // the render shows it
  }
}

export function AppRoutes() {
  const page = useRoutes(routes);
  return (
    <RouteErrorBoundary>
      <Suspense fallback={null}>{page}</Suspense>
      <OfflineStatus />
    </RouteErrorBoundary>
  );
}
