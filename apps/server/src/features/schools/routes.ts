import type {
  ClassCreated,
  ClassStudentsResponse,
  CodePreview,
  CounsellorSchoolsResponse,
  Created,
  JoinCodeRotated,
  MySchoolResponse,
  SchoolFigures,
  SchoolRequestApproved,
  SchoolRequestListResponse,
  SchoolRequestSummary,
  StudentNote,
} from "@disha/shared";
import { normaliseJoinCode } from "@disha/shared";
import { schoolsApi } from "@disha/shared/api";
import type { Context } from "hono";
import { defineRoutes, pathParam, publicAccess, requireUser, role, signedIn } from "../../lib/access.ts";
import { clientIp } from "../../lib/client-ip.ts";
import { routesUnder } from "../../lib/contract.ts";
import type { AppEnv } from "../../lib/context.ts";
import { enforceRateLimit } from "../../lib/rate-limit.ts";
import { parseJsonBody } from "../../lib/validation.ts";
import { inviteByRole } from "../invitations/index.ts";
import { listRequests, toRequestSummary } from "./queries.ts";
import {
  approveRequest,
  changeSharing,
  classStudents,
  counsellorSchools,
  createClass,
  createSchool,
  declineRequest,
  figures,
  joinSchool,
  leaveSchool,
  mySchool,
  previewCode,
  removeStudent,
  requestSchool,
  requireClass,
  requireCounsellorOf,
  rotateJoinCode,
  studentsCsv,
  writeNote,
} from "./service.ts";

const ONE_HOUR = 60 * 60 * 1000;
const REQUESTS_PER_ADDRESS = 5;
// a code is eight characters of 31: these limits keep guessing one hopeless, and a class of students
// behind one school address able to join together
const CODE_TRIES_PER_ACCOUNT = 20;
const CODE_TRIES_PER_ADDRESS = 200;
const LISTED_REQUESTS = 200;

const onRequests = routesUnder("/api/school-requests");
const onAdmin = routesUnder("/api/admin/school-requests");
const onSchools = routesUnder("/api/schools");
const onCodes = routesUnder("/api/school-codes");
const onMine = routesUnder("/api/me/school");

export const schoolRequestRoutes = defineRoutes("/api/school-requests", {
  [onRequests(schoolsApi.request)]: {
    access: publicAccess,
    handler: async (c) => {
      await enforceRateLimit(
        c.var.deps.rateLimiter,
        `school-request:ip:${clientIp(c)}`,
        REQUESTS_PER_ADDRESS,
        ONE_HOUR,
      );
      const input = await parseJsonBody(c, schoolsApi.request.body);
      return c.json<Created>(await requestSchool(c.var.deps.db, input), 201);
    },
  },
});

export const schoolRequestAdminRoutes = defineRoutes("/api/admin/school-requests", {
  [onAdmin(schoolsApi.requests)]: {
    access: role("admin"),
    handler: async (c) => {
      const rows = await listRequests(c.var.deps.db, LISTED_REQUESTS);
      return c.json<SchoolRequestListResponse>({ requests: rows.map(toRequestSummary) });
    },
  },
  // approving makes the school and invites its counsellor through the mentor invitations' flow
  [onAdmin(schoolsApi.approveRequest)]: {
    access: role("admin"),
    handler: async (c) => {
      const admin = await requireUser(c);
      const { request, schoolId, counsellor } = await approveRequest(c.var.deps.db, pathParam(c, "id"), admin.id);
      await inviteByRole(c.var.deps, { ...counsellor, role: "counsellor", schoolId }, admin.id);
      return c.json<SchoolRequestApproved>({ request, schoolId });
    },
  },
  [onAdmin(schoolsApi.declineRequest)]: {
    access: role("admin"),
    handler: async (c) => {
      const admin = await requireUser(c);
      return c.json<SchoolRequestSummary>(await declineRequest(c.var.deps.db, pathParam(c, "id"), admin.id));
    },
  },
});

/** The school and class of the path, once the caller is one of the school's counsellors. */
async function counsellorsClass(c: Context<AppEnv>) {
  const user = await requireUser(c);
  const school = await requireCounsellorOf(c.var.deps.db, pathParam(c, "id"), user.id);
  const schoolClass = await requireClass(c.var.deps.db, school.id, pathParam(c, "classId"));
  return { user, school, schoolClass };
}

