import { sitePaths as paths } from "../../config/site-paths.ts";

/** The one main navigation, the same on every page (the site's and the dashboard's), with one name per place. */
export const mainNavLinks = [
  { label: "common.nav.home", to: paths.home.href(), end: true },
  { label: "common.nav.careers", to: paths.careers.href(), end: false },
  { label: "common.nav.exams", to: paths.exams.href(), end: false },
  { label: "common.nav.scholarships", to: paths.scholarships.href(), end: false },
  { label: "common.nav.colleges", to: paths.colleges.href(), end: false },
  { label: "common.nav.mentors", to: paths.mentors.href(), end: false },
  { label: "common.nav.workshops", to: paths.workshops.href(), end: false },
  { label: "common.nav.community", to: paths.community.href(), end: false },
  { label: "common.nav.myPlan", to: paths.dashboard.root.href(), end: true },
  { label: "common.nav.aiMentor", to: paths.dashboard.chat.href(), end: false },
  { label: "common.nav.sessions", to: paths.bookings.href(), end: false },
] as const;
