// A mentor's invitation, as the link in its e-mail shows it.
export { invitationQuery } from "./api/invitations-api.ts";
