import {
  BOOKING_TIME_ZONE,
  BOOKING_WINDOW_DAYS,
  type MentorSlotsResponse,
  SLOT_TIMES,
  SlotsQuerySchema,
  bookableDateRange,
  istToUtcIso,
} from "@disha/shared";
import { Hono } from "hono";
import type { Kysely } from "kysely";
import { currentUser } from "../../lib/auth.ts";
import type { AppEnv } from "../../lib/context.ts";
import type { Database } from "../../lib/db/schema.ts";
import { HttpError } from "../../lib/errors.ts";
import { parseWith } from "../../lib/validation.ts";
import { avatarSvg } from "./avatar.ts";
import { findMentor, listMentors, liveSlotStarts } from "./queries.ts";

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

const unknownMentor = () => HttpError.notFound("We could not find that mentor.");

/** Public: the mentor list, a mentor's slots for a day, and their generated avatar. */
export const mentorsRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const body = await mentorsJson(c.var.deps.db);
    return c.body(body, 200, { "content-type": "application/json; charset=UTF-8", "cache-control": "public, max-age=60" });
  })
  .get("/:id/slots", async (c) => {
    const { db } = c.var.deps;
    const { date } = parseWith(SlotsQuerySchema, { date: c.req.query("date") });
    const mentor = await findMentor(db, c.req.param("id"));
    if (!mentor) throw unknownMentor();
    const now = new Date();
    if (date > bookableDateRange(now).max) {
      const message = `Sessions can be booked up to ${BOOKING_WINDOW_DAYS} days ahead.`;
      throw HttpError.badRequest(message, { date: message });
    }
    const first = istToUtcIso(date, SLOT_TIMES[0] ?? "09:00");
    const last = istToUtcIso(date, SLOT_TIMES[SLOT_TIMES.length - 1] ?? "19:30");
    const user = await currentUser(c);
    const [taken, mine] = await Promise.all([
      liveSlotStarts(db, { mentorId: mentor.id }, first, last),
      user ? liveSlotStarts(db, { studentId: user.id }, first, last) : Promise.resolve(new Set<string>()),
    ]);
    const slots = SLOT_TIMES.map((time) => {
      const startsAt = istToUtcIso(date, time);
      const isTaken = taken.has(startsAt);
      const past = Date.parse(startsAt) <= now.getTime();
      const clash = !isTaken && mine.has(startsAt);
      return { time, startsAt, taken: isTaken, past, clash, available: !isTaken && !past && !clash };
    });
    const response: MentorSlotsResponse = { mentorId: mentor.id, date, timeZone: BOOKING_TIME_ZONE, slots };
    c.header("cache-control", "no-store");
    return c.json(response);
  })
  .get("/:id/avatar.svg", async (c) => {
    const mentor = await findMentor(c.var.deps.db, c.req.param("id"));
    if (!mentor) throw unknownMentor();
    // the address carries a hash of the name, so a changed name is a new address
    return c.body(avatarSvg(mentor.name), 200, {
      "content-type": "image/svg+xml; charset=utf-8",
      "cache-control": "public, max-age=31536000, immutable",
    });
  });
