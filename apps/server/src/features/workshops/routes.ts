import { type WorkshopRegistration } from "@disha/shared";
import {
  currentUser,
  defineRoutes,
  ownerOf,
  publicAccess,
  pathParam,
  publicRead,
  requireUser,
} from "../../lib/access.ts";
import { type PublicAnswer, publicAnswer, REVALIDATE } from "../../lib/public-answer.ts";
import { calendarHeaders, registrationCalendar } from "../calendar/index.ts";
import { clientIp } from "../../lib/client-ip.ts";
import { enforceRateLimit } from "../../lib/rate-limit.ts";
import { parseJsonBody } from "../../lib/validation.ts";
import { workshopCoverSvg } from "./cover-image.ts";
import { limitLinkTries } from "../../lib/mailbox-token.ts";
import { askToConfirmRegistration, notifyRegistration } from "../notifications/index.ts";
import { findCertificate, unknownCertificate } from "./admin-service.ts";
import { certificatePdf } from "./certificate-pdf.ts";
import { findWorkshopCover, findWorkshopSummary, listWorkshops } from "./queries.ts";
import {
  cancelRegistration,
  confirmRegistration,
  findRegistrationOwner,
  registrationConfirmationPath,
  registerForWorkshop,
  registrationsOfStudent,
  unknownRegistration,
  unknownWorkshop,
} from "./service.ts";
import { workshopsApi } from "@disha/shared/api";
import { routesUnder } from "../../lib/contract.ts";

const ONE_HOUR = 60 * 60 * 1000;
// visitors register without an account, so each address may register only a few times an hour
export const REGISTRATIONS_PER_ADDRESS_PER_HOUR = 5;
// a signed-in student is counted by account instead, so a school lab's shared address is no obstacle
export const REGISTRATIONS_PER_ACCOUNT_PER_HOUR = 10;

const on = routesUnder("/api/workshops");

/** `:idOrSlug` takes a workshop's id or its slug. */
export const workshopsRoutes = defineRoutes("/api/workshops", {
  // read each time (seats left change with every registration); the answer and its ETag are made
  // again only when the serialized list differs from the one kept
  [on(workshopsApi.list)]: publicRead(async ({ db, caches }) => {
    const text = JSON.stringify(await listWorkshops(db));
    const kept = caches.named<{ text: string; answer: PublicAnswer }>("workshops:list", { max: 1 });
    const last = kept.get("list");
    if (last?.text === text) return last.answer;
    const answer = publicAnswer(JSON.parse(text), REVALIDATE);
    kept.set("list", { text, answer });
    return answer;
  }),
  // these two before the cancel below, so the route x role matrix meets the registration still there
  [on(workshopsApi.certificate)]: {
    access: ownerOf((c) => findRegistrationOwner(c.var.deps.db, pathParam(c, "id")), unknownRegistration),
    handler: async (c) => {
      const certificate = await findCertificate(c.var.deps.db, { registrationId: pathParam(c, "id") });
      if (!certificate) throw unknownCertificate();
      const verifyUrl = `${c.var.deps.env.APP_URL}/certificates/${certificate.code}`;
      const pdf = await certificatePdf({ ...certificate, verifyUrl });
      return c.body(new Uint8Array(pdf), 200, {
        "content-type": "application/pdf",
        "content-disposition": `attachment; filename="disha-certificate-${certificate.code}.pdf"`,
      });
    },
  },
  [on(workshopsApi.registrationCalendar)]: {
    access: ownerOf((c) => findRegistrationOwner(c.var.deps.db, pathParam(c, "id")), unknownRegistration),
    handler: async (c) => {
      const viewer = await requireUser(c);
      const id = pathParam(c, "id");
      const registration = (await registrationsOfStudent(c.var.deps.db, viewer.id)).find((found) => found.id === id);
      if (!registration) throw unknownRegistration();
      const { filename, content } = registrationCalendar(c.var.deps.env.APP_URL, registration);
      return c.body(content, 200, calendarHeaders(filename));
    },
  },
  [on(workshopsApi.cancelRegistration)]: {
    access: ownerOf((c) => findRegistrationOwner(c.var.deps.db, pathParam(c, "id")), unknownRegistration),
    handler: async (c) => {
      const registrationId = pathParam(c, "id");
      // told before the row goes, so the message can still name the workshop
      await notifyRegistration(c.var.deps, { registrationId, event: "cancelled" });
      await cancelRegistration(c.var.deps.db, registrationId);
      return c.body(null, 204);
    },
  },
  "GET /:idOrSlug/image.svg": {
    access: publicAccess,
    handler: async (c) => {
      // drafts too: the admin console shows their covers
      const workshop = await findWorkshopCover(c.var.deps.db, pathParam(c, "idOrSlug"));
      if (!workshop) throw unknownWorkshop();
      // the address carries a hash of what is drawn, so a change is a new address
      return c.body(workshopCoverSvg(workshop), 200, {
        "content-type": "image/svg+xml; charset=utf-8",
        "cache-control": "public, max-age=31536000, immutable",
      });
    },
  },
  [on(workshopsApi.one)]: {
    access: publicAccess,
    handler: async (c) => {
      const workshop = await findWorkshopSummary(c.var.deps.db, pathParam(c, "idOrSlug"));
      if (!workshop) throw unknownWorkshop();
      return c.json(workshop);
    },
  },
  // open to visitors, as the spec has it; a signed-in student registers as themselves
  [on(workshopsApi.register)]: {
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
      const input = await parseJsonBody(c, workshopsApi.register.body);
      const outcome = await registerForWorkshop(db, dbKind, pathParam(c, "idOrSlug"), input, viewer);
      const registrationId = outcome.registration.id;
      if (outcome.mail === "registered") {
        await notifyRegistration(c.var.deps, { registrationId, event: "registered" });
      } else if (outcome.mail === "confirm") {
        const confirmUrl = `${c.var.deps.env.APP_URL}${registrationConfirmationPath(outcome.token)}`;
        await askToConfirmRegistration(c.var.deps, registrationId, confirmUrl);
      }
      return c.json<WorkshopRegistration>(outcome.registration, 201);
    },
  },
  // the link mailed to a signed-out registrant: opening it shows they read that mailbox
  [on(workshopsApi.confirmRegistration)]: {
    access: publicAccess,
    handler: async (c) => {
      await limitLinkTries(c, "registration-confirmation");
      const { token } = await parseJsonBody(c, workshopsApi.confirmRegistration.body);
      const registration = await confirmRegistration(c.var.deps.db, token);
      await notifyRegistration(c.var.deps, { registrationId: registration.id, event: "registered" });
      return c.json<WorkshopRegistration>(registration);
    },
  },
});
