import { WorkshopRegistrationSchema } from "@disha/shared";
import { Hono } from "hono";
import { currentUser } from "../../lib/auth.ts";
import { clientIp } from "../../lib/client-ip.ts";
import type { AppEnv } from "../../lib/context.ts";
import { HttpError } from "../../lib/errors.ts";
import { enforceRateLimit } from "../../lib/rate-limit.ts";
import { parseJsonBody } from "../../lib/validation.ts";
import { workshopCoverSvg } from "./cover-image.ts";
import { findWorkshopSummary, listWorkshops } from "./queries.ts";
import { registerForWorkshop } from "./service.ts";

const FIFTEEN_MINUTES = 15 * 60 * 1000;
// registration needs no account, so it is limited per address; a school lab shares one, hence generous
const REGISTRATIONS_PER_IP = 100;

const unknownWorkshop = () => HttpError.notFound("We could not find that workshop.");

/**
 * Public: the workshops with seats left, one workshop, its cover image, and registration.
 * `:idOrSlug` takes a workshop's id or its slug.
 */
export const workshopsRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    c.header("cache-control", "no-store");
    return c.json(await listWorkshops(c.var.deps.db));
  })
  .get("/:idOrSlug/image.svg", async (c) => {
    const workshop = await findWorkshopSummary(c.var.deps.db, c.req.param("idOrSlug"));
    if (!workshop) throw unknownWorkshop();
    // the address carries a hash of what is drawn, so a change is a new address
    return c.body(workshopCoverSvg(workshop), 200, {
      "content-type": "image/svg+xml; charset=utf-8",
      "cache-control": "public, max-age=31536000, immutable",
    });
  })
  .get("/:idOrSlug", async (c) => {
    const workshop = await findWorkshopSummary(c.var.deps.db, c.req.param("idOrSlug"));
    if (!workshop) throw unknownWorkshop();
    c.header("cache-control", "no-store");
    return c.json(workshop);
  })
  .post("/:idOrSlug/registrations", async (c) => {
    const { db, dbKind, rateLimiter } = c.var.deps;
    await enforceRateLimit(rateLimiter, `workshop-registration:ip:${clientIp(c)}`, REGISTRATIONS_PER_IP, FIFTEEN_MINUTES);
    const input = await parseJsonBody(c, WorkshopRegistrationSchema);
    // signed-in students see the workshop in My Sessions; anyone may register
    const user = await currentUser(c);
    const registration = await registerForWorkshop(db, dbKind, c.req.param("idOrSlug"), input, user?.id ?? null);
    return c.json(registration, 201);
  });
