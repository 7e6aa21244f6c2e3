import {
  type InvitationAccepted,
  type InvitationView,
  type MentorInvitationCreated,
  type MentorInvitationListResponse,
} from "@disha/shared";
import { adminApi, invitationsApi } from "@disha/shared/api";
import { t } from "@disha/shared/i18n";
import { defineRoutes, pathParam, publicAccess, requireUser, role, signedIn } from "../../lib/access.ts";
import { routesUnder } from "../../lib/contract.ts";
import { HttpError } from "../../lib/errors.ts";
import { limitLinkTries } from "../../lib/mailbox-token.ts";
import { parseJsonBody } from "../../lib/validation.ts";
import { listMentorInvitations, revokeInvitation, toSummary } from "./queries.ts";
import { acceptInvitation, claimInvitationAsAccount, inviteMentor, viewInvitation } from "./service.ts";

const LISTED_INVITATIONS = 200;
const onAdmin = routesUnder("/api/admin/mentor-invitations");
const onInvitations = routesUnder("/api/invitations");

export const adminInvitationRoutes = defineRoutes("/api/admin/mentor-invitations", {
  "GET /": {
    access: role("admin"),
    handler: async (c) => {
      const now = new Date();
      const rows = await listMentorInvitations(c.var.deps.db, LISTED_INVITATIONS);
      return c.json<MentorInvitationListResponse>({ invitations: rows.map((row) => toSummary(row, now)) });
    },
  },
  [onAdmin(adminApi.inviteMentor)]: {
    access: role("admin"),
    handler: async (c) => {
      const admin = await requireUser(c);
      const input = await parseJsonBody(c, adminApi.inviteMentor.body);
      return c.json<MentorInvitationCreated>({ invitation: await inviteMentor(c.var.deps, input, admin.id) }, 201);
    },
  },
  "DELETE /:id": {
    access: role("admin"),
    handler: async (c) => {
      const revoked = await revokeInvitation(c.var.deps.db, pathParam(c, "id"), new Date().toISOString());
      if (!revoked) throw HttpError.notFound(t("invitations.errors.unknown"));
      return c.body(null, 204);
    },
  },
});

// the token in the link is the invitee's only credential: anyone holding it may use it, once
export const invitationRoutes = defineRoutes("/api/invitations", {
  [onInvitations(invitationsApi.view)]: {
    access: publicAccess,
    handler: async (c) => {
      await limitLinkTries(c, "invitation");
      return c.json<InvitationView>(await viewInvitation(c.var.deps, pathParam(c, "token")));
    },
  },
  [onInvitations(invitationsApi.accept)]: {
    access: publicAccess,
    handler: async (c) => {
      await limitLinkTries(c, "invitation");
      const input = await parseJsonBody(c, invitationsApi.accept.body);
      const { accepted, headers } = await acceptInvitation(c.var.deps, pathParam(c, "token"), input, c.req.raw.headers);
      for (const cookie of headers.getSetCookie()) c.header("set-cookie", cookie, { append: true });
      return c.json<InvitationAccepted>(accepted, 201);
    },
  },
  // an existing account: only signed in at the invited address
  [onInvitations(invitationsApi.claim)]: {
    access: signedIn,
    handler: async (c) => {
      await limitLinkTries(c, "invitation");
      const viewer = await requireUser(c);
      return c.json<InvitationAccepted>(await claimInvitationAsAccount(c.var.deps, viewer, pathParam(c, "token")), 201);
    },
  },
});