export const schoolRoutes = defineRoutes("/api/schools", {
  [onSchools(schoolsApi.mySchools)]: {
    access: role("counsellor"),
    handler: async (c) => {
      const user = await requireUser(c);
      return c.json<CounsellorSchoolsResponse>(await counsellorSchools(c.var.deps.db, user.id));
    },
  },
  [onSchools(schoolsApi.createSchool)]: {
    access: role("counsellor"),
    handler: async (c) => {
      const user = await requireUser(c);
      const { name } = await parseJsonBody(c, schoolsApi.createSchool.body);
      return c.json<Created>(await createSchool(c.var.deps.db, user.id, name), 201);
    },
  },
  [onSchools(schoolsApi.createClass)]: {
    access: role("counsellor"),
    handler: async (c) => {
      const user = await requireUser(c);
      const school = await requireCounsellorOf(c.var.deps.db, pathParam(c, "id"), user.id);
      const input = await parseJsonBody(c, schoolsApi.createClass.body);
      return c.json<ClassCreated>(await createClass(c.var.deps.db, school.id, input), 201);
    },
  },
  [onSchools(schoolsApi.rotateJoinCode)]: {
    access: role("counsellor"),
    handler: async (c) => {
      const { schoolClass } = await counsellorsClass(c);
      return c.json<JoinCodeRotated>(await rotateJoinCode(c.var.deps.db, schoolClass.id));
    },
  },
  [onSchools(schoolsApi.classStudents)]: {
    access: role("counsellor"),
    handler: async (c) => {
      const { school, schoolClass } = await counsellorsClass(c);
      return c.json<ClassStudentsResponse>(await classStudents(c.var.deps.db, school, schoolClass));
    },
  },
  [onSchools(schoolsApi.classStudentsCsv)]: {
    access: role("counsellor"),
    handler: async (c) => {
      const { school, schoolClass } = await counsellorsClass(c);
      const { students } = await classStudents(c.var.deps.db, school, schoolClass);
      return c.body(studentsCsv(students), 200, {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="class-${schoolClass.id}.csv"`,
        "cache-control": "no-store",
      });
    },
  },
  [onSchools(schoolsApi.classFigures)]: {
    access: role("counsellor"),
    handler: async (c) => {
      const { schoolClass } = await counsellorsClass(c);
      return c.json<SchoolFigures>(await figures(c.var.deps.db, { classId: schoolClass.id }));
    },
  },
  [onSchools(schoolsApi.schoolFigures)]: {
    access: role("counsellor"),
    handler: async (c) => {
      const user = await requireUser(c);
      const school = await requireCounsellorOf(c.var.deps.db, pathParam(c, "id"), user.id);
      return c.json<SchoolFigures>(await figures(c.var.deps.db, { schoolId: school.id }));
    },
  },
  [onSchools(schoolsApi.writeNote)]: {
    access: role("counsellor"),
    handler: async (c) => {
      const { user, schoolClass } = await counsellorsClass(c);
      const { body } = await parseJsonBody(c, schoolsApi.writeNote.body);
      return c.json<StudentNote>(
        await writeNote(c.var.deps.db, schoolClass.id, pathParam(c, "studentId"), user, body),
        201,
      );
    },
  },
  [onSchools(schoolsApi.removeStudent)]: {
    access: role("counsellor"),
    handler: async (c) => {
      const { schoolClass } = await counsellorsClass(c);
      await removeStudent(c.var.deps.db, schoolClass.id, pathParam(c, "studentId"));
      return c.body(null, 204);
    },
  },
});

/** Counts a try of a join code, per account and per address; 429 past either limit. */
async function limitCodeTries(c: Context<AppEnv>, userId: string): Promise<void> {
  const { rateLimiter } = c.var.deps;
  await enforceRateLimit(rateLimiter, `school-code:user:${userId}`, CODE_TRIES_PER_ACCOUNT, ONE_HOUR);
  await enforceRateLimit(rateLimiter, `school-code:ip:${clientIp(c)}`, CODE_TRIES_PER_ADDRESS, ONE_HOUR);
}

export const schoolCodeRoutes = defineRoutes("/api/school-codes", {
  [onCodes(schoolsApi.previewCode)]: {
    access: signedIn,
    handler: async (c) => {
      const user = await requireUser(c);
      await limitCodeTries(c, user.id);
      return c.json<CodePreview>(await previewCode(c.var.deps.db, normaliseJoinCode(pathParam(c, "code"))));
    },
  },
});

export const mySchoolRoutes = defineRoutes("/api/me/school", {
  [onMine(schoolsApi.mySchool)]: {
    access: signedIn,
    handler: async (c) => {
      const user = await requireUser(c);
      return c.json<MySchoolResponse>(await mySchool(c.var.deps.db, user.id));
    },
  },
  [onMine(schoolsApi.join)]: {
    access: signedIn,
    handler: async (c) => {
      const user = await requireUser(c);
      await limitCodeTries(c, user.id);
      const { code, share } = await parseJsonBody(c, schoolsApi.join.body);
      return c.json<MySchoolResponse>(await joinSchool(c.var.deps.db, user.id, code, share), 201);
    },
  },
  [onMine(schoolsApi.changeSharing)]: {
    access: signedIn,
    handler: async (c) => {
      const user = await requireUser(c);
      const { share } = await parseJsonBody(c, schoolsApi.changeSharing.body);
      return c.json<MySchoolResponse>(await changeSharing(c.var.deps.db, user.id, share));
    },
  },
  [onMine(schoolsApi.leave)]: {
    access: signedIn,
    handler: async (c) => {
      const user = await requireUser(c);
      await leaveSchool(c.var.deps.db, user.id);
      return c.body(null, 204);
    },
  },
});
