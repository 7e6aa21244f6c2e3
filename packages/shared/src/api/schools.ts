import {
  type ClassCreated,
  type ClassStudentsResponse,
  type CodePreview,
  type CounsellorSchoolsResponse,
  type Created,
  CounsellorNoteSchema,
  type JoinCodeRotated,
  JoinSchoolSchema,
  type MySchoolResponse,
  SchoolClassSchema,
  type SchoolFigures,
  type SchoolRequestApproved,
  type SchoolRequestListResponse,
  SchoolRequestSchema,
  type SchoolRequestSummary,
  SchoolSchema,
  SharingSchema,
  type StudentNote,
} from "../schools.ts";
import { answer, endpoint } from "./endpoint.ts";

export const schoolsApi = {
  // a school asks for counsellor dashboards (anyone, from /createAccount)
  request: endpoint({
    method: "POST",
    path: "/api/school-requests",
    body: SchoolRequestSchema,
    response: answer<Created>(),
  }),
  // the admin console
  requests: endpoint({
    method: "GET",
    path: "/api/admin/school-requests",
    response: answer<SchoolRequestListResponse>(),
  }),
  approveRequest: endpoint({
    method: "POST",
    path: "/api/admin/school-requests/:id/approve",
    response: answer<SchoolRequestApproved>(),
  }),
  declineRequest: endpoint({
    method: "POST",
    path: "/api/admin/school-requests/:id/decline",
    response: answer<SchoolRequestSummary>(),
  }),
  // a counsellor's schools and classes
  mySchools: endpoint({ method: "GET", path: "/api/schools", response: answer<CounsellorSchoolsResponse>() }),
  createSchool: endpoint({ method: "POST", path: "/api/schools", body: SchoolSchema, response: answer<Created>() }),
  createClass: endpoint({
    method: "POST",
    path: "/api/schools/:id/classes",
    body: SchoolClassSchema,
    response: answer<ClassCreated>(),
  }),
  rotateJoinCode: endpoint({
    method: "POST",
    path: "/api/schools/:id/classes/:classId/join-code",
    response: answer<JoinCodeRotated>(),
  }),
  classStudents: endpoint({
    method: "GET",
    path: "/api/schools/:id/classes/:classId/students",
    response: answer<ClassStudentsResponse>(),
  }),
  classStudentsCsv: endpoint({
    method: "GET",
    path: "/api/schools/:id/classes/:classId/students.csv",
    response: answer<string>(),
  }),
  classFigures: endpoint({
    method: "GET",
    path: "/api/schools/:id/classes/:classId/figures",
    response: answer<SchoolFigures>(),
  }),
  schoolFigures: endpoint({ method: "GET", path: "/api/schools/:id/figures", response: answer<SchoolFigures>() }),
  writeNote: endpoint({
    method: "POST",
    path: "/api/schools/:id/classes/:classId/students/:studentId/notes",
    body: CounsellorNoteSchema,
    response: answer<StudentNote>(),
  }),
  removeStudent: endpoint({
    method: "DELETE",
    path: "/api/schools/:id/classes/:classId/students/:studentId",
    response: answer<null>(),
  }),
  // a student
  previewCode: endpoint({ method: "GET", path: "/api/school-codes/:code", response: answer<CodePreview>() }),
  mySchool: endpoint({ method: "GET", path: "/api/me/school", response: answer<MySchoolResponse>() }),
  join: endpoint({
    method: "POST",
    path: "/api/me/school",
    body: JoinSchoolSchema,
    response: answer<MySchoolResponse>(),
  }),
  changeSharing: endpoint({
    method: "PUT",
    path: "/api/me/school",
    body: SharingSchema,
    response: answer<MySchoolResponse>(),
  }),
  leave: endpoint({ method: "DELETE", path: "/api/me/school", response: answer<null>() }),
};
