// The admin console's queries, one per endpoint (the console's pages are routes of their own).
export {
  accountsQuery,
  adminMentorsQuery,
  adminWorkshopsQuery,
  outboxMessageQuery,
  outboxQuery,
  supportInboxQuery,
  workshopRegistrationsQuery,
} from "./api/admin-api.ts";
export { mistakeReportsQuery } from "./api/mistake-reports-api.ts";
