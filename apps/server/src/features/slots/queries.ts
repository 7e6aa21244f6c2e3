import { type WeeklyHours, WeeklyHoursSchema } from "@disha/shared";
import type { Kysely } from "kysely";
import { nowIso } from "../../lib/db/database.ts";
import { preparedQuery } from "../../lib/db/prepared.ts";
import type { Database } from "../../lib/db/schema.ts";
import { mentorAnswersChanged, type PublicDeps, takesStudents } from "../mentors/index.ts";
import { type AvailabilityRules, DEFAULT_AVAILABILITY } from "./availability.ts";

// A mentor's rules (mentorAvailability, mentorDayOff) are read and written here; they are registered as
// the mentor's personal data with their card (features/mentors/personal-data.ts). The slots of a day and
// a booking also read the mentor's card and the live bookings that hold a mentor's or a student's time:
// read-only views, one query each on the hot path.

function parseWeeklyHours(json: string): WeeklyHours {
  try {
    const parsed = WeeklyHoursSchema.safeParse(JSON.parse(json));
    if (parsed.success) return parsed.data;
  } catch {
    // a row written by hand that does not parse: the defaults rather than a 500
  }
  return DEFAULT_AVAILABILITY.weeklyHours;
}

/**
 * A mentor's rules and whether they are still the defaults. Days off are read only from `fromDate` on,
 * or only `onDate` when given (the slots of one day need no more).
 */
export async function availabilityOf(
  db: Kysely<Database>,
  mentorId: string,
  days: { fromDate: string } | { onDate: string },
): Promise<{ rules: AvailabilityRules; isDefault: boolean }> {
  let daysOffQuery = db.selectFrom("mentorDayOff").select("date").where("mentorId", "=", mentorId);
  daysOffQuery =
    "onDate" in days ? daysOffQuery.where("date", "=", days.onDate) : daysOffQuery.where("date", ">=", days.fromDate);
  const [row, daysOff] = await Promise.all([
    db.selectFrom("mentorAvailability").selectAll().where("mentorId", "=", mentorId).executeTakeFirst(),
    daysOffQuery.orderBy("date").execute(),
  ]);
  const dates = daysOff.map((day) => day.date);
  if (!row) return { rules: { ...DEFAULT_AVAILABILITY, daysOff: dates }, isDefault: true };
  return {
    rules: {
      weeklyHours: parseWeeklyHours(row.weeklyHours),
      daysOff: dates,
      sessionMinutes: row.sessionMinutes,
      bufferMinutes: row.bufferMinutes,
      minimumNoticeMinutes: row.minimumNoticeMinutes,
      bookingWindowDays: row.bookingWindowDays,
    },
    isDefault: false,
  };
}

/** What a mentor's slots and a booking need of the mentor. */
export interface BookableMentor {
  id: string;
  name: string;
  meetingUrl: string | null;
  userId: string | null;
  /** features/mentors/takes-students.ts */
  takesStudents: boolean;
}

export const selectMentorOnDate = preparedQuery((db, values: { mentorId: string; date: string }) =>
  db
    .selectFrom("mentor")
    .leftJoin("mentorAvailability", "mentorAvailability.mentorId", "mentor.id")
    .select((eb) => [
      "mentor.id",
      "mentor.name",
      "mentor.meetingUrl",
      "mentor.userId",
      takesStudents(eb).as("takesStudents"),
      "mentorAvailability.weeklyHours",
      "mentorAvailability.sessionMinutes",
      "mentorAvailability.bufferMinutes",
      "mentorAvailability.minimumNoticeMinutes",
      "mentorAvailability.bookingWindowDays",
      eb
        .exists(
          eb
            .selectFrom("mentorDayOff")
            .select("mentorDayOff.date")
            .whereRef("mentorDayOff.mentorId", "=", "mentor.id")
            .where("mentorDayOff.date", "=", values.date),
        )
        .as("dayOff"),
    ])
    .where("mentor.id", "=", values.mentorId),
);

// a mentor's hours change rarely and many requests read them: each stored text is parsed once
// eslint-disable-next-line no-restricted-syntax -- a parse memo of a pure function, not a cache of changing data
const weeklyHoursParsed = new Map<string, WeeklyHours>();

