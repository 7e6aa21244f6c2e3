import { WorkshopRegistrationSchema } from "@disha/shared";
import { currentUser, defineRoutes, ownerOf, publicAccess, pathParam } from "../../lib/access.ts";
import { clientIp } from "../../lib/client-ip.ts";
import { enforceRateLimit } from "../../lib/rate-limit.ts";
import { parseJsonBody } from "../../lib/validation.ts";
import { workshopCoverSvg } from "./cover-image.ts";
import { findWorkshopSummary, listWorkshops } from "./queries.ts";
import {
  cancelRegistration,
  findRegistrationOwner,
  registerForWorkshop,
  unknownRegistration,
  unknownWorkshop,
} from "./service.ts";

const ONE_HOUR = 60 * 60 * 1000;
// visitors register without an account, so each address may register only a few times an hour
export const REGISTRATIONS_PER_ADDRESS_PER_HOUR = 5;
// a signed-in student is counted by account instead, so a school lab's shared address is no obstacle
export const REGISTRATIONS_PER_ACCOUNT_PER_HOUR = 10;

/** `:idOrSlug` takes a workshop's id or its slug. */
export const workshopsRoutes = defineRoutes("/api/workshops", {
  "GET /": {
    access: publicAccess,
    handler: async (c) => c.json(await listWorkshops(c.var.deps.db)),
  },
  "DELETE /registrations/:id": {
    access: ownerOf((c) => findRegistrationOwner(c.var.deps.db, pathParam(c, "id")), unknownRegistration),
    handler: async (c) => {
      await cancelRegistration(c.var.deps.db, pathParam(c, "id"));
      return c.body(null, 204);
    },
  },
  "GET /:idOrSlug/image.svg": {
    access: publicAccess,
    handler: async (c) => {
      const workshop = await findWorkshopSummary(c.var.deps.db, pathParam(c, "idOrSlug"));
      if (!workshop) throw unknownWorkshop();
      // the address carries a hash of what is drawn, so a change is a new address
      return c.body(workshopCoverSvg(workshop), 200, {
        "content-type": "image/svg+xml; charset=utf-8",
        "cache-control": "public, max-age=31536000, immutable",
      });
    },
  },
  "GET /:idOrSlug": {
    access: publicAccess,
    handler: async (c) => {
      const workshop = await findWorkshopSummary(c.var.deps.db, pathParam(c, "idOrSlug"));
      if (!workshop) throw unknownWorkshop();
      return c.json(workshop);
    },
  },
  // open to visitors, as the spec has it; a signed-in student registers as themselves
  "POST /:idOrSlug/registrations": {
    access: publicAccess,
    handler: async (c) => {
      const { db, dbKind, rateLimiter } = c.var.deps;
      const viewer = await currentUser(c);
      await (viewer
        ? enforceRateLimit(rateLimiter, `registration:user:${viewer.id}`, REGISTRATIONS_PER_ACCOUNT_PER_HOUR, ONE_HOUR)
        : enforceRateLimit(
            rateLimiter,
            `registration:ip:${clientIp(c)}`,
            REGISTRATIONS_PER_ADDRESS_PER_HOUR,
            ONE_HOUR,
          ));
      const input = await parseJsonBody(c, WorkshopRegistrationSchema);
      return c.json(await registerForWorkshop(db, dbKind, pathParam(c, "idOrSlug"), input, viewer), 201);
    },
  },
});
