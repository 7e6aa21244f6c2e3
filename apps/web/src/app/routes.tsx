import { knowledgeApi } from "@disha/shared/api";
import { type ComponentType, isValidElement } from "react";
import { Navigate, type Params, type RouteObject, matchRoutes, useLocation, useRoutes } from "react-router";
import { paths } from "../config/paths.ts";
import { urlOf } from "../lib/api-client.ts";
import { type LazyModule, lazyModule } from "../lib/lazy-module.ts";

/** A route's `handle`: the API answer its page asks for first, which the browser fetches beside the code. */
interface PageData {
  data: (params: Params) => string;
}

// the address the app was opened at: later pages find the code loaded and fetch at once themselves
const openedAt = window.location.pathname;

/** A `<link rel="preload" as="fetch">`: the page's own fetch() of `url` then takes the answer already on its way. */
function preloadFetch(url: string) {
  if (window.location.pathname !== openedAt) return;
  const links = document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="fetch"]');
  if (Array.from(links).some((link) => link.getAttribute("href") === url)) return;
  const link = document.createElement("link");
  link.rel = "preload";
  link.as = "fetch";
  // a fetch() is a CORS request with same-origin credentials; the preload must be the same to be used
  link.crossOrigin = "anonymous";
  link.href = url;
  document.head.append(link);
}

