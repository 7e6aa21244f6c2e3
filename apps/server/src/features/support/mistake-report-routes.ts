import { t } from "@disha/shared/i18n";
import { adminApi, supportApi } from "@disha/shared/api";
import { currentUser, defineRoutes, pathParam, publicAccess, role } from "../../lib/access.ts";
import { clientIp } from "../../lib/client-ip.ts";
import { routesUnder } from "../../lib/contract.ts";
import { enforceRateLimit } from "../../lib/rate-limit.ts";
import { parseJsonBody, parseWith } from "../../lib/validation.ts";
import { markMistakeFixed, mistakeReportInbox, reportMistake } from "./mistake-reports.ts";

const TEN_MINUTES = 10 * 60 * 1000;
export const MISTAKE_REPORTS_PER_IP = 5;
const onReports = routesUnder("/api/mistake-reports");
const onInbox = routesUnder("/api/admin/mistake-reports");

// anyone reading a page may report; a signed-in student's report is theirs, so they can be told when it is fixed
export const mistakeReportRoutes = defineRoutes("/api/mistake-reports", {
  [onReports(supportApi.reportMistake)]: {
    access: publicAccess,
    handler: async (c) => {
      const { rateLimiter } = c.var.deps;
      await enforceRateLimit(
        rateLimiter,
        `mistake-report:ip:${clientIp(c)}`,
        MISTAKE_REPORTS_PER_IP,
        TEN_MINUTES,
        t("errors.mistakeReport.slowDown"),
      );
      const input = await parseJsonBody(c, supportApi.reportMistake.body);
      const user = await currentUser(c);
      return c.json(await reportMistake(c.var.deps, user?.id ?? null, input), 201);
    },
  },
});

/** The reported mistakes in the admin console's support inbox, and marking one fixed. */
export const mistakeReportAdminRoutes = defineRoutes("/api/admin/mistake-reports", {
  [onInbox(adminApi.mistakeReports)]: {
    access: role("admin"),
    handler: async (c) => {
      const { status } = parseWith(adminApi.mistakeReports.query, { status: c.req.query("status") });
      return c.json(await mistakeReportInbox(c.var.deps, status));
    },
  },
  [onInbox(adminApi.markMistakeFixed)]: {
    access: role("admin"),
    handler: async (c) => c.json(await markMistakeFixed(c.var.deps, pathParam(c, "id"))),
  },
});
