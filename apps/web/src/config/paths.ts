import { sitePaths } from "./site-paths.ts";

// The one route table: every link and route path in the app comes from here. The part the header,
// footer and landing page link to is site-paths.ts, so the landing page downloads only that part.
export const paths = {
  ...sitePaths,
  // the dashboard's pages; the two the site links to are in site-paths.ts
  dashboard: {
    ...sitePaths.dashboard,
    profile: { path: "profile", href: () => "/dashboard/profile" },
    library: { path: "library", href: () => "/dashboard/library" },
    join: { path: "join", href: () => "/dashboard/join" },
    // the questionnaire filled in with the student's answers, to change any of them
    profileEdit: { path: "profile/edit", href: () => "/dashboard/profile/edit" },
    // filters in the address, so a list can be shared: { stream: "science", vocational: "true" }
    recommendations: {
      path: "recommendations",
      href: (filters?: Record<string, string>) =>
        filters ? `/dashboard/recommendations?${new URLSearchParams(filters)}` : "/dashboard/recommendations",
    },
    shortlist: { path: "shortlist", href: () => "/dashboard/shortlist" },
  },
  interestProfiler: { path: "/interest-profiler", href: () => "/interest-profiler" },
  forgotPassword: { path: "/forgot-password", href: () => "/forgot-password" },
  // the link in a reset e-mail (the server's passwordResetPath builds the same one)
  resetPassword: {
    path: "/reset-password",
    href: (token: string) => `/reset-password?token=${encodeURIComponent(token)}`,
  },
  // the link in a verification e-mail (the server's verifyEmailPath builds the same one)
  verifyEmail: { path: "/verify-email/:token", href: (token: string) => `/verify-email/${encodeURIComponent(token)}` },
  // the link in a parent's invitation e-mail (the server's parentInvitationPath builds the same one)
  parentInvitation: {
    path: "/parent-invitations/:token",
    href: (token: string) => `/parent-invitations/${encodeURIComponent(token)}`,
  },
  // a parent's view of their children; `child` picks one of several
  parent: {
    path: "/parent",
    href: (child?: string) => (child ? `/parent?child=${encodeURIComponent(child)}` : "/parent"),
  },
  mentorConsole: { path: "/mentor-console", href: () => "/mentor-console" },
  // the "Schools" choice at /createAccount, and the counsellor's console
  schoolRequest: { path: "/schools/request", href: () => "/schools/request" },
  counsellor: { path: "/counsellor", href: () => "/counsellor" },
  counsellorClass: {
    path: "/counsellor/schools/:schoolId/classes/:classId",
    href: (schoolId: string, classId: string) =>
      `/counsellor/schools/${encodeURIComponent(schoolId)}/classes/${encodeURIComponent(classId)}`,
  },
  // the server's answer notices link to the same address
  communityQuestion: { path: "/community/:id", href: (id: string) => `/community/${encodeURIComponent(id)}` },
  communityModeration: { path: "/community/moderation", href: () => "/community/moderation" },
  workshopRegistration: {
    path: "/workshops/:slug/register",
    href: (slug: string) => `/workshops/${encodeURIComponent(slug)}/register`,
  },
  // the links mailed to confirm a signed-out registrant's or sender's address (the server builds the same ones)
  workshopConfirmation: {
    path: "/workshops/confirm/:token",
    href: (token: string) => `/workshops/confirm/${encodeURIComponent(token)}`,
  },
  supportConfirmation: {
    path: "/support/confirm/:token",
    href: (token: string) => `/support/confirm/${encodeURIComponent(token)}`,
  },
  hub: {
    science: { path: "/career-science", href: () => "/career-science" },
    commerce: { path: "/career-commerce", href: () => "/career-commerce" },
    arts: { path: "/career-arts", href: () => "/career-arts" },
  },
  // the nine roadmap pages; which slugs exist is packages/content's roadmaps list
  roadmap: { path: "/timelines/:slug", href: (slug: string) => `/timelines/${slug}` },
  commerceRoadmap: { path: "/career-commerce/:slug", href: (slug: string) => `/career-commerce/${slug}` },
  artsRoadmap: { path: "/career-arts/:slug", href: (slug: string) => `/career-arts/${slug}` },
  careersCompare: {
    path: "/careers/compare",
    href: (ids: readonly string[]) => `/careers/compare?ids=${ids.map(encodeURIComponent).join(",")}`,
  },
  career: { path: "/careers/:slug", href: (slug: string) => `/careers/${encodeURIComponent(slug)}` },
  exam: { path: "/exams/:id", href: (id: string) => `/exams/${encodeURIComponent(id)}` },
  // the link in a mentor's invitation e-mail (the server's invitationPath builds the same one)
  invitation: { path: "/invitations/:token", href: (token: string) => `/invitations/${encodeURIComponent(token)}` },
  // the admin console's tabs; their paths are relative to /admin
  admin: {
    root: { path: "/admin", href: () => "/admin" },
    workshops: { path: "workshops", href: () => "/admin/workshops" },
    registrations: { path: "workshops/:id", href: (id: string) => `/admin/workshops/${encodeURIComponent(id)}` },
    support: { path: "support", href: () => "/admin/support" },
    mentors: { path: "mentors", href: () => "/admin/mentors" },
    accounts: { path: "accounts", href: () => "/admin/accounts" },
    outbox: { path: "outbox", href: () => "/admin/outbox" },
    schools: { path: "schools", href: () => "/admin/schools" },
    moderation: { path: "moderation", href: () => "/admin/moderation" },
  },
  // printed on every certificate (the server's certificate PDF builds the same address)
  certificate: { path: "/certificates/:code", href: (code: string) => `/certificates/${encodeURIComponent(code)}` },
  quizResults: { path: "/career-quiz/results", href: () => "/career-quiz/results" },
} as const;