function cachedWeeklyHours(json: string): WeeklyHours {
  let hours = weeklyHoursParsed.get(json);
  if (!hours) {
    hours = parseWeeklyHours(json);
    if (weeklyHoursParsed.size >= 1_000) weeklyHoursParsed.clear();
    weeklyHoursParsed.set(json, hours);
  }
  return hours;
}

/**
 * A mentor and their rules for one date (its day off only), in one query: what the slots of a day and
 * a booking need.
 */
export async function mentorOnDate(
  db: Kysely<Database>,
  mentorId: string,
  date: string,
): Promise<{ mentor: BookableMentor; rules: AvailabilityRules } | undefined> {
  const [row] = (await selectMentorOnDate(db, { mentorId, date })).rows;
  if (!row) return undefined;
  const { weeklyHours, sessionMinutes, bufferMinutes, minimumNoticeMinutes, bookingWindowDays, dayOff } = row;
  const daysOff = dayOff ? [date] : [];
  const rules =
    weeklyHours === null || sessionMinutes === null || bufferMinutes === null
      ? { ...DEFAULT_AVAILABILITY, daysOff }
      : {
          weeklyHours: cachedWeeklyHours(weeklyHours),
          daysOff,
          sessionMinutes,
          bufferMinutes,
          minimumNoticeMinutes: minimumNoticeMinutes ?? DEFAULT_AVAILABILITY.minimumNoticeMinutes,
          bookingWindowDays: bookingWindowDays ?? DEFAULT_AVAILABILITY.bookingWindowDays,
        };
  const { id, name, meetingUrl, userId } = row;
  return { mentor: { id, name, meetingUrl, userId, takesStudents: Boolean(row.takesStudents) }, rules };
}

/** Replaces a mentor's rules and days off in one transaction; their public slots show them at once. */
export async function saveAvailability({ db, caches }: PublicDeps, mentorId: string, rules: AvailabilityRules) {
  const values = {
    weeklyHours: JSON.stringify(rules.weeklyHours),
    sessionMinutes: rules.sessionMinutes,
    bufferMinutes: rules.bufferMinutes,
    minimumNoticeMinutes: rules.minimumNoticeMinutes,
    bookingWindowDays: rules.bookingWindowDays,
    updatedAt: nowIso(),
  };
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("mentorAvailability")
      .values({ mentorId, ...values })
      .onConflict((conflict) => conflict.column("mentorId").doUpdateSet(values))
      .execute();
    await trx.deleteFrom("mentorDayOff").where("mentorId", "=", mentorId).execute();
    const dates = [...new Set(rules.daysOff)];
    if (dates.length > 0) {
      await trx
        .insertInto("mentorDayOff")
        .values(dates.map((date) => ({ mentorId, date })))
        .execute();
    }
  });
  mentorAnswersChanged(caches, mentorId);
}

function liveBookingsWithin(db: Kysely<Database>, from: string, to: string) {
  return db
    .selectFrom("booking")
    .select(["startsAt", "durationMinutes"])
    .where("cancelledAt", "is", null)
    .where("startsAt", ">=", from)
    .where("startsAt", "<", to);
}

// the slots of a day and every booking read these: prepared once (lib/db/prepared.ts)
export const busyOfMentor = preparedQuery((db, values: { id: string; from: string; to: string }) =>
  liveBookingsWithin(db, values.from, values.to).where("mentorId", "=", values.id),
);
const busyOfStudent = preparedQuery((db, values: { id: string; from: string; to: string }) =>
  liveBookingsWithin(db, values.from, values.to).where("studentId", "=", values.id),
);

/** The live bookings of a mentor, or of a student, that start within [from, to). */
export async function liveBusyTimes(
  db: Kysely<Database>,
  who: { mentorId: string } | { studentId: string },
  from: string,
  to: string,
  exceptBookingId?: string,
): Promise<{ startsAt: string; durationMinutes: number }[]> {
  if (exceptBookingId === undefined) {
    const query = "mentorId" in who ? busyOfMentor : busyOfStudent;
    const id = "mentorId" in who ? who.mentorId : who.studentId;
    return (await query(db, { id, from, to })).rows;
  }
  const query = liveBookingsWithin(db, from, to).where("id", "!=", exceptBookingId);
  return (
    "mentorId" in who ? query.where("mentorId", "=", who.mentorId) : query.where("studentId", "=", who.studentId)
  ).execute();
}
