import { randomBytes, randomUUID } from "node:crypto";
import {
  type ClassStudent,
  type ClassStudentsResponse,
  type CounsellorSchoolsResponse,
  JOIN_CODE_ALPHABET,
  normaliseJoinCode,
  type MySchoolResponse,
  type SchoolClassInput,
  type SchoolFigures,
  type SchoolRequestSummary,
  type Share,
  type StudentNote,
  SchoolClassSchema,
  type SchoolRequestSchema,
} from "@disha/shared";
import { t } from "@disha/shared/i18n";
import type { Kysely } from "kysely";
import type { z } from "zod";
import { csvFile } from "../../lib/csv.ts";
import { isUniqueViolation, nowIso } from "../../lib/db/database.ts";
import type { Database } from "../../lib/db/schema.ts";
import { HttpError } from "../../lib/errors.ts";
import { findCareer, planFigures, sharedPlanParts } from "../plan/index.ts";
import {
  addCounsellor,
  classesOfSchools,
  clearRemoval,
  decideRequest,
  deleteMember,
  deleteMemberOf,
  deleteNotesOfClass,
  deleteNotesTo,
  findClass,
  findClassByCode,
  findMembership,
  findOpenRequest,
  findRemoval,
  findSchool,
  findSchoolByUdise,
  insertClass,
  insertNote,
  insertRequest,
  insertSchool,
  isCounsellorOf,
  isMemberOf,
  type MemberRow,
  membersOf,
  sharingOf,
  notesFor,
  recordRemoval,
  schoolsOfCounsellor,
  setJoinCode,
  toRequestSummary,
  toShare,
  updateShare,
  upsertMember,
} from "./queries.ts";

type Db = Kysely<Database>;

export const unknownSchool = () => HttpError.notFound(t("schools.errors.unknownSchool"));
export const unknownClass = () => HttpError.notFound(t("schools.errors.unknownClass"));
export const unknownCode = () => HttpError.notFound(t("schools.errors.unknownCode"));
const unknownRequest = () => HttpError.notFound(t("schools.errors.unknownRequest"));

export async function requestSchool(db: Db, parsed: z.infer<typeof SchoolRequestSchema>): Promise<{ id: string }> {
  const id = randomUUID();
  await insertRequest(db, {
    id,
    ...parsed,
    status: "open",
    createdAt: nowIso(),
    decidedAt: null,
    decidedBy: null,
    schoolId: null,
  });
  return { id };
}

/**
 * Approves an open request: the school it names (the one with its UDISE code, when Disha has it already,
 * so a second counsellor joins the same school), and what the counsellor's invitation needs.
 */
export async function approveRequest(
  db: Db,
  id: string,
  adminId: string,
): Promise<{ request: SchoolRequestSummary; schoolId: string; counsellor: { email: string; name: string } }> {
  return db.transaction().execute(async (trx) => {
    const request = await findOpenRequest(trx, id);
    if (!request) throw unknownRequest();
    const now = nowIso();
    const known = request.udiseCode ? await findSchoolByUdise(trx, request.udiseCode) : undefined;
    const schoolId = known?.id ?? randomUUID();
    if (!known)
      await insertSchool(trx, {
        id: schoolId,
        name: request.schoolName,
        udiseCode: request.udiseCode,
        city: request.city,
        createdAt: now,
      });
    if (!(await decideRequest(trx, id, { status: "approved", decidedAt: now, decidedBy: adminId, schoolId })))
      throw unknownRequest();
    return {
      request: toRequestSummary({ ...request, status: "approved", decidedAt: now, decidedBy: adminId, schoolId }),
      schoolId,
      counsellor: { email: request.counsellorEmail, name: request.counsellorName },
    };
  });
}

export async function declineRequest(db: Db, id: string, adminId: string): Promise<SchoolRequestSummary> {
  const request = await findOpenRequest(db, id);
  const now = nowIso();
  if (
    !request ||
    !(await decideRequest(db, id, { status: "declined", decidedAt: now, decidedBy: adminId, schoolId: null }))
  )
    throw unknownRequest();
  return toRequestSummary({ ...request, status: "declined", decidedAt: now, decidedBy: adminId });
}

export async function schoolNameOf(db: Db, schoolId: string): Promise<string | null> {
  return (await findSchool(db, schoolId))?.name ?? null;
}

/** Makes an account a counsellor of a school (an accepted counsellor invitation). */
export async function makeCounsellorOf(db: Db, schoolId: string, userId: string): Promise<void> {
  if (!(await findSchool(db, schoolId))) throw unknownSchool();
  await addCounsellor(db, schoolId, userId, nowIso());
}

