import { randomUUID } from "node:crypto";
import { type MentorCardInput, type WeeklyHours, WeeklyHoursSchema } from "@disha/shared";
import type { Kysely, Selectable } from "kysely";
import { isUniqueViolation, nowIso } from "../../lib/db/database.ts";
import { preparedQuery } from "../../lib/db/prepared.ts";
import type { Database, MentorTable } from "../../lib/db/schema.ts";
import { type AvailabilityRules, DEFAULT_AVAILABILITY } from "./availability.ts";
import { forgetMentorsList } from "./list-cache.ts";
import { takesStudents } from "./takes-students.ts";

export async function findMentor(db: Kysely<Database>, id: string): Promise<Selectable<MentorTable> | undefined> {
  return db.selectFrom("mentor").selectAll().where("id", "=", id).executeTakeFirst();
}

/** How many mentors the mentors page lists. */
export async function countMentors(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom("mentor")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where(takesStudents)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function findMentorOfUser(
  db: Kysely<Database>,
  userId: string,
): Promise<Selectable<MentorTable> | undefined> {
  return db.selectFrom("mentor").selectAll().where("userId", "=", userId).executeTakeFirst();
}

/**
 * The card of a signed-in mentor, made on their first visit from their account's name (an empty card
 * they then fill in). Safe when two requests race: the card is unique per account.
 */
export async function ensureMentorOfUser(
  db: Kysely<Database>,
  user: { id: string; name: string },
): Promise<Selectable<MentorTable>> {
  const existing = await findMentorOfUser(db, user.id);
  if (existing) return existing;
  const id = randomUUID();
  try {
    await db
      .insertInto("mentor")
      .values({
        id,
        slug: `mentor-${id}`,
        name: user.name,
        about: "",
        stream: "science",
        topics: "[]",
        createdAt: nowIso(),
        userId: user.id,
        isDemo: 0,
        meetingUrl: null,
        deactivatedAt: null,
      })
      .execute();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  forgetMentorsList(db);
  const made = await findMentorOfUser(db, user.id);
  if (!made) throw new Error("mentor card was not stored");
  return made;
}

export async function setMentorMeetingUrl(db: Kysely<Database>, mentorId: string, meetingUrl: string | null) {
  await db.updateTable("mentor").set({ meetingUrl }).where("id", "=", mentorId).execute();
}

/** Replaces what the public card says; the list shows it at once. */
export async function saveMentorCard(db: Kysely<Database>, mentorId: string, card: MentorCardInput) {
  await db
    .updateTable("mentor")
    .set({
      name: card.name,
      about: card.about,
      stream: card.stream,
      topics: JSON.stringify(card.topics),
      languages: JSON.stringify(card.languages),
    })
    .where("id", "=", mentorId)
    .execute();
  forgetMentorsList(db);
}

export async function setMentorPhotoVersion(db: Kysely<Database>, mentorId: string, photoVersion: string | null) {
  await db.updateTable("mentor").set({ photoVersion }).where("id", "=", mentorId).execute();
  forgetMentorsList(db);
}

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

/** Replaces a mentor's rules and days off in one transaction. */
export async function saveAvailability(db: Kysely<Database>, mentorId: string, rules: AvailabilityRules) {
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
}
