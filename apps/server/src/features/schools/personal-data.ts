import type { TableRegistration } from "../../lib/personal-data.ts";

// Schools: a student's class and sharing choices, notes to them, and what a counsellor is
export const schoolTables: TableRegistration[] = [
  {
    table: "schoolRequest",
    foundBy: "counsellorEmail equal to the account's e-mail, or decidedBy (the admin)",
    exportKey: "schoolRequests",
    exportRows: (db, { email }) =>
      db
        .selectFrom("schoolRequest")
        .select(["schoolName", "udiseCode", "city", "counsellorName", "counsellorEmail", "status", "createdAt"])
        .where("counsellorEmail", "=", email.toLowerCase())
        .orderBy("createdAt")
        .execute(),
    eraseRows: async (trx, { userId, email }) => {
      await trx.deleteFrom("schoolRequest").where("counsellorEmail", "=", email.toLowerCase()).execute();
      await trx.updateTable("schoolRequest").set({ decidedBy: null }).where("decidedBy", "=", userId).execute();
    },
  },
  { table: "school", noPersonalData: "a school's name, UDISE code and city" },
  { table: "schoolClass", noPersonalData: "a class's name, grade and join code" },
  {
    table: "schoolCounsellor",
    foundBy: "userId (the counsellor)",
    exportKey: "schoolsCounselled",
    exportRows: (db, { userId }) =>
      db
        .selectFrom("schoolCounsellor")
        .innerJoin("school", "school.id", "schoolCounsellor.schoolId")
        .select(["school.name as school", "schoolCounsellor.addedAt"])
        .where("schoolCounsellor.userId", "=", userId)
        .orderBy("schoolCounsellor.addedAt")
        .execute(),
    eraseRows: async (trx, { userId }) => {
      await trx.deleteFrom("schoolCounsellor").where("userId", "=", userId).execute();
    },
  },
  {
    table: "classMember",
    foundBy: "userId (the student)",
    exportKey: "schools",
    exportRows: async (db, { userId }) =>
      (
        await db
          .selectFrom("classMember")
          .innerJoin("schoolClass", "schoolClass.id", "classMember.classId")
          .innerJoin("school", "school.id", "schoolClass.schoolId")
          .select([
            "school.name as school",
            "schoolClass.name as class",
            "classMember.shareInterests",
            "classMember.shareShortlist",
            "classMember.shareProgress",
            "classMember.joinedAt",
            "classMember.updatedAt",
          ])
          .where("classMember.userId", "=", userId)
          .execute()
      ).map((row) => ({
        school: row.school,
        class: row.class,
        sharing: {
          summary: true,
          interests: row.shareInterests === 1,
          shortlist: row.shareShortlist === 1,
          progress: row.shareProgress === 1,
        },
        joinedAt: row.joinedAt,
        sharingChangedAt: row.updatedAt,
      })),
    eraseRows: async (trx, { userId }) => {
      await trx.deleteFrom("classMember").where("userId", "=", userId).execute();
    },
  },
  {
    table: "classRemoval",
    foundBy: "userId (the student a counsellor took out of a class)",
    exportKey: "classRemovals",
    exportRows: (db, { userId }) =>
      db
        .selectFrom("classRemoval")
        .innerJoin("schoolClass", "schoolClass.id", "classRemoval.classId")
        .innerJoin("school", "school.id", "schoolClass.schoolId")
        .select(["school.name as school", "schoolClass.name as class", "classRemoval.removedAt"])
        .where("classRemoval.userId", "=", userId)
        .execute(),
    eraseRows: async (trx, { userId }) => {
      await trx.deleteFrom("classRemoval").where("userId", "=", userId).execute();
    },
  },
  {
    table: "counsellorNote",
    foundBy: "studentId (notes to the student), or counsellorId (the writer, whose name the note keeps)",
    exportKey: "counsellorNotes",
    exportRows: (db, { userId }) =>
      db
        .selectFrom("counsellorNote")
        .select(["counsellorName", "body", "createdAt"])
        .where("studentId", "=", userId)
        .orderBy("createdAt")
        .execute(),
    eraseRows: async (trx, { userId }) => {
      await trx.deleteFrom("counsellorNote").where("studentId", "=", userId).execute();
      // a counsellor who leaves Disha: their notes stay with the students, without their name
      await trx
        .updateTable("counsellorNote")
        .set({ counsellorId: null, counsellorName: "" })
        .where("counsellorId", "=", userId)
        .execute();
    },
  },
];
