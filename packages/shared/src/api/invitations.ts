import { AcceptInvitationSchema, type InvitationAccepted, type InvitationView } from "../mail/index.ts";
import { answer, endpoint } from "./endpoint.ts";

export const invitationsApi = {
  view: endpoint({ method: "GET", path: "/api/invitations/:token", response: answer<InvitationView>() }),
  accept: endpoint({
    method: "POST",
    path: "/api/invitations/:token",
    body: AcceptInvitationSchema,
    response: answer<InvitationAccepted>(),
  }),
  // an account that already exists, signed in at the invited address, takes the role
  claim: endpoint({
    method: "POST",
    path: "/api/invitations/:token/claim",
    response: answer<InvitationAccepted>(),
  }),
};
