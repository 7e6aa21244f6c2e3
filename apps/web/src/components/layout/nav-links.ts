import { paths } from "../../config/paths.ts";

export const siteNavLinks = [
  { label: "Home", to: paths.home.href() },
  { label: "Mentors", to: paths.mentors.href() },
  { label: "Workshops", to: paths.workshops.href() },
  { label: "Sessions", to: paths.sessions.href() },
  { label: "Career Quiz", to: paths.quiz.href() },
] as const;
