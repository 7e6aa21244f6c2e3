import type { ConsentStatus, ParentChildSummary, ParentChildView, StudentParentsResponse } from "@disha/shared";
import { parentsApi } from "@disha/shared/api";
import { defineRoutes, pathParam, publicAccess, requireUser, role, signedIn } from "../../lib/access.ts";
import { routesUnder } from "../../lib/contract.ts";
import { limitLinkTries } from "../../lib/mailbox-token.ts";
import { enforceRateLimit } from "../../lib/rate-limit.ts";
import { parseJsonBody } from "../../lib/validation.ts";
import {
  childrenOf,
  childView,
  claimParentInvitation,
  deleteStoredChildData,
  giveConsent,
  inviteParent,
  leaveChild,
  parentsOfStudent,
  setParentShare,
  unlinkParent,
  viewParentInvitation,
  withdrawConsent,
} from "./service.ts";

const ONE_DAY = 24 * 60 * 60 * 1000;
// each invitation is a mail to an address the student typed: a few a day
export const PARENT_INVITATIONS_PER_DAY = 5;

const onMe = routesUnder("/api/me");
const onInvitations = routesUnder("/api/parent-invitations");
const onParent = routesUnder("/api/parent");

// the student's side: every route reads and writes the session's own links only
export const studentParentRoutes = defineRoutes("/api/me", {
  [onMe(parentsApi.mine)]: {
    access: signedIn,
    handler: async (c) => c.json<StudentParentsResponse>(await parentsOfStudent(c.var.deps, (await requireUser(c)).id)),
  },
  [onMe(parentsApi.invite)]: {
    access: signedIn,
    handler: async (c) => {
      const user = await requireUser(c);
      const { email } = await parseJsonBody(c, parentsApi.invite.body);
      await enforceRateLimit(c.var.deps.rateLimiter, `parent-invite:${user.id}`, PARENT_INVITATIONS_PER_DAY, ONE_DAY);
      return c.json({ parent: await inviteParent(c.var.deps, user, email) }, 201);
    },
  },
  [onMe(parentsApi.setShare)]: {
    access: signedIn,
    handler: async (c) => {
      const user = await requireUser(c);
      const { share } = await parseJsonBody(c, parentsApi.setShare.body);
      return c.json({ parent: await setParentShare(c.var.deps, user.id, pathParam(c, "id"), share) });
    },
  },
  [onMe(parentsApi.unlink)]: {
    access: signedIn,
    handler: async (c) => {
      await unlinkParent(c.var.deps.db, (await requireUser(c)).id, pathParam(c, "id"));
      return c.body(null, 204);
    },
  },
  [onMe(parentsApi.withdrawOwnConsent)]: {
    access: signedIn,
    handler: async (c) =>
      c.json<ConsentStatus>(await withdrawConsent(c.var.deps, { studentId: (await requireUser(c)).id })),
  },
  [onMe(parentsApi.deleteOwnStoredData)]: {
    access: signedIn,
    handler: async (c) =>
      c.json<ConsentStatus>(await deleteStoredChildData(c.var.deps, { studentId: (await requireUser(c)).id })),
  },
});

// the link's token finds the invitation; only the invited address, signed in and verified, claims it
export const parentInvitationRoutes = defineRoutes("/api/parent-invitations", {
  [onInvitations(parentsApi.viewInvitation)]: {
    access: publicAccess,
    handler: async (c) => {
      await limitLinkTries(c, "parent-invitation");
      return c.json(await viewParentInvitation(c.var.deps.db, pathParam(c, "token")));
    },
  },
  [onInvitations(parentsApi.claim)]: {
    access: signedIn,
    handler: async (c) => {
      await limitLinkTries(c, "parent-invitation");
      const parent = await requireUser(c);
      return c.json({ child: await claimParentInvitation(c.var.deps, parent, pathParam(c, "token")) }, 201);
    },
  },
});

// a parent reaches only the children whose links they claimed
export const parentRoutes = defineRoutes("/api/parent", {
  [onParent(parentsApi.children)]: {
    access: role("parent"),
    handler: async (c) =>
      c.json<{ children: ParentChildSummary[] }>({
        children: await childrenOf(c.var.deps, (await requireUser(c)).id),
      }),
  },
  [onParent(parentsApi.child)]: {
    access: role("parent"),
    handler: async (c) =>
      c.json<ParentChildView>(await childView(c.var.deps, (await requireUser(c)).id, pathParam(c, "studentId"))),
  },
  [onParent(parentsApi.leave)]: {
    access: role("parent"),
    handler: async (c) => {
      await leaveChild(c.var.deps.db, (await requireUser(c)).id, pathParam(c, "studentId"));
      return c.body(null, 204);
    },
  },
  [onParent(parentsApi.consent)]: {
    access: role("parent"),
    handler: async (c) => {
      const parent = await requireUser(c);
      const input = await parseJsonBody(c, parentsApi.consent.body);
      const { status, created } = await giveConsent(c.var.deps, parent, pathParam(c, "studentId"), input);
      return c.json<ConsentStatus>(status, created ? 201 : 200);
    },
  },
  [onParent(parentsApi.withdrawConsent)]: {
    access: role("parent"),
    handler: async (c) =>
      c.json<ConsentStatus>(
        await withdrawConsent(c.var.deps, {
          studentId: pathParam(c, "studentId"),
          parentUserId: (await requireUser(c)).id,
        }),
      ),
  },
  [onParent(parentsApi.deleteStoredData)]: {
    access: role("parent"),
    handler: async (c) =>
      c.json<ConsentStatus>(
        await deleteStoredChildData(c.var.deps, {
          studentId: pathParam(c, "studentId"),
          parentUserId: (await requireUser(c)).id,
        }),
      ),
  },
});
