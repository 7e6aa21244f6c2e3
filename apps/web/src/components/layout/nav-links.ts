import { sitePaths as paths } from "../../config/site-paths.ts";

export const siteNavLinks = [
  { label: "common.nav.home", to: paths.home.href() },
  { label: "common.nav.mentors", to: paths.mentors.href() },
  { label: "common.nav.workshops", to: paths.workshops.href() },
  { label: "common.nav.sessions", to: paths.bookings.href() },
  { label: "common.nav.quiz", to: paths.quiz.href() },
] as const;
