import type { CertificateVerification } from "../admin/index.ts";
import { type WorkshopRegistration, type WorkshopSummary } from "../workshops.ts";
import { MailboxTokenSchema, WorkshopRegistrationSchema } from "../workshops-schemas.ts";
import { answer, endpoint } from "./endpoint.ts";

export const workshopsApi = {
  list: endpoint({ method: "GET", path: "/api/workshops", response: answer<WorkshopSummary[]>() }),
  one: endpoint({ method: "GET", path: "/api/workshops/:idOrSlug", response: answer<WorkshopSummary>() }),
  register: endpoint({
    method: "POST",
    path: "/api/workshops/:idOrSlug/registrations",
    body: WorkshopRegistrationSchema,
    response: answer<WorkshopRegistration>(),
  }),
  /** the link mailed to a signed-out registrant */
  confirmRegistration: endpoint({
    method: "POST",
    path: "/api/workshops/registrations/confirmations",
    body: MailboxTokenSchema,
    response: answer<WorkshopRegistration>(),
  }),
  /** a file download the browser follows, not a fetch */
  certificate: endpoint({
    method: "GET",
    path: "/api/workshops/registrations/:id/certificate.pdf",
    response: answer<Blob>(),
  }),
  /** a file download the browser follows, not a fetch */
  registrationCalendar: endpoint({
    method: "GET",
    path: "/api/workshops/registrations/:id/calendar.ics",
    response: answer<string>(),
  }),
  cancelRegistration: endpoint({
    method: "DELETE",
    path: "/api/workshops/registrations/:id",
    response: answer<null>(),
  }),
  verifyCertificate: endpoint({
    method: "GET",
    path: "/api/certificates/:code",
    response: answer<CertificateVerification>(),
  }),
};
