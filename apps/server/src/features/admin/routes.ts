import { AccountSearchSchema, RoleChangeSchema } from "@disha/shared";
import { defineRoutes, pathParam, requireUser, role } from "../../lib/access.ts";
import { parseJsonBody, parseWith } from "../../lib/validation.ts";
import { endMentor, mentorStandingChanged } from "../bookings/index.ts";
import { listMentorsForAdmin, setMentorActive, unknownMentor } from "../mentors/index.ts";
import { searchAccounts } from "./queries.ts";
import { changeRole, disableAccount, enableAccount } from "./service.ts";

const admin = role("admin");

/** Accounts in the admin console: search, disable and enable, grant and revoke roles. */
export const accountAdminRoutes = defineRoutes("/api/admin/accounts", {
  "GET /": {
    access: admin,
    handler: async (c) => {
      const { query } = parseWith(AccountSearchSchema, { query: c.req.query("query") });
      return c.json(await searchAccounts(c.var.deps.db, query));
    },
  },
  "POST /:id/disable": {
    access: admin,
    handler: async (c) => {
      const viewer = await requireUser(c);
      return c.json(await disableAccount(c.var.deps, viewer.id, pathParam(c, "id")));
    },
  },
  "POST /:id/enable": {
    access: admin,
    handler: async (c) => c.json(await enableAccount(c.var.deps, pathParam(c, "id"))),
  },
  "POST /:id/roles": {
    access: admin,
    handler: async (c) => {
      const viewer = await requireUser(c);
      const { role: granted } = await parseJsonBody(c, RoleChangeSchema);
      return c.json(await changeRole(c.var.deps, viewer.id, pathParam(c, "id"), granted, true));
    },
  },
  "DELETE /:id/roles/:role": {
    access: admin,
    handler: async (c) => {
      const viewer = await requireUser(c);
      const { role: revoked } = parseWith(RoleChangeSchema, { role: pathParam(c, "role") });
      return c.json(await changeRole(c.var.deps, viewer.id, pathParam(c, "id"), revoked, false));
    },
  },
});

/** Mentor cards in the admin console: deactivate and bring back (invitations: features/invitations). */
export const mentorAdminRoutes = defineRoutes("/api/admin/mentors", {
  "GET /": {
    access: admin,
    handler: async (c) => c.json(await listMentorsForAdmin(c.var.deps.db)),
  },
  "POST /:id/deactivate": {
    access: admin,
    handler: async (c) => {
      const mentorId = pathParam(c, "id");
      await endMentor(c.var.deps.db, { mentorId }, async (trx) => {
        if (!(await setMentorActive(trx, mentorId, false))) throw unknownMentor();
      });
      return c.body(null, 204);
    },
  },
  "POST /:id/activate": {
    access: admin,
    handler: async (c) => {
      if (!(await setMentorActive(c.var.deps.db, pathParam(c, "id"), true))) throw unknownMentor();
      mentorStandingChanged(c.var.deps.db);
      return c.body(null, 204);
    },
  },
});
