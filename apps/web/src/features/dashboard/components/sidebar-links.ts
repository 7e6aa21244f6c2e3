import { paths } from "../../../config/paths.ts";

export const dashboardLinks = [
  { label: "Dashboard", to: paths.dashboard.root.href(), end: true },
  { label: "Profile", to: paths.dashboard.profile.href(), end: false },
  { label: "AI chatbot", to: paths.dashboard.chat.href(), end: false },
  { label: "Career Library", to: paths.dashboard.library.href(), end: false },
  { label: "Join School", to: paths.dashboard.join.href(), end: false },
  { label: "Help & Support", to: paths.dashboard.help.href(), end: false },
] as const;
