import { adminApi } from "@disha/shared/api";
import { defineRoutes, pathParam, requireUser, role } from "../../lib/access.ts";
import { routesUnder } from "../../lib/contract.ts";
import { parseJsonBody, parseWith } from "../../lib/validation.ts";
import { endMentor, mentorStandingChanged } from "../bookings/index.ts";
import { listMentorsForAdmin, setMentorActive, unknownMentor } from "../mentors/index.ts";
import { searchAccounts } from "./queries.ts";
import { changeRole, disableAccount, enableAccount } from "./service.ts";

const admin = role("admin");
const onAccounts = routesUnder("/api/admin/accounts");
const onMentors = routesUnder("/api/admin/mentors");

/** Accounts in the admin console: search, disable and enable, grant and revoke roles. */
export const accountAdminRoutes = defineRoutes("/api/admin/accounts", {
  [onAccounts(adminApi.accounts)]: {
    access: admin,
    handler: async (c) => {
      const { query } = parseWith(adminApi.accounts.query, { query: c.req.query("query") });
      return c.json(await searchAccounts(c.var.deps.db, query));
    },
  },
  [onAccounts(adminApi.disableAccount)]: {
    access: admin,
    handler: async (c) => {
      const viewer = await requireUser(c);
      return c.json(await disableAccount(c.var.deps, viewer.id, pathParam(c, "id")));
    },
  },
  [onAccounts(adminApi.enableAccount)]: {
    access: admin,
    handler: async (c) => c.json(await enableAccount(c.var.deps, pathParam(c, "id"))),
  },
  [onAccounts(adminApi.grantRole)]: {
    access: admin,
    handler: async (c) => {
      const viewer = await requireUser(c);
      const { role: granted } = await parseJsonBody(c, adminApi.grantRole.body);
      return c.json(await changeRole(c.var.deps, viewer.id, pathParam(c, "id"), granted, true));
    },
  },
  [onAccounts(adminApi.revokeRole)]: {
    access: admin,
    handler: async (c) => {
      const viewer = await requireUser(c);
      const { role: revoked } = parseWith(adminApi.grantRole.body, { role: pathParam(c, "role") });
      return c.json(await changeRole(c.var.deps, viewer.id, pathParam(c, "id"), revoked, false));
    },
  },
});

/** Mentor cards in the admin console: deactivate and bring back (invitations: features/invitations). */
export const mentorAdminRoutes = defineRoutes("/api/admin/mentors", {
  [onMentors(adminApi.mentors)]: {
    access: admin,
    handler: async (c) => c.json(await listMentorsForAdmin(c.var.deps.db)),
  },
  [onMentors(adminApi.deactivateMentor)]: {
    access: admin,
    handler: async (c) => {
      const mentorId = pathParam(c, "id");
      await endMentor(c.var.deps, { mentorId }, async (trx) => {
        if (!(await setMentorActive(trx, mentorId, false))) throw unknownMentor();
      });
      return c.body(null, 204);
    },
  },
  [onMentors(adminApi.activateMentor)]: {
    access: admin,
    handler: async (c) => {
      const mentorId = pathParam(c, "id");
      if (!(await setMentorActive(c.var.deps.db, mentorId, true))) throw unknownMentor();
      mentorStandingChanged(c.var.deps, { mentorId });
      return c.body(null, 204);
    },
  },
});
