import { MistakeReportSchema, type MistakeReportResponse } from "../mistake-report.ts";
import { SupportMessageSchema, type SupportMessageResponse } from "../support.ts";
import { MailboxTokenSchema } from "../workshops-schemas.ts";
import { answer, endpoint } from "./endpoint.ts";

export const supportApi = {
  send: endpoint({
    method: "POST",
    path: "/api/support-messages",
    body: SupportMessageSchema,
    response: answer<SupportMessageResponse>(),
  }),
  /** the link mailed to a signed-out sender */
  confirm: endpoint({
    method: "POST",
    path: "/api/support-messages/confirmations",
    body: MailboxTokenSchema,
    response: answer<{ confirmed: true }>(),
  }),
  reportMistake: endpoint({
    method: "POST",
    path: "/api/mistake-reports",
    body: MistakeReportSchema,
    response: answer<MistakeReportResponse>(),
  }),
};
