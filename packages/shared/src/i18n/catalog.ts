// The English catalog, one JSON file per namespace under locales/en/. The browser imports the
// namespaces a page needs one by one; Node code and types use this whole object.
import admin from "./locales/en/admin.json" with { type: "json" };
import auth from "./locales/en/auth.json" with { type: "json" };
import bookings from "./locales/en/bookings.json" with { type: "json" };
import careers from "./locales/en/careers.json" with { type: "json" };
import certificates from "./locales/en/certificates.json" with { type: "json" };
import chat from "./locales/en/chat.json" with { type: "json" };
import community from "./locales/en/community.json" with { type: "json" };
import common from "./locales/en/common.json" with { type: "json" };
import dashboard from "./locales/en/dashboard.json" with { type: "json" };
import errors from "./locales/en/errors.json" with { type: "json" };
import exams from "./locales/en/exams.json" with { type: "json" };
import finders from "./locales/en/finders.json" with { type: "json" };
import invitations from "./locales/en/invitations.json" with { type: "json" };
import landing from "./locales/en/landing.json" with { type: "json" };
import library from "./locales/en/library.json" with { type: "json" };
import mail from "./locales/en/mail.json" with { type: "json" };
import mentor from "./locales/en/mentor.json" with { type: "json" };
import mentorConsole from "./locales/en/mentorConsole.json" with { type: "json" };
import mentors from "./locales/en/mentors.json" with { type: "json" };
import notFound from "./locales/en/notFound.json" with { type: "json" };
import parents from "./locales/en/parents.json" with { type: "json" };
import plan from "./locales/en/plan.json" with { type: "json" };
import privacy from "./locales/en/privacy.json" with { type: "json" };
import profile from "./locales/en/profile.json" with { type: "json" };
import quiz from "./locales/en/quiz.json" with { type: "json" };
import schools from "./locales/en/schools.json" with { type: "json" };
import support from "./locales/en/support.json" with { type: "json" };
import ui from "./locales/en/ui.json" with { type: "json" };
import validation from "./locales/en/validation.json" with { type: "json" };
import workshops from "./locales/en/workshops.json" with { type: "json" };

export const englishCatalog = {
  admin,
  auth,
  bookings,
  careers,
  certificates,
  chat,
  common,
  community,
  dashboard,
  errors,
  exams,
  finders,
  invitations,
  landing,
  library,
  mail,
  mentor,
  mentorConsole,
  mentors,
  notFound,
  parents,
  plan,
  privacy,
  profile,
  quiz,
  schools,
  support,
  ui,
  validation,
  workshops,
};
export type Catalog = typeof englishCatalog;
export type Namespace = keyof Catalog;