/** A counsellor adds a school they serve, and is its counsellor. */
export async function createSchool(db: Db, userId: string, name: string): Promise<{ id: string }> {
  const id = randomUUID();
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    await insertSchool(trx, { id, name, udiseCode: null, city: null, createdAt: now });
    await addCounsellor(trx, id, userId, now);
  });
  return { id };
}

/** 404 for a school Disha does not have, 403 for a school the caller is not a counsellor of. */
export async function requireCounsellorOf(db: Db, schoolId: string, userId: string) {
  const school = await findSchool(db, schoolId);
  if (!school) throw unknownSchool();
  if (!(await isCounsellorOf(db, schoolId, userId))) throw HttpError.forbidden(t("schools.errors.notYourSchool"));
  return school;
}

export async function requireClass(db: Db, schoolId: string, classId: string) {
  const found = await findClass(db, schoolId, classId);
  if (!found) throw unknownClass();
  return found;
}

export async function counsellorSchools(db: Db, userId: string): Promise<CounsellorSchoolsResponse> {
  const schools = await schoolsOfCounsellor(db, userId);
  const classes = await classesOfSchools(
    db,
    schools.map((school) => school.id),
  );
  return {
    schools: schools.map((school) => ({
      ...school,
      classes: classes
        .filter((row) => row.schoolId === school.id)
        .map(({ id, name, grade, joinCode, students }) => ({ id, name, grade, joinCode, students: Number(students) })),
    })),
  };
}

// 31 letters and digits to the eighth: about 850 billion codes, against a joining limit of a few a minute
export function newJoinCode(): string {
  return Array.from(randomBytes(8), (byte) => JOIN_CODE_ALPHABET[byte % JOIN_CODE_ALPHABET.length]).join("");
}

/** Retries the rare code already taken by another class. */
async function withFreshCode<T>(write: (code: string) => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await write(newJoinCode());
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 4) throw error;
    }
  }
}

export async function createClass(db: Db, schoolId: string, input: SchoolClassInput) {
  const { name, grade } = SchoolClassSchema.parse(input);
  const id = randomUUID();
  const joinCode = await withFreshCode(async (code) => {
    await insertClass(db, { id, schoolId, name, grade, joinCode: code, createdAt: nowIso() });
    return code;
  });
  return { id, joinCode };
}

/** A new code for the class: the old one opens nothing from now on; students already in stay. */
export async function rotateJoinCode(db: Db, classId: string): Promise<{ joinCode: string }> {
  const joinCode = await withFreshCode(async (code) => {
    await setJoinCode(db, classId, code);
    return code;
  });
  return { joinCode };
}

/** The shared parts of the members' plans. */
const parts = (db: Db, members: readonly MemberRow[]) =>
  sharedPlanParts(db, {
    all: members.map((row) => row.userId),
    interests: members.filter((row) => row.shareInterests === 1).map((row) => row.userId),
    shortlist: members.filter((row) => row.shareShortlist === 1).map((row) => row.userId),
    progress: members.filter((row) => row.shareProgress === 1).map((row) => row.userId),
  });

const careerName = (slug: string) => findCareer(slug)?.name.en ?? slug;

/** Each student with the summary and exactly what they share: a field not shared is absent. */
export async function classStudents(
  db: Db,
  school: { id: string; name: string },
  schoolClass: { id: string; name: string; grade: number | null },
): Promise<ClassStudentsResponse> {
  const members = await membersOf(db, { classId: schoolClass.id });
  const plans = await parts(db, members);
  const students = members.map((row): ClassStudent => {
    const share = toShare(row);
    const student: ClassStudent = {
      id: row.userId,
      name: row.name,
      className: row.className,
      hasPlan: plans.withPlan.has(row.userId),
      share,
    };
    if (share.interests) student.interestCode = plans.interestCodes.get(row.userId) ?? null;
    if (share.shortlist)
      student.shortlist = (plans.shortlists.get(row.userId) ?? []).map((slug) => ({ slug, name: careerName(slug) }));
    if (share.progress) student.progress = plans.progress.get(row.userId) ?? [];
    return student;
  });
  return {
    school: { id: school.id, name: school.name },
    class: { id: schoolClass.id, name: schoolClass.name, grade: schoolClass.grade },
    students,
  };
}

const RIASEC = ["R", "I", "A", "S", "E", "C"] as const;
const TOP_CAREERS = 10;

