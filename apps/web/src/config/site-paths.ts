// The paths the site's header, footer and landing page link to: part of the route table (paths.ts
// spreads them in), kept apart so the landing page's JavaScript holds only these. Import paths.ts
// everywhere else.
export const sitePaths = {
  home: { path: "/", href: () => "/" },
  signIn: { path: "/sign-in/*", href: () => "/sign-in" },
  signUp: { path: "/sign-up/*", href: () => "/sign-up" },
  createAccount: { path: "/createAccount", href: () => "/createAccount" },
  dashboard: {
    root: { path: "/dashboard", href: () => "/dashboard" },
    support: { path: "help", href: () => "/dashboard/help" },
    chat: { path: "aichatbot", href: () => "/dashboard/aichatbot" },
  },
  // the privacy notice for students and parents, linked from the footer and sign-up
  privacy: { path: "/privacy", href: () => "/privacy" },
  mentors: { path: "/mentors", href: () => "/mentors" },
  bookings: { path: "/sessions", href: () => "/sessions" },
  workshops: { path: "/workshops", href: () => "/workshops" },
  // a topic or a search in the address, so a list can be shared; `ask` prefills the ask form (the AI mentor's offer)
  community: {
    path: "/community",
    href: (search?: Record<string, string>) => (search ? `/community?${new URLSearchParams(search)}` : "/community"),
  },
  quiz: { path: "/career-quiz", href: () => "/career-quiz" },
  careers: {
    path: "/careers",
    // a search or a filter in the address, so it can be shared: { query: "nurse" }, { stream: "arts" }
    href: (search?: Record<string, string>) => (search ? `/careers?${new URLSearchParams(search)}` : "/careers"),
  },
  // the calendar and the finders keep their filters in the address, so a list can be shared: { exam: "neet-ug" }
  exams: {
    path: "/exams",
    href: (filters?: Record<string, string>) => (filters ? `/exams?${new URLSearchParams(filters)}` : "/exams"),
  },
  colleges: {
    path: "/colleges",
    href: (filters?: Record<string, string>) => (filters ? `/colleges?${new URLSearchParams(filters)}` : "/colleges"),
  },
  scholarships: {
    path: "/scholarships",
    href: (filters?: Record<string, string>) =>
      filters ? `/scholarships?${new URLSearchParams(filters)}` : "/scholarships",
  },
} as const;