// Every page is its own chunk. This table is itself a lazy chunk, so the landing page downloads
// neither the other pages' paths nor their import calls; a new route here costs the landing page nothing.
const SignInPage = lazyModule(() => import("../features/auth/pages/sign-in-page.tsx"));
const ForgotPasswordPage = lazyModule(() => import("../features/auth/pages/forgot-password-page.tsx"));
const ResetPasswordPage = lazyModule(() => import("../features/auth/pages/reset-password-page.tsx"));
const SignUpPage = lazyModule(() => import("../features/auth/pages/sign-up-page.tsx"));
const CreateAccountPage = lazyModule(() => import("../features/auth/pages/create-account-page.tsx"));
const NotFoundPage = lazyModule(() => import("../features/not-found/not-found-page.tsx"));
const DashboardLayout = lazyModule(() => import("../features/dashboard/components/dashboard-layout.tsx"));
const DashboardHome = lazyModule(() => import("../features/dashboard/pages/dashboard-home.tsx"));
const JoinPage = lazyModule(() => import("../features/schools/pages/join-page.tsx"));
const SchoolRequestPage = lazyModule(() => import("../features/schools/pages/school-request-page.tsx"));
const CounsellorPage = lazyModule(() => import("../features/schools/pages/counsellor-page.tsx"));
const CounsellorClassPage = lazyModule(() => import("../features/schools/pages/class-page.tsx"));
const LibraryPage = lazyModule(() => import("../features/library/pages/library-page.tsx"));
const HubPage = lazyModule(() => import("../features/library/pages/hub-page.tsx"));
const RoadmapPage = lazyModule(() => import("../features/library/pages/roadmap-page.tsx"));
const QuizPage = lazyModule(() => import("../features/quiz/pages/quiz-page.tsx"));
const QuizResultsPage = lazyModule(() => import("../features/quiz/pages/quiz-results-page.tsx"));
const ProfilePage = lazyModule(() => import("../features/profile/pages/profile-page.tsx"));
const SupportPage = lazyModule(() => import("../features/support/pages/support-page.tsx"));
const ChatPage = lazyModule(() => import("../features/chat/pages/chat-page.tsx"));
const MentorsPage = lazyModule(() => import("../features/mentors/pages/mentors-page.tsx"));
const BookingsPage = lazyModule(() => import("../features/bookings/pages/bookings-page.tsx"));
const MentorConsolePage = lazyModule(() => import("../features/mentor-console/pages/mentor-console-page.tsx"));
const WorkshopsPage = lazyModule(() => import("../features/workshops/pages/workshops-page.tsx"));
const RegistrationPage = lazyModule(() => import("../features/workshops/pages/registration-page.tsx"));
const ConfirmRegistrationPage = lazyModule(() => import("../features/workshops/pages/confirm-registration-page.tsx"));
const ConfirmSupportAddressPage = lazyModule(() => import("../features/support/pages/confirm-address-page.tsx"));
const AcceptInvitationPage = lazyModule(() => import("../features/invitations/pages/accept-invitation-page.tsx"));
const VerifyEmailPage = lazyModule(() => import("../features/auth/pages/verify-email-page.tsx"));
const AcceptParentInvitationPage = lazyModule(
  () => import("../features/parents/pages/accept-parent-invitation-page.tsx"),
);
const ParentPage = lazyModule(() => import("../features/parents/pages/parent-page.tsx"));
const PrivacyPage = lazyModule(() => import("../features/privacy/pages/privacy-page.tsx"));
const ExamCalendarPage = lazyModule(() => import("../features/exams/pages/exam-calendar-page.tsx"));
const ExamPage = lazyModule(() => import("../features/exams/pages/exam-page.tsx"));
const CollegesPage = lazyModule(() => import("../features/finders/pages/colleges-page.tsx"));
const ScholarshipsPage = lazyModule(() => import("../features/finders/pages/scholarships-page.tsx"));
const CareersPage = lazyModule(() => import("../features/careers/pages/careers-page.tsx"));
const CareerPage = lazyModule(() => import("../features/careers/pages/career-page.tsx"));
const careerData: PageData = {
  // the address careers-api.ts asks (e2e/careers.e2e.ts checks that a career page asks it once)
  data: ({ slug = "" }) => urlOf(knowledgeApi.career, { params: { slug } }),
};
const CompareCareersPage = lazyModule(() => import("../features/careers/pages/compare-careers-page.tsx"));
const AdminLayout = lazyModule(() => import("../features/admin/components/admin-layout.tsx"));
const AdminWorkshopsTab = lazyModule(() => import("../features/admin/pages/workshops-tab.tsx"));
const AdminRegistrationsPage = lazyModule(() => import("../features/admin/pages/registrations-page.tsx"));
const AdminSupportTab = lazyModule(() => import("../features/admin/pages/support-tab.tsx"));
const AdminMentorsTab = lazyModule(() => import("../features/admin/pages/mentors-tab.tsx"));
const AdminAccountsTab = lazyModule(() => import("../features/admin/pages/accounts-tab.tsx"));
const AdminOutboxTab = lazyModule(() => import("../features/admin/pages/outbox-tab.tsx"));
const AdminSchoolsTab = lazyModule(() => import("../features/admin/pages/schools-tab.tsx"));
const CertificatePage = lazyModule(() => import("../features/certificates/pages/verify-page.tsx"));
const InterestProfilerPage = lazyModule(() => import("../features/plan/pages/interest-profiler-page.tsx"));
const RecommendationsPage = lazyModule(() => import("../features/plan/pages/recommendations-page.tsx"));
const ShortlistPage = lazyModule(() => import("../features/plan/pages/shortlist-page.tsx"));
const CommunityPage = lazyModule(() => import("../features/community/pages/community-page.tsx"));
const QuestionPage = lazyModule(() => import("../features/community/pages/question-page.tsx"));
const ModerationPage = lazyModule(() => import("../features/community/pages/moderation-page.tsx"));
const AdminModerationTab = lazyModule(() => import("../features/community/pages/moderation-tab.tsx"));
const ProfileEditPage = lazyModule(() => import("../features/profile/pages/profile-edit-page.tsx"));
// pages that fetch data sit under this layout, which brings the query cache with them
const DataLayout = lazyModule(() => import("./query-provider.tsx"));

const element = (Page: ComponentType) => <Page />;

