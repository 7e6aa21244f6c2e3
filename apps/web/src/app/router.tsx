import { lazy, Suspense } from "react";
import { Route, Routes } from "react-router";
import { MainLayout } from "../components/layout/main-layout.tsx";
import { paths } from "../config/paths.ts";
import { RouteErrorBoundary } from "./route-error-boundary.tsx";

// Every page is its own chunk: the landing page downloads no code for the dashboard, forms or chat.
const LandingPage = lazy(() => import("../features/landing/pages/landing-page.tsx"));
const SignInPage = lazy(() => import("../features/auth/pages/sign-in-page.tsx"));
const SignUpPage = lazy(() => import("../features/auth/pages/sign-up-page.tsx"));
const CreateAccountPage = lazy(() => import("../features/auth/pages/create-account-page.tsx"));
const NotFoundPage = lazy(() => import("../features/not-found/not-found-page.tsx"));
const DashboardLayout = lazy(() => import("../features/dashboard/components/dashboard-layout.tsx"));
const DashboardHome = lazy(() => import("../features/dashboard/pages/dashboard-home.tsx"));
const JoinPage = lazy(() => import("../features/dashboard/pages/join-page.tsx"));
// pages that fetch data sit under this layout, which brings the query cache with them
const DataLayout = lazy(() => import("./query-provider.tsx"));

export function AppRoutes() {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={null}>
        <Routes>
          <Route element={<MainLayout />}>
            <Route index element={<LandingPage />} />
            <Route path={paths.signIn.path} element={<SignInPage />} />
            <Route path={paths.signUp.path} element={<SignUpPage />} />
            <Route path={paths.createAccount.path} element={<CreateAccountPage />} />
            <Route element={<DataLayout />}>{/* mentors, workshops, sessions, library pages */}</Route>
            <Route path="*" element={<NotFoundPage />} />
          </Route>
          <Route element={<DataLayout />}>
            <Route path={paths.dashboard.root.path} element={<DashboardLayout />}>
              <Route index element={<DashboardHome />} />
              <Route path={paths.dashboard.join.path} element={<JoinPage />} />
              <Route path="*" element={<NotFoundPage />} />
            </Route>
          </Route>
        </Routes>
      </Suspense>
    </RouteErrorBoundary>
  );
}
