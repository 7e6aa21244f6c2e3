import type { RouteGroup } from "./lib/access.ts";
import type { TableRegistration } from "./lib/personal-data.ts";
import { accountRoutes } from "./features/account/routes.ts";
import { accountTables, migrationTables, userTable } from "./features/account/personal-data.ts";
import { authRoutes } from "./features/auth/routes.ts";
import { bookingTables } from "./features/bookings/personal-data.ts";
import { bookingsRoutes } from "./features/bookings/routes.ts";
import { chatTables } from "./features/chat/personal-data.ts";
import { healthRoutes } from "./features/health/routes.ts";
import { knowledgeRoutes } from "./features/knowledge/routes.ts";
import { mentorTables } from "./features/mentors/personal-data.ts";
import { mentorsRoutes } from "./features/mentors/routes.ts";
import { profileTables } from "./features/profile/personal-data.ts";
import { profileRoutes } from "./features/profile/routes.ts";
import { seoRoutes } from "./features/seo/routes.ts";
import { supportTables } from "./features/support/personal-data.ts";
import { supportRoutes } from "./features/support/routes.ts";
import { workshopTables } from "./features/workshops/personal-data.ts";
import { workshopsRoutes } from "./features/workshops/routes.ts";

/** Every HTTP route of the API, by feature; the route x role matrix test walks this list. */
export const routeGroups: readonly RouteGroup[] = [
  healthRoutes,
  authRoutes,
  accountRoutes,
  profileRoutes,
  supportRoutes,
  mentorsRoutes,
  bookingsRoutes,
  workshopsRoutes,
  knowledgeRoutes,
  seoRoutes,
];

/**
 * Every table in the database and how a student's rows in it are found, exported and erased.
 * Erasing runs in this order, so the account row, which the others name, goes last.
 */
export const personalDataRegistry: readonly TableRegistration[] = [
  ...profileTables,
  ...supportTables,
  ...chatTables,
  ...bookingTables,
  ...workshopTables,
  ...mentorTables,
  ...accountTables,
  ...migrationTables,
  userTable,
];
