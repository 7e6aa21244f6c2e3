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
const LibraryPage = lazy(() => import("../features/library/pages/library-page.tsx"));
const HubPage = lazy(() => import("../features/library/pages/hub-page.tsx"));
const RoadmapPage = lazy(() => import("../features/library/pages/roadmap-page.tsx"));
const QuizPage = lazy(() => import("../features/quiz/pages/quiz-page.tsx"));
const QuizResultsPage = lazy(() => import("../features/quiz/pages/quiz-results-page.tsx"));
const ProfilePage = lazy(() => import("../features/profile/pages/profile-page.tsx"));
const HelpPage = lazy(() => import("../features/help/pages/help-page.tsx"));
const ChatPage = lazy(() => import("../features/chat/pages/chat-page.tsx"));
const MentorsPage = lazy(() => import("../features/mentors/pages/mentors-page.tsx"));
const SessionsPage = lazy(() => import("../features/sessions/pages/sessions-page.tsx"));
const WorkshopsPage = lazy(() => import("../features/workshops/pages/workshops-page.tsx"));
const RegistrationPage = lazy(() => import("../features/workshops/pages/registration-page.tsx"));
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
            <Route path={paths.hub.science.path} element={<HubPage stream="science" />} />
            <Route path={paths.hub.commerce.path} element={<HubPage stream="commerce" />} />
            <Route path={paths.hub.arts.path} element={<HubPage stream="arts" />} />
            <Route path={paths.roadmap.path} element={<RoadmapPage />} />
            <Route path={paths.commerceRoadmap.path} element={<RoadmapPage />} />
            <Route path={paths.artsRoadmap.path} element={<RoadmapPage />} />
            <Route path={paths.quiz.path} element={<QuizPage />} />
            <Route path={paths.quizResults.path} element={<QuizResultsPage />} />
            <Route element={<DataLayout />}>
              <Route path={paths.mentors.path} element={<MentorsPage />} />
              <Route path={paths.sessions.path} element={<SessionsPage />} />
              <Route path={paths.workshops.path} element={<WorkshopsPage />} />
              <Route path={paths.workshopRegistration.path} element={<RegistrationPage />} />
            </Route>
            <Route path="*" element={<NotFoundPage />} />
          </Route>
          <Route element={<DataLayout />}>
            <Route path={paths.dashboard.root.path} element={<DashboardLayout />}>
              <Route index element={<DashboardHome />} />
              <Route path={paths.dashboard.profile.path} element={<ProfilePage />} />
              <Route path={paths.dashboard.chat.path} element={<ChatPage />} />
              <Route path={paths.dashboard.library.path} element={<LibraryPage />} />
              <Route path={paths.dashboard.join.path} element={<JoinPage />} />
              <Route path={paths.dashboard.help.path} element={<HelpPage />} />
              <Route path="*" element={<NotFoundPage />} />
            </Route>
          </Route>
        </Routes>
      </Suspense>
    </RouteErrorBoundary>
  );
}
