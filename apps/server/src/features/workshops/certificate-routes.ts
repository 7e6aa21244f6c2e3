import { defineRoutes, pathParam, publicAccess } from "../../lib/access.ts";
import { findCertificate, unknownCertificate } from "./admin-service.ts";

/** The public check of a certificate's code: name, workshop and date, nothing more. */
export const certificateRoutes = defineRoutes("/api/certificates", {
  "GET /:code": {
    access: publicAccess,
    handler: async (c) => {
      const certificate = await findCertificate(c.var.deps.db, { code: pathParam(c, "code") });
      if (!certificate) throw unknownCertificate();
      const { code, name, workshopTitle, date } = certificate;
      return c.json({ code, name, workshopTitle, date });
    },
  },
});
