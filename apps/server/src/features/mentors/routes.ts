import { SlotsQuerySchema } from "@disha/shared";
import type { Kysely } from "kysely";
import { currentUser, defineRoutes, publicAccess, pathParam } from "../../lib/access.ts";
import type { Database } from "../../lib/db/schema.ts";
import { parseWith } from "../../lib/validation.ts";
import { avatarSvg } from "./avatar.ts";
import { findMentor, listMentors } from "./queries.ts";
import { mentorSlots, unknownMentor } from "./service.ts";

// The list changes only when the seed adds mentors at start-up, so each node keeps the serialised
// answer for a minute instead of querying and serialising it on every page view.
const LIST_TTL_MS = 60_000;
const listCache = new WeakMap<Kysely<Database>, { body: string; expiresAt: number }>();

async function mentorsJson(db: Kysely<Database>): Promise<string> {
  const cached = listCache.get(db);
  if (cached && cached.expiresAt > Date.now()) return cached.body;
  const body = JSON.stringify(await listMentors(db));
  listCache.set(db, { body, expiresAt: Date.now() + LIST_TTL_MS });
  return body;
}

export const mentorsRoutes = defineRoutes("/api/mentors", {
  "GET /": {
    access: publicAccess,
    handler: async (c) => {
      const body = await mentorsJson(c.var.deps.db);
      return c.body(body, 200, {
        "content-type": "application/json; charset=UTF-8",
        "cache-control": "public, max-age=60",
      });
    },
  },
  // public; a signed-in student also sees which slots clash with their own sessions
  "GET /:id/slots": {
    access: publicAccess,
    handler: async (c) => {
      const { date } = parseWith(SlotsQuerySchema, { date: c.req.query("date") });
      const viewer = await currentUser(c);
      return c.json(await mentorSlots(c.var.deps.db, pathParam(c, "id"), date, viewer?.id ?? null));
    },
  },
  "GET /:id/avatar.svg": {
    access: publicAccess,
    handler: async (c) => {
      const mentor = await findMentor(c.var.deps.db, pathParam(c, "id"));
      if (!mentor) throw unknownMentor();
      // the address carries a hash of the name, so a changed name is a new address
      return c.body(avatarSvg(mentor.name), 200, {
        "content-type": "image/svg+xml; charset=utf-8",
        "cache-control": "public, max-age=31536000, immutable",
      });
    },
  },
});
