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
  },
  mentors: { path: "/mentors", href: () => "/mentors" },
  bookings: { path: "/sessions", href: () => "/sessions" },
  workshops: { path: "/workshops", href: () => "/workshops" },
  quiz: { path: "/career-quiz", href: () => "/career-quiz" },
} as const;
