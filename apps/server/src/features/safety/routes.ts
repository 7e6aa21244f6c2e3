import { safetyApi } from "@disha/shared/api";
import { defineRoutes, pathParam, requireUser, role } from "../../lib/access.ts";
import { routesUnder } from "../../lib/contract.ts";
import { parseJsonBody } from "../../lib/validation.ts";
import { listSafetyAlerts, markReached } from "./service.ts";

const onAlerts = routesUnder("/api/moderation/safety-alerts");

// those who read the community's held posts: admins, and the counsellors and mentors made moderators
const moderators = role("admin", "moderator");

export const safetyAlertRoutes = defineRoutes("/api/moderation/safety-alerts", {
  [onAlerts(safetyApi.alerts)]: {
    access: moderators,
    handler: async (c) => c.json(await listSafetyAlerts(c.var.deps)),
  },
  [onAlerts(safetyApi.reached)]: {
    access: moderators,
    handler: async (c) => {
      const moderator = await requireUser(c);
      const input = await parseJsonBody(c, safetyApi.reached.body);
      return c.json(await markReached(c.var.deps, moderator, pathParam(c, "id"), input));
    },
  },
});
