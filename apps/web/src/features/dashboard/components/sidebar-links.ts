import { paths } from "../../../config/paths.ts";

/** The dashboard's own pages, beside the main navigation (My Plan is the dashboard's first page). */
export const dashboardLinks = [
  { label: "dashboard.nav.home", to: paths.dashboard.root.href(), end: true },
  { label: "dashboard.nav.profile", to: paths.dashboard.profile.href(), end: false },
  { label: "dashboard.nav.recommendations", to: paths.dashboard.recommendations.href(), end: false },
  { label: "dashboard.nav.shortlist", to: paths.dashboard.shortlist.href(), end: false },
  { label: "dashboard.nav.library", to: paths.dashboard.library.href(), end: false },
  { label: "dashboard.nav.join", to: paths.dashboard.join.href(), end: false },
  { label: "dashboard.nav.support", to: paths.dashboard.support.href(), end: false },
] as const;

/** Consoles shown beside a student's pages to accounts that hold the role; each route checks it again. */
export const roleLinks = [
  { role: "mentor", label: "dashboard.nav.mentorConsole", to: paths.mentorConsole.href(), end: false },
  { role: "counsellor", label: "dashboard.nav.counsellor", to: paths.counsellor.href(), end: false },
  { role: "admin", label: "dashboard.nav.admin", to: paths.admin.root.href(), end: false },
  { role: "moderator", label: "dashboard.nav.moderation", to: paths.communityModeration.href(), end: false },
] as const;
