import { BOOKING_TIME_ZONE, type MentorSlotsResponse } from "@disha/shared";
import { t } from "@disha/shared/i18n";
import type { Kysely } from "kysely";
import type { Database } from "../../lib/db/schema.ts";
import { HttpError } from "../../lib/errors.ts";
import { liveBusyTimes } from "../bookings/index.ts";
import { type AvailabilityRules, daySlots, daySpan, lastBookableDate } from "./availability.ts";
import { mentorOnDate } from "./queries.ts";

export const unknownMentor = () => HttpError.notFound(t("errors.mentors.unknown"));

export function tooFarAhead(rules: AvailabilityRules) {
  const message = t("validation.booking.tooFarAhead", { days: rules.bookingWindowDays });
  return HttpError.badRequest(message, { date: message });
}

/**
 * A mentor's slots on one India-time day: their hours minus days off and live bookings, marked past
 * (or within the minimum notice), taken, or clashing with a session the viewing student already holds.
 */
export async function mentorSlots(
  db: Kysely<Database>,
  mentorId: string,
  date: string,
  viewerId: string | null,
  now = new Date(),
): Promise<MentorSlotsResponse> {
  const found = await mentorOnDate(db, mentorId, date);
  if (!found || found.mentor.deactivatedAt !== null) throw unknownMentor();
  const { mentor, rules } = found;
  const lastDate = lastBookableDate(rules, now);
  if (date > lastDate) throw tooFarAhead(rules);
  const { from, to } = daySpan(date, rules);
  const [booked, mine] = await Promise.all([
    liveBusyTimes(db, { mentorId: mentor.id }, from, to),
    viewerId ? liveBusyTimes(db, { studentId: viewerId }, from, to) : Promise.resolve([]),
  ]);
  return {
    mentorId: mentor.id,
    date,
    timeZone: BOOKING_TIME_ZONE,
    durationMinutes: rules.sessionMinutes,
    dayOff: rules.daysOff.includes(date),
    lastBookableDate: lastDate,
    slots: daySlots(rules, date, booked, mine, now),
  };
}
