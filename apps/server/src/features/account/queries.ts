import type { Kysely } from "kysely";
import type { Database } from "../../lib/db/schema.ts";

/** Everything Disha stores about one student, in their own words and ours. */
export async function collectStudentData(db: Kysely<Database>, userId: string) {
  const [account, profile, bookings, workshopRegistrations, supportMessages, chatMessages] = await Promise.all([
    db.selectFrom("user").select(["id", "name", "email"]).where("id", "=", userId).executeTakeFirst(),
    db.selectFrom("profile").selectAll().where("userId", "=", userId).executeTakeFirst(),
    db
      .selectFrom("booking")
      .innerJoin("mentor", "mentor.id", "booking.mentorId")
      .select(["booking.id", "mentor.name as mentorName", "booking.startsAt", "booking.cancelledAt", "booking.createdAt"])
      .where("booking.studentId", "=", userId)
      .orderBy("booking.startsAt")
      .execute(),
    db
      .selectFrom("workshopRegistration")
      .innerJoin("workshop", "workshop.id", "workshopRegistration.workshopId")
      .select([
        "workshop.title as workshop",
        "workshop.startsAt",
        "workshopRegistration.name",
        "workshopRegistration.email",
        "workshopRegistration.phoneNumber",
        "workshopRegistration.gender",
        "workshopRegistration.subject",
        "workshopRegistration.createdAt",
      ])
      .where("workshopRegistration.userId", "=", userId)
      .orderBy("workshop.startsAt")
      .execute(),
    db
      .selectFrom("supportMessage")
      .select(["name", "email", "phone", "preferredContact", "message", "createdAt"])
      .where("userId", "=", userId)
      .orderBy("createdAt")
      .execute(),
    db.selectFrom("chatMessage").select(["sender", "text", "createdAt"]).where("userId", "=", userId).orderBy("id").execute(),
  ]);
  return { account, profile: profile ?? null, bookings, workshopRegistrations, supportMessages, chatMessages };
}

/**
 * Removes the student and everything tied to them. Sessions, sign-in accounts, profile, bookings (their
 * slots free up), support and chat messages go by the foreign keys' cascade; workshop registrations
 * keep only a nullable link, so they are deleted by hand first.
 */
export async function deleteStudent(db: Kysely<Database>, userId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom("workshopRegistration").where("userId", "=", userId).execute();
    await trx.deleteFrom("user").where("id", "=", userId).execute();
  });
}
