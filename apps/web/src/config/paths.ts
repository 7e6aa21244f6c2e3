// The one route table: every link and route path in the app comes from here.
export const paths = {
  home: { path: "/", href: () => "/" },
  signIn: { path: "/sign-in/*", href: () => "/sign-in" },
  signUp: { path: "/sign-up/*", href: () => "/sign-up" },
  createAccount: { path: "/createAccount", href: () => "/createAccount" },
  dashboard: {
    root: { path: "/dashboard", href: () => "/dashboard" },
    profile: { path: "profile", href: () => "/dashboard/profile" },
    chat: { path: "aichatbot", href: () => "/dashboard/aichatbot" },
    library: { path: "library", href: () => "/dashboard/library" },
    join: { path: "join", href: () => "/dashboard/join" },
    support: { path: "help", href: () => "/dashboard/help" },
  },
  mentors: { path: "/mentors", href: () => "/mentors" },
  bookings: { path: "/sessions", href: () => "/sessions" },
  workshops: { path: "/workshops", href: () => "/workshops" },
  workshopRegistration: {
    path: "/workshops/:slug/register",
    href: (slug: string) => `/workshops/${encodeURIComponent(slug)}/register`,
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
  quiz: { path: "/career-quiz", href: () => "/career-quiz" },
  quizResults: { path: "/career-quiz/results", href: () => "/career-quiz/results" },
} as const;