/** Pages inside the site's header and footer (the shell's MainLayout), other than the landing page. */
export const sitePages: RouteObject[] = [
  { path: paths.signIn.path, element: element(SignInPage) },
  { path: paths.forgotPassword.path, element: element(ForgotPasswordPage) },
  { path: paths.resetPassword.path, element: element(ResetPasswordPage) },
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
  { path: paths.privacy.path, element: element(PrivacyPage) },
  {
    element: element(DataLayout),
    children: [
      { path: paths.mentors.path, element: element(MentorsPage) },
      { path: paths.bookings.path, element: element(BookingsPage) },
      { path: paths.mentorConsole.path, element: element(MentorConsolePage) },
      { path: paths.schoolRequest.path, element: element(SchoolRequestPage) },
      { path: paths.counsellor.path, element: element(CounsellorPage) },
      { path: paths.counsellorClass.path, element: element(CounsellorClassPage) },
      { path: paths.workshops.path, element: element(WorkshopsPage) },
      { path: paths.workshopRegistration.path, element: element(RegistrationPage) },
      { path: paths.workshopConfirmation.path, element: element(ConfirmRegistrationPage) },
      { path: paths.supportConfirmation.path, element: element(ConfirmSupportAddressPage) },
      { path: paths.certificate.path, element: element(CertificatePage) },
      { path: paths.interestProfiler.path, element: element(InterestProfilerPage) },
      {
        path: paths.admin.root.path,
        element: element(AdminLayout),
        children: [
          { index: true, element: <Navigate to={paths.admin.workshops.href()} replace /> },
          { path: paths.admin.workshops.path, element: element(AdminWorkshopsTab) },
          { path: paths.admin.registrations.path, element: element(AdminRegistrationsPage) },
          { path: paths.admin.support.path, element: element(AdminSupportTab) },
          { path: paths.admin.mentors.path, element: element(AdminMentorsTab) },
          { path: paths.admin.accounts.path, element: element(AdminAccountsTab) },
          { path: paths.admin.outbox.path, element: element(AdminOutboxTab) },
          { path: paths.admin.schools.path, element: element(AdminSchoolsTab) },
          { path: paths.admin.moderation.path, element: element(AdminModerationTab) },
        ],
      },
      { path: paths.invitation.path, element: element(AcceptInvitationPage) },
      { path: paths.verifyEmail.path, element: element(VerifyEmailPage) },
      { path: paths.parentInvitation.path, element: element(AcceptParentInvitationPage) },
      { path: paths.parent.path, element: element(ParentPage) },
      { path: paths.community.path, element: element(CommunityPage) },
      { path: paths.communityModeration.path, element: element(ModerationPage) },
      { path: paths.communityQuestion.path, element: element(QuestionPage) },
      { path: paths.careers.path, element: element(CareersPage) },
      { path: paths.careersCompare.path, element: element(CompareCareersPage) },
      { path: paths.career.path, element: element(CareerPage), handle: careerData },
      { path: paths.exams.path, element: element(ExamCalendarPage) },
      { path: paths.exam.path, element: element(ExamPage) },
      { path: paths.colleges.path, element: element(CollegesPage) },
      { path: paths.scholarships.path, element: element(ScholarshipsPage) },
    ],
  },
  { path: "*", element: element(NotFoundPage) },
];

/** Pages with a layout of their own (the dashboard), outside the site's header and footer. */
export const appPages: RouteObject[] = [
  {
    element: element(DataLayout),
    children: [
      {
        // under the shell's "/dashboard/*", so the dashboard's own paths are relative to it
        element: element(DashboardLayout),
        children: [
          { index: true, element: element(DashboardHome) },
          { path: paths.dashboard.profile.path, element: element(ProfilePage) },
          { path: paths.dashboard.profileEdit.path, element: element(ProfileEditPage) },
          { path: paths.dashboard.recommendations.path, element: element(RecommendationsPage) },
          { path: paths.dashboard.shortlist.path, element: element(ShortlistPage) },
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

/**
 * Starts the downloads of every lazy layout and page `pathname` matches at once, not one inside the
 * other (a page under DataLayout loads beside the layout's chunk, one round trip sooner), with the
 * first API answer a route's `handle` names. `basename`: where `routes` are mounted.
 */
function preloadRoutes(routes: RouteObject[], pathname: string, basename?: string): Promise<void> {
  const matches = matchRoutes(routes, pathname, basename) ?? [];
  for (const match of matches) {
    const page = match.route.handle as PageData | undefined;
    if (page) preloadFetch(page.data(match.params));
  }
  return Promise.all(
    matches.flatMap(({ route: { element } }) => {
      const preload = isValidElement(element)
        ? (element.type as Partial<LazyModule<ComponentType>>).preload
        : undefined;
      return preload ? [preload()] : [];
    }),
    // a module that fails to load fails again in the render, where the error boundary says so
  ).then(
    () => undefined,
    () => undefined,
  );
}

/** Loads the layouts and page the address matches (router.tsx's preloadPage, before the first render). */
export async function preloadMatches(pathname: string): Promise<void> {
  const dashboard = paths.dashboard.root.href();
  await (pathname === dashboard || pathname.startsWith(`${dashboard}/`)
    ? preloadRoutes(appPages, pathname, dashboard)
    : preloadRoutes(sitePages, pathname));
}

export function SitePages() {
  void preloadRoutes(sitePages, useLocation().pathname);
  return useRoutes(sitePages);
}

export function AppPages() {
  void preloadRoutes(appPages, useLocation().pathname, paths.dashboard.root.href());
  return useRoutes(appPages);
}
