import {
  type AdminAccount,
  type AdminMentor,
  type AdminRegistration,
  type AdminWorkshop,
  AccountSearchSchema,
  AttendanceSchema,
  RoleChangeSchema,
  type SupportInboxItem,
  SupportInboxQuerySchema,
  SupportReplySchema,
  SupportStatusSchema,
  WorkshopFormSchema,
} from "../admin/index.ts";
import {
  type MentorInvitationCreated,
  MentorInvitationSchema,
  type OutboxListResponse,
  type OutboxMessage,
  OutboxQuerySchema,
} from "../mail/index.ts";
import { type MistakeReport, MistakeReportInboxQuerySchema } from "../mistake-report.ts";
import { answer, endpoint } from "./endpoint.ts";

export const adminApi = {
  workshops: endpoint({ method: "GET", path: "/api/admin/workshops", response: answer<AdminWorkshop[]>() }),
  createWorkshop: endpoint({
    method: "POST",
    path: "/api/admin/workshops",
    body: WorkshopFormSchema,
    response: answer<AdminWorkshop>(),
  }),
  updateWorkshop: endpoint({
    method: "POST",
    path: "/api/admin/workshops/:id",
    body: WorkshopFormSchema,
    response: answer<AdminWorkshop>(),
  }),
  cancelWorkshop: endpoint({
    method: "POST",
    path: "/api/admin/workshops/:id/cancel",
    response: answer<AdminWorkshop>(),
  }),
  registrations: endpoint({
    method: "GET",
    path: "/api/admin/workshops/:id/registrations",
    response: answer<AdminRegistration[]>(),
  }),
  /** a file download the browser follows, not a fetch */
  registrationsCsv: endpoint({
    method: "GET",
    path: "/api/admin/workshops/:id/registrations.csv",
    response: answer<string>(),
  }),
  markAttendance: endpoint({
    method: "POST",
    path: "/api/admin/workshops/:id/registrations/:registrationId/attendance",
    body: AttendanceSchema,
    response: answer<AdminRegistration>(),
  }),
  supportInbox: endpoint({
    method: "GET",
    path: "/api/admin/support-messages",
    query: SupportInboxQuerySchema,
    response: answer<SupportInboxItem[]>(),
  }),
  replyToSupport: endpoint({
    method: "POST",
    path: "/api/admin/support-messages/:id/replies",
    body: SupportReplySchema,
    response: answer<SupportInboxItem>(),
  }),
  setSupportStatus: endpoint({
    method: "POST",
    path: "/api/admin/support-messages/:id/status",
    body: SupportStatusSchema,
    response: answer<SupportInboxItem>(),
  }),
  mistakeReports: endpoint({
    method: "GET",
    path: "/api/admin/mistake-reports",
    query: MistakeReportInboxQuerySchema,
    response: answer<MistakeReport[]>(),
  }),
  markMistakeFixed: endpoint({
    method: "POST",
    path: "/api/admin/mistake-reports/:id/fixed",
    response: answer<MistakeReport>(),
  }),
  mentors: endpoint({ method: "GET", path: "/api/admin/mentors", response: answer<AdminMentor[]>() }),
  activateMentor: endpoint({ method: "POST", path: "/api/admin/mentors/:id/activate", response: answer<null>() }),
  deactivateMentor: endpoint({ method: "POST", path: "/api/admin/mentors/:id/deactivate", response: answer<null>() }),
  inviteMentor: endpoint({
    method: "POST",
    path: "/api/admin/mentor-invitations",
    body: MentorInvitationSchema,
    response: answer<MentorInvitationCreated>(),
  }),
  accounts: endpoint({
    method: "GET",
    path: "/api/admin/accounts",
    query: AccountSearchSchema,
    response: answer<AdminAccount[]>(),
  }),
  disableAccount: endpoint({
    method: "POST",
    path: "/api/admin/accounts/:id/disable",
    response: answer<AdminAccount>(),
  }),
  enableAccount: endpoint({ method: "POST", path: "/api/admin/accounts/:id/enable", response: answer<AdminAccount>() }),
  grantRole: endpoint({
    method: "POST",
    path: "/api/admin/accounts/:id/roles",
    body: RoleChangeSchema,
    response: answer<AdminAccount>(),
  }),
  revokeRole: endpoint({
    method: "DELETE",
    path: "/api/admin/accounts/:id/roles/:role",
    response: answer<AdminAccount>(),
  }),
  outbox: endpoint({
    method: "GET",
    path: "/api/admin/outbox",
    query: OutboxQuerySchema,
    response: answer<OutboxListResponse>(),
  }),
  outboxMessage: endpoint({ method: "GET", path: "/api/admin/outbox/:id", response: answer<OutboxMessage>() }),
};
