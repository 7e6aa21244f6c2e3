import { defineRoutes, pathParam, publicAccess } from "../../lib/access.ts";
import { clientIp } from "../../lib/client-ip.ts";
import { enforceRateLimit } from "../../lib/rate-limit.ts";
import { findCertificate, unknownCertificate } from "./admin-service.ts";
import { workshopsApi } from "@disha/shared/api";
import { routesUnder } from "../../lib/contract.ts";

const TEN_MINUTES = 10 * 60 * 1000;
// a hit shows a minor's name: enough checks for a school office, too few to walk the codes
export const CERTIFICATE_CHECKS_PER_ADDRESS = 30;

const on = routesUnder("/api/certificates");

/** The public check of a certificate's code: name, workshop and date, nothing more. */
export const certificateRoutes = defineRoutes("/api/certificates", {
  [on(workshopsApi.verifyCertificate)]: {
    access: publicAccess,
    handler: async (c) => {
      await enforceRateLimit(
        c.var.deps.rateLimiter,
        `certificate:ip:${clientIp(c)}`,
        CERTIFICATE_CHECKS_PER_ADDRESS,
        TEN_MINUTES,
      );
      const certificate = await findCertificate(c.var.deps.db, { code: pathParam(c, "code") });
      if (!certificate) throw unknownCertificate();
      const { code, name, workshopTitle, date } = certificate;
      return c.json({ code, name, workshopTitle, date });
    },
  },
});
