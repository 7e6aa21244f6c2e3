import { lazy, Suspense } from "react";
import { type RouteObject, useRoutes } from "react-router";
import { MainLayout } from "../components/layout/main-layout.tsx";
import { OfflineStatus } from "../components/layout/offline-status.tsx";
import { sitePaths as paths } from "../config/site-paths.ts";
import { RouteErrorBoundary } from "./route-error-boundary.tsx";

const LandingPage = lazy(() => import("../features/landing/pages/landing-page.tsx"));
// every other route is declared in routes.tsx, a lazy chunk of its own (see there)
const SitePages = lazy(() => import("./routes.tsx").then((routes) => ({ default: routes.SitePages })));
const AppPages = lazy(() => import("./routes.tsx").then((routes) => ({ default: routes.AppPages })));

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

export function AppRoutes() {
  const page = useRoutes(routes);
  return (
    <RouteErrorBoundary>
      <Suspense fallback={null}>{page}</Suspense>
      <OfflineStatus />
    </RouteErrorBoundary>
  );
}
