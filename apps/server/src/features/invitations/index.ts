// what other features may use of invitations (an approved school request invites its counsellor)
export { inviteByRole, type RoleInvitation } from "./service.ts";
