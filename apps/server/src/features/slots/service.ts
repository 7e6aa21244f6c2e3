import { BOOKING_TIME_ZONE, type MentorSlotsResponse } from "@disha/shared";
import { t } from "@disha/shared/i18n";
import type { Kysely } from "kysely";
import type { AppDeps } from "../../lib/context.ts";
import type { Database } from "../../lib/db/schema.ts";
import { HttpError } from "../../lib/errors.ts";
import { type PublicAnswer, publicAnswer, REVALIDATE } from "../../lib/public-answer.ts";
import { type KeptSlots, keptSlots, slotsKey, unknownMentor } from "../mentors/index.ts";
import {
  type AvailabilityRules,
  type BusyTime,
  daySlots,
  daySpan,
  lastBookableDate,
  slotsChangeAt,
} from "./availability.ts";
import { type BookableMentor, liveBusyTimes, mentorOnDate } from "./queries.ts";

export function tooFarAhead(rules: AvailabilityRules) {
  const message = t("validation.booking.tooFarAhead", { days: rules.bookingWindowDays });
  return HttpError.badRequest(message, { date: message });
}

/**
 * What a day's slots are computed from: the mentor, their rules for the date, their live bookings, and
 * the viewing student's own sessions that day (none for a visitor).
 */
interface SlotsInputs {
  mentor: BookableMentor;
  rules: AvailabilityRules;
  lastDate: string;
  booked: BusyTime[];
  mine: BusyTime[];
}

async function slotsInputs(
  db: Kysely<Database>,
  mentorId: string,
  date: string,
  viewerId: string | null,
  now: Date,
): Promise<SlotsInputs> {
  const found = await mentorOnDate(db, mentorId, date);
  if (!found?.mentor.takesStudents) throw unknownMentor();
  const { mentor, rules } = found;
  const lastDate = lastBookableDate(rules, now);
  if (date > lastDate) throw tooFarAhead(rules);
  const { from, to } = daySpan(date, rules);
  const [booked, mine] = await Promise.all([
    liveBusyTimes(db, { mentorId: mentor.id }, from, to),
    viewerId ? liveBusyTimes(db, { studentId: viewerId }, from, to) : [],
  ]);
  return { mentor, rules, lastDate, booked, mine };
}

function slotsAnswer(inputs: SlotsInputs, date: string, now: Date): MentorSlotsResponse {
  const { mentor, rules, lastDate, booked, mine } = inputs;
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

/**
 * A mentor's slots on one India-time day: their hours minus days off and live bookings, marked past
 * (or within the minimum notice), taken, or clashing with a session the viewing student already holds.
 */
export async function mentorSlots(
  db: Kysely<Database>,
  mentorId: string,
  date: string,
  viewerId: string,
  now = new Date(),
): Promise<MentorSlotsResponse> {
  return slotsAnswer(await slotsInputs(db, mentorId, date, viewerId, now), date, now);
}

/**
 * A mentor's slots on one day as an anonymous visitor sees them, as one serialized answer with its ETag
 * (the slots route's hot path); a conditional request for the same slots is answered 304. Kept until
 * anything that can alter it is written (features/mentors/public-answers.ts) or time alone changes it
 * (a slot comes within the notice; the window moves on at midnight), so an unchanged day reads no rows.
 * A slot taken on another node meanwhile still shows free for a few seconds; booking it is refused, as
 * the booking reads the live rows.
 */
export function anonymousMentorSlots(
  { db, caches }: Pick<AppDeps, "db" | "caches">,
  mentorId: string,
  date: string,
  now = new Date(),
): PublicAnswer | Promise<PublicAnswer> {
  const answers = keptSlots(caches);
  const key = slotsKey(mentorId, date);
  const nowMs = now.getTime();
  const fitsNow = (kept: KeptSlots) => kept.from <= nowMs && nowMs < kept.until;
  const kept = answers.get(key);
  if (kept && fitsNow(kept)) return kept.answer;
  if (kept) answers.forget(key);
  const make = async (): Promise<KeptSlots> => {
    const inputs = await slotsInputs(db, mentorId, date, null, now);
    const answer = publicAnswer(slotsAnswer(inputs, date, now), REVALIDATE);
    return { answer, from: nowMs, until: slotsChangeAt(inputs.rules, date, now) };
  };
  // a request arriving meanwhile shares the one being made, unless that was made for another moment
  return answers.remember(key, make).then(async (made) => (fitsNow(made) ? made : await make()).answer);
}
