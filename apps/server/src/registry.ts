import type { RouteGroup } from "./lib/access.ts";
import { storedFileTable } from "./lib/file-store.ts";
import type { TableRegistration } from "./lib/personal-data.ts";
import { accountRoutes } from "./features/account/routes.ts";
import { adminTables } from "./features/admin/personal-data.ts";
import { accountAdminRoutes, mentorAdminRoutes } from "./features/admin/routes.ts";
import { accountTables, migrationTables, userTable } from "./features/account/personal-data.ts";
import { authRoutes } from "./features/auth/routes.ts";
import { bookingTables } from "./features/bookings/personal-data.ts";
import { bookingsRoutes } from "./features/bookings/routes.ts";
import { chatTables } from "./features/chat/personal-data.ts";
import { communityTables } from "./features/community/personal-data.ts";
import {
  answerRoutes,
  communityNoticeRoutes,
  moderationRoutes,
  questionRoutes,
  reportRoutes,
} from "./features/community/routes.ts";
import { healthRoutes } from "./features/health/routes.ts";
import { invitationTables } from "./features/invitations/personal-data.ts";
import { adminInvitationRoutes, invitationRoutes } from "./features/invitations/routes.ts";
import { jobTables } from "./features/jobs/personal-data.ts";
import { knowledgeRoutes } from "./features/knowledge/routes.ts";
import { mailTables } from "./features/mail/personal-data.ts";
import { mailRoutes } from "./features/mail/routes.ts";
import { mentorTables } from "./features/mentors/personal-data.ts";
import { mentorsRoutes } from "./features/mentors/routes.ts";
import { mentorConsoleRoutes } from "./features/mentor-console/routes.ts";
import { parentTables } from "./features/parents/personal-data.ts";
import { parentInvitationRoutes, parentRoutes, studentParentRoutes } from "./features/parents/routes.ts";
import { planTables } from "./features/plan/personal-data.ts";
import { planRoutes } from "./features/plan/routes.ts";
import { profileTables } from "./features/profile/personal-data.ts";
import { profileRoutes } from "./features/profile/routes.ts";
import { schoolTables } from "./features/schools/personal-data.ts";
import {
  mySchoolRoutes,
  schoolCodeRoutes,
  schoolRequestAdminRoutes,
  schoolRequestRoutes,
  schoolRoutes,
} from "./features/schools/routes.ts";
import { safetyTables } from "./features/safety/personal-data.ts";
import { safetyAlertRoutes } from "./features/safety/routes.ts";
import { seoRoutes } from "./features/seo/routes.ts";
import { slotsRoutes } from "./features/slots/routes.ts";
import { supportTables } from "./features/support/personal-data.ts";
import { supportRoutes } from "./features/support/routes.ts";
import { supportAdminRoutes } from "./features/support/admin-routes.ts";
import { mistakeReportTables } from "./features/support/mistake-personal-data.ts";
import { mistakeReportAdminRoutes, mistakeReportRoutes } from "./features/support/mistake-report-routes.ts";
import { workshopTables } from "./features/workshops/personal-data.ts";
import { workshopsRoutes } from "./features/workshops/routes.ts";
import { workshopAdminRoutes } from "./features/workshops/admin-routes.ts";
import { certificateRoutes } from "./features/workshops/certificate-routes.ts";

/** Every HTTP route of the API, by feature; the route x role matrix test walks this list. */
export const routeGroups: readonly RouteGroup[] = [
  healthRoutes,
  authRoutes,
  accountRoutes,
  profileRoutes,
  planRoutes,
  supportRoutes,
  mistakeReportRoutes,
  mentorsRoutes,
  slotsRoutes,
  bookingsRoutes,
  mentorConsoleRoutes,
  workshopsRoutes,
  workshopAdminRoutes,
  certificateRoutes,
  supportAdminRoutes,
  mistakeReportAdminRoutes,
  accountAdminRoutes,
  mentorAdminRoutes,
  mailRoutes,
  adminInvitationRoutes,
  invitationRoutes,
  schoolRequestRoutes,
  schoolRequestAdminRoutes,
  schoolRoutes,
  schoolCodeRoutes,
  mySchoolRoutes,
  knowledgeRoutes,
  questionRoutes,
  answerRoutes,
  reportRoutes,
  communityNoticeRoutes,
  moderationRoutes,
  safetyAlertRoutes,
  seoRoutes,
  studentParentRoutes,
  parentInvitationRoutes,
  parentRoutes,
];

const featureTables: readonly TableRegistration[] = [
  ...profileTables,
  ...planTables,
  ...supportTables,
  ...mistakeReportTables,
  ...chatTables,
  ...communityTables,
  ...safetyTables,
  ...mailTables,
  ...jobTables,
  ...invitationTables,
  ...parentTables,
  ...schoolTables,
  ...bookingTables,
  ...workshopTables,
  ...mentorTables,
  ...adminTables,
  ...accountTables,
  ...migrationTables,
  userTable,
];

/**
 * Every table in the database and how a student's rows in it are found, exported and erased.
 * Erasing runs in this order: the uploads first (found through the rows that name them), the account
 * row, which the others name, last.
 */
export const personalDataRegistry: readonly TableRegistration[] = [storedFileTable(featureTables), ...featureTables];
