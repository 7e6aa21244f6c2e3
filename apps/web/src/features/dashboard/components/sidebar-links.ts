import { paths } from "../../../config/paths.ts";

export const dashboardLinks = [
  { label: "dashboard.nav.home", to: paths.dashboard.root.href(), end: true },
  { label: "dashboard.nav.profile", to: paths.dashboard.profile.href(), end: false },
  { label: "dashboard.nav.recommendations", to: paths.dashboard.recommendations.href(), end: false },
  { label: "dashboard.nav.shortlist", to: paths.dashboard.shortlist.href(), end: false },
  { label: "dashboard.nav.chat", to: paths.dashboard.chat.href(), end: false },
  { label: "dashboard.nav.library", to: paths.dashboard.library.href(), end: false },
  { label: "dashboard.nav.join", to: paths.dashboard.join.href(), end: false },
  { label: "dashboard.nav.support", to: paths.dashboard.support.href(), end: false },
] as const;
