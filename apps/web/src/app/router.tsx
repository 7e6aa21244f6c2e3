import { type ComponentType, lazy, Suspense } from "react";
import { type RouteObject, useRoutes } from "react-router";
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
const SupportPage = lazy(() => import("../features/support/pages/support-page.tsx"));
const ChatPage = lazy(() => import("../features/chat/pages/chat-page.tsx"));
const MentorsPage = lazy(() => import("../features/mentors/pages/mentors-page.tsx"));
const BookingsPage = lazy(() => import("../features/bookings/pages/bookings-page.tsx"));
const WorkshopsPage = lazy(() => import("../features/workshops/pages/workshops-page.tsx"));
const RegistrationPage = lazy(() => import("../features/workshops/pages/registration-page.tsx"));
// pages that fetch data sit under this layout, which brings the query cache with them
const DataLayout = lazy(() => import("./query-provider.tsx"));

const element = (Page: ComponentType) => <Page />;

// route objects rather than <Routes> children: the landing page then downloads no JSX-to-route converter
const routes: RouteObject[] = [
  {
    element: <MainLayout />,
    children: [
      { index: true, element: element(LandingPage) },
      { path: paths.signIn.path, element: element(SignInPage) },
      { path: paths.signUp.path, element: element(SignUpPage) },
      { path: paths.createAccount.path, element: element(CreateAccountPage) },
      { path: paths.hub.science.path, element: <HubPage stream="science" /> },
      { path: paths.hub.commerce.path, element: <HubPage stream="commerce" /> },
      { path: paths.hub.arts.path, element: <HubPage stream="arts" /> },
      { path: paths.roadmap.path, element: element(RoadmapPage) },
      { path: paths.commerceRoadmap.path, element: element(RoadmapPage) },
      { path: paths.artsRoadmap.path, element: element(RoadmapPage) },
      { path: paths.quiz.path, element: element(QuizPage) },
      { path: paths.quizResults.path, element: element(QuizResultsPage) },
      {
        element: element(DataLayout),
        children: [
          { path: paths.mentors.path, element: element(MentorsPage) },
          { path: paths.bookings.path, element: element(BookingsPage) },
          { path: paths.workshops.path, element: element(WorkshopsPage) },
          { path: paths.workshopRegistration.path, element: element(RegistrationPage) },
        ],
      },
      { path: "*", element: element(NotFoundPage) },
    ],
  },
  {
    element: element(DataLayout),
    children: [
      {
        path: paths.dashboard.root.path,
        element: element(DashboardLayout),
        children: [
          { index: true, element: element(DashboardHome) },
          { path: paths.dashboard.profile.path, element: element(ProfilePage) },
          { path: paths.dashboard.chat.path, element: element(ChatPage) },
          { path: paths.dashboard.library.path, element: element(LibraryPage) },
          { path: paths.dashboard.join.path, element: element(JoinPage) },
          { path: paths.dashboard.support.path, element: element(SupportPage) },
          { path: "*", element: element(NotFoundPage) },
        ],
      },
    ],
  },
];

export function AppRoutes() {
  const page = useRoutes(routes);
  return (
    <RouteErrorBoundary>
      <Suspense fallback={null}>{page}</Suspense>
    </RouteErrorBoundary>
  );
}