/** Figures over a class or a whole school, each over the students who share what it counts. */
export async function figures(
  db: Db,
  by: { classId: string } | { schoolId: string },
  now = new Date(),
): Promise<SchoolFigures> {
  const members = await sharingOf(db, by);
  const sharing = (flag: "shareInterests" | "shareShortlist" | "shareProgress") =>
    members.filter((row) => row[flag] === 1).map((row) => row.userId);
  const interests = sharing("shareInterests");
  const shortlist = sharing("shareShortlist");
  const counted = await planFigures(db, { all: members.map((row) => row.userId), interests, shortlist }, now);
  const leads = new Map<string, number>(RIASEC.map((letter) => [letter, 0]));
  for (const code of counted.interestCodes) {
    const lead = code[0];
    if (lead && leads.has(lead)) leads.set(lead, leads.get(lead)! + 1);
  }
  return {
    students: members.length,
    withPlan: counted.withPlan,
    sharing: { interests: interests.length, shortlist: shortlist.length, progress: sharing("shareProgress").length },
    interestLeads: RIASEC.map((letter) => ({ letter, students: leads.get(letter)! })),
    topCareers: [...counted.careerCounts]
      .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
      .slice(0, TOP_CAREERS)
      .map(([slug, students]) => ({ slug, name: careerName(slug), students })),
    examMonths: counted.examMonths,
    examWindows: counted.examWindows.map(({ window, students }) => ({
      examId: window.examId,
      name: window.name.en,
      applicationMonths: window.applicationMonths,
      examMonths: window.examMonths,
      students,
    })),
  };
}

/** The class as the counsellor sees it, one row a student; a column not shared by a student is empty. */
export function studentsCsv(students: readonly ClassStudent[]): string {
  return csvFile(
    ["name", "class", "hasPlan", "interestCode", "shortlist", "progress"],
    students.map((student) => [
      student.name,
      student.className,
      student.hasPlan ? "yes" : "no",
      student.interestCode ?? "",
      (student.shortlist ?? []).map((career) => career.name).join("; "),
      (student.progress ?? []).map((path) => `${path.name} ${path.percent}%`).join("; "),
    ]),
  );
}

export async function writeNote(
  db: Db,
  classId: string,
  studentId: string,
  counsellor: { id: string; name: string },
  body: string,
): Promise<StudentNote> {
  // only a student of this class: a counsellor never reaches a student outside their classes
  if (!(await isMemberOf(db, classId, studentId))) throw HttpError.notFound(t("schools.errors.unknownStudent"));
  const row = {
    id: randomUUID(),
    classId,
    studentId,
    counsellorId: counsellor.id,
    counsellorName: counsellor.name,
    body,
    createdAt: nowIso(),
  };
  await insertNote(db, row);
  return { id: row.id, counsellorName: row.counsellorName, body: row.body, createdAt: row.createdAt };
}

export async function previewCode(db: Db, code: string | null) {
  const found = code ? await findClassByCode(db, code) : undefined;
  if (!found) throw unknownCode();
  return { school: { name: found.schoolName, city: found.city }, class: { name: found.className } };
}

export async function mySchool(db: Db, userId: string): Promise<MySchoolResponse> {
  const [row, removal] = await Promise.all([findMembership(db, userId), findRemoval(db, userId)]);
  // the notice of a removal stands while the student is in no class (leaving a later class ends it)
  const removed =
    removal && !row
      ? {
          school: { name: removal.schoolName, city: removal.city },
          class: { name: removal.className },
          removedAt: removal.removedAt,
        }
      : null;
  if (!row) return { membership: null, removed };
  return {
    membership: {
      school: { name: row.schoolName, city: row.city },
      class: { name: row.className },
      share: toShare(row),
      joinedAt: row.joinedAt,
      notes: await notesFor(db, userId, row.classId),
    },
    removed,
  };
}

export async function joinSchool(db: Db, userId: string, typed: string, share: Share): Promise<MySchoolResponse> {
  const code = normaliseJoinCode(typed);
  const found = code ? await findClassByCode(db, code) : undefined;
  if (!found) throw unknownCode();
  await upsertMember(db, userId, found.classId, share, nowIso());
  return mySchool(db, userId);
}

export async function changeSharing(db: Db, userId: string, share: Share): Promise<MySchoolResponse> {
  if (!(await updateShare(db, userId, share, nowIso()))) throw HttpError.notFound(t("schools.errors.notInSchool"));
  return mySchool(db, userId);
}

export async function leaveSchool(db: Db, userId: string): Promise<void> {
  // leaving ends the school's view of the student, and what its counsellors wrote to them
  if (!(await deleteMember(db, userId))) throw HttpError.notFound(t("schools.errors.notInSchool"));
  await deleteNotesTo(db, userId);
  await clearRemoval(db, userId);
}

/**
 * A counsellor takes a student out of a class: the school sees them no more (table, figures, CSV), the
 * class's notes to them go, and their dashboard says so until they join a class again.
 */
export async function removeStudent(db: Db, classId: string, studentId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (!(await deleteMemberOf(trx, classId, studentId))) throw HttpError.notFound(t("schools.errors.unknownStudent"));
    await deleteNotesOfClass(trx, classId, studentId);
    await recordRemoval(trx, studentId, classId, nowIso());
  });
}
