import {
  BOOKING_TIME_ZONE,
  BOOKING_WINDOW_DAYS,
  type MentorSlotsResponse,
  SLOT_TIMES,
  bookableDateRange,
  istToUtcIso,
} from "@disha/shared";
import { t } from "@disha/shared/i18n";
import type { Kysely } from "kysely";
import type { Database } from "../../lib/db/schema.ts";
import { HttpError } from "../../lib/errors.ts";
import { liveSlotStarts } from "../bookings/index.ts";
import { findMentor } from "./queries.ts";

export const unknownMentor = () => HttpError.notFound(t("errors.mentors.unknown"));

/**
 * A mentor's slots on one day in India time: taken (by anyone), past, or clashing with a session the
 * viewing student already holds at that time.
 */
export async function mentorSlots(
  db: Kysely<Database>,
  mentorId: string,
  date: string,
  viewerId: string | null,
  now = new Date(),
): Promise<MentorSlotsResponse> {
  const mentor = await findMentor(db, mentorId);
  if (!mentor) throw unknownMentor();
  if (date > bookableDateRange(now).max) {
    const message = t("validation.booking.tooFarAhead", { days: BOOKING_WINDOW_DAYS });
    throw HttpError.badRequest(message, { date: message });
  }
  const first = istToUtcIso(date, SLOT_TIMES[0] ?? "09:00");
  const last = istToUtcIso(date, SLOT_TIMES[SLOT_TIMES.length - 1] ?? "19:30");
  const [taken, mine] = await Promise.all([
    liveSlotStarts(db, { mentorId: mentor.id }, first, last),
    viewerId ? liveSlotStarts(db, { studentId: viewerId }, first, last) : Promise.resolve(new Set<string>()),
  ]);
  const slots = SLOT_TIMES.map((time) => {
    const startsAt = istToUtcIso(date, time);
    const isTaken = taken.has(startsAt);
    const past = Date.parse(startsAt) <= now.getTime();
    const clash = !isTaken && mine.has(startsAt);
    return { time, startsAt, taken: isTaken, past, clash, available: !isTaken && !past && !clash };
  });
  return { mentorId: mentor.id, date, timeZone: BOOKING_TIME_ZONE, slots };
}
