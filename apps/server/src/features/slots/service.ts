import { BOOKING_TIME_ZONE, type MentorSlotsResponse } from "@disha/shared";
import { t } from "@disha/shared/i18n";
import type { Kysely } from "kysely";
import type { AppDeps } from "../../lib/context.ts";
import type { Database } from "../../lib/db/schema.ts";
import { HttpError } from "../../lib/errors.ts";
import { type PublicAnswer, publicAnswer, REVALIDATE } from "../../lib/public-answer.ts";
import { unknownMentor } from "../mentors/index.ts";
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

interface KeptAnswer {
  inputs: SlotsInputs;
  /** from and until when (epoch ms) time alone leaves the answer as it is */
  from: number;
  until: number;
  answer: PublicAnswer;
}

// Anonymous answers by mentor and date, in the server's caches. Each request still reads the mentor and
// their bookings, so a write from any node shows at once; only the computing, serializing and hashing
// are saved while those rows are the same and no slot has come within the notice since.
const KEPT_ANSWERS = { max: 5_000 };

function sameRules(a: AvailabilityRules, b: AvailabilityRules): boolean {
  // a mentor's stored hours are parsed once per text, so the same hours are the same object
  return (
    a.weeklyHours === b.weeklyHours &&
    a.sessionMinutes === b.sessionMinutes &&
    a.bufferMinutes === b.bufferMinutes &&
    a.minimumNoticeMinutes === b.minimumNoticeMinutes &&
    a.bookingWindowDays === b.bookingWindowDays &&
    a.daysOff.join() === b.daysOff.join()
  );
}

function sameInputs(a: SlotsInputs, b: SlotsInputs): boolean {
  return (
    a.lastDate === b.lastDate &&
    sameRules(a.rules, b.rules) &&
    a.booked.length === b.booked.length &&
    a.booked.every(
      (busy, index) =>
        busy.startsAt === b.booked[index]?.startsAt && busy.durationMinutes === b.booked[index]?.durationMinutes,
    )
  );
}

/**
 * A mentor's slots on one day as an anonymous visitor sees them, as one serialized answer with its ETag
 * (the slots route's hot path); a conditional request for the same slots is answered 304.
 */
export async function anonymousMentorSlots(
  { db, caches }: Pick<AppDeps, "db" | "caches">,
  mentorId: string,
  date: string,
  now = new Date(),
): Promise<PublicAnswer> {
  const inputs = await slotsInputs(db, mentorId, date, null, now);
  const keptAnswers = caches.named<KeptAnswer>("slots:anonymous", KEPT_ANSWERS);
  const key = `${inputs.mentor.id}/${date}`;
  const kept = keptAnswers.get(key);
  const nowMs = now.getTime();
  if (kept && kept.from <= nowMs && nowMs < kept.until && sameInputs(kept.inputs, inputs)) return kept.answer;
  const answer = publicAnswer(slotsAnswer(inputs, date, now), REVALIDATE);
  keptAnswers.set(key, { inputs, from: nowMs, until: slotsChangeAt(inputs.rules, date, now), answer });
  return answer;
}
