import { BOOKING_TIME_ZONE, PRIVACY_NOTICE_VERSION, addDays, istDate } from "@disha/shared";
import type { ClientToServerEvents } from "@disha/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "./app.ts";
import { chatEventAccess } from "./features/chat/socket.ts";
import type { Access, DeclaredRoute } from "./lib/access.ts";
import { type GrantableRole, grantRole } from "./lib/roles.ts";
import { routeGroups } from "./registry.ts";
import { connected, disconnected, nextEvent, openChat, signUpOverHttp } from "./testing/chat-client.ts";
import { undeclaredRoutes } from "./testing/route-audit.ts";
import { uniqueAddress } from "./testing/test-client.ts";
import { startTestNodes, TEST_APP_URL, type TestNodes } from "./testing/test-server.ts";

// Every declared route and socket event, called as each kind of caller: the status each gets follows
// from the access declared beside its handler. Owner-only records are the student persona's.

type PersonaName =
  "anonymous" | "otherStudent" | "mentor" | "counsellor" | "moderator" | "admin" | "parent" | "student";
interface Persona {
  name: PersonaName;
  roles: GrantableRole[];
  cookie: string;
  id: string;
  address: string;
}
// the owner comes last: what the owner may do to a record (cancel it) must not hide what others may not
const PERSONAS: { name: PersonaName; roles: GrantableRole[] }[] = [
  { name: "anonymous", roles: [] },
  { name: "otherStudent", roles: [] },
  { name: "mentor", roles: ["mentor"] },
  { name: "counsellor", roles: ["counsellor"] },
  // a mentor an admin has made a community moderator
  { name: "moderator", roles: ["mentor", "moderator"] },
  { name: "admin", roles: ["admin"] },
  { name: "parent", roles: ["parent", "counsellor"] },
  { name: "student", roles: [] },
];

let cluster: TestNodes;
let baseUrl: string;
let slotDate: string;
let mentorId: string;
const personas = new Map<PersonaName, Persona>();
const records: {
  bookingId?: string;
  registrationId?: string;
  signInEmail?: string;
  questionId?: string;
  answerId?: string;
} = {};

async function makePersona(name: PersonaName, roles: GrantableRole[]): Promise<Persona> {
  const address = uniqueAddress();
  if (name === "anonymous") return { name, roles, cookie: "", id: "", address };
  const account = await signUpOverHttp(baseUrl, `Persona ${name}`);
  for (const role of roles) await grantRole(cluster.nodes[0]!.deps.db, account.id, role);
  return { name, roles, cookie: account.cookie, id: account.id, address };
}

async function call(persona: Persona, method: string, path: string, body?: unknown) {
  const headers: Record<string, string> = { origin: TEST_APP_URL, "x-forwarded-for": persona.address };
  if (persona.cookie) headers.cookie = persona.cookie;
  if (body !== undefined) headers["content-type"] = "application/json";
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    redirect: "manual",
  });
  await response.arrayBuffer();
  return response.status;
}

/** A write the matrix needs before it runs (a question to answer), with the id it made. */
async function postAs(persona: Persona, path: string, body: unknown): Promise<{ id: string }> {
  const response = await fetch(`${baseUrl}${path}`, {
    method: "POST",
    headers: { origin: TEST_APP_URL, cookie: persona.cookie, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const made = (await response.json()) as { id: string };
  expect(response.status, JSON.stringify(made)).toBe(201);
  return made;
}

interface Sample {
  path?: () => string;
  body?: (persona: Persona) => unknown;
  /** the call ends the caller's account or session: each persona calls it from a fresh account of its own */
  destructive?: true;
}

const matrixQuestion = {
  title: "Is PCM too hard if I am average at maths?",
  body: "I like physics but maths scares me.",
  tags: ["stream:science"],
};

// what each route is called with; a declared route missing here fails the test
const samples: Record<string, Sample> = {
  "GET /healthz": {},
  "GET /api/auth/providers": {},
  "GET /api/auth/get-session": {},
  "POST /api/auth/sign-up/email": {
    body: (p) => ({
      name: "New Student",
      email: `new.${p.name}.${Date.now()}.${Math.random()}@example.in`,
      password: "correct-horse-1",
    }),
  },
  "POST /api/auth/sign-in/email": { body: () => ({ email: records.signInEmail, password: "correct-horse-1" }) },
  // an address without an account: the same answer as any, and nothing mailed
  "POST /api/auth/request-password-reset": { body: () => ({ email: "nobody-at-all@example.com" }) },
  "POST /api/auth/reset-password": { body: () => ({ token: "not-a-token", newPassword: "another-horse-2" }) },
  "POST /api/auth/sign-in/social": { body: () => ({ provider: "none", callbackURL: "/dashboard" }) },
  "GET /api/auth/callback/:providerId": { path: () => "/api/auth/callback/none" },
  "GET /api/auth/error": {},
  "POST /api/auth/sign-out": { destructive: true },
  "POST /api/auth/update-user": { body: () => ({ name: "Renamed" }) },
  "POST /api/auth/change-password": {
    body: () => ({ currentPassword: "not-my-password", newPassword: "another-horse-2" }),
  },
  "GET /api/auth/list-sessions": {},
  "POST /api/auth/revoke-session": { body: () => ({ token: "no-such-token" }) },
  "POST /api/auth/revoke-other-sessions": { destructive: true },
  "POST /api/auth/send-verification-email": { body: () => ({}) },
  "POST /api/auth/verify-email": { body: () => ({ token: "not-a-token" }) },
  "GET /api/me/export": {},
  "GET /api/me/parents": {},
  "POST /api/me/parents": { body: (p) => ({ email: `parent.${p.name}.${Date.now()}@example.in` }) },
  "PUT /api/me/parents/:id": { path: () => "/api/me/parents/no-such-link", body: () => ({ share: "plan" }) },
  "DELETE /api/me/parents/:id": { path: () => "/api/me/parents/no-such-link" },
  "DELETE /api/me/consent": {},
  "DELETE /api/me/consent/stored-data": {},
  "GET /api/parent-invitations/:token": { path: () => "/api/parent-invitations/no-such-token" },
  "POST /api/parent-invitations/:token": { path: () => "/api/parent-invitations/no-such-token", body: () => ({}) },
  // the student persona is nobody's child here: a parent gets 404, anyone without the role 403
  "GET /api/parent/children": {},
  "GET /api/parent/children/:studentId": { path: () => `/api/parent/children/${personas.get("student")!.id}` },
  "DELETE /api/parent/children/:studentId": { path: () => `/api/parent/children/${personas.get("student")!.id}` },
  "POST /api/parent/children/:studentId/consent": {
    path: () => `/api/parent/children/${personas.get("student")!.id}/consent`,
    body: () => ({ noticeVersion: PRIVACY_NOTICE_VERSION, agree: true }),
  },
  "DELETE /api/parent/children/:studentId/consent": {
    path: () => `/api/parent/children/${personas.get("student")!.id}/consent`,
  },
  "DELETE /api/parent/children/:studentId/stored-data": {
    path: () => `/api/parent/children/${personas.get("student")!.id}/stored-data`,
  },
  "GET /api/me/roles": {},
  "GET /api/me/first-steps": {},
  "GET /api/me/preferences": {},
  "PATCH /api/me/preferences": { body: () => ({ locale: "en", theme: "dark" }) },
  "DELETE /api/me": { body: () => ({ confirm: "DELETE" }), destructive: true },
  "GET /api/profile/:userId": { path: () => `/api/profile/${personas.get("student")!.id}` },
  "POST /api/profile": { body: () => ({}) },
  "PUT /api/profile": { body: () => ({}) },
  "GET /api/interest-profiler": {},
  "GET /api/me/plan": {},
  "GET /api/me/interests": {},
  "PUT /api/me/interests": { body: () => ({ answers: { r01: 9 } }) },
  "GET /api/me/quiz-result": {},
  "PUT /api/me/quiz-result": { body: () => ({ resultId: "result-doctor-biotech" }) },
  "GET /api/me/recommendations": { path: () => "/api/me/recommendations?stream=science&limit=5" },
  "GET /api/me/shortlist": {},
  "PUT /api/me/shortlist/:careerSlug": { path: () => "/api/me/shortlist/nurse", body: () => ({ note: "Matrix" }) },
  "DELETE /api/me/shortlist/:careerSlug": { path: () => "/api/me/shortlist/nurse" },
  "GET /api/me/progress/:pathId": { path: () => "/api/me/progress/nurse" },
  "PUT /api/me/progress/:pathId/:stepId": {
    path: () => `/api/me/progress/medical/appear-for-neet-ug`,
    body: () => ({ status: "done" }),
  },
  "POST /api/support-messages": { body: () => ({}) },
  "POST /api/mistake-reports": {
    body: () => ({ kind: "career", recordId: "nurse", message: "The route x role matrix reports this." }),
  },
  "POST /api/support-messages/confirmations": { body: () => ({ token: "no-such-token-no-such-token" }) },
  "GET /api/mentors": {},
  "GET /api/mentors/:id/slots": { path: () => `/api/mentors/${mentorId}/slots?date=${slotDate}` },
  "GET /api/mentors/:id/avatar.svg": { path: () => `/api/mentors/${mentorId}/avatar.svg` },
  "GET /api/mentors/:id/photo.webp": { path: () => `/api/mentors/${mentorId}/photo.webp` },
  "POST /api/book": { body: () => ({ mentorId, date: slotDate, time: "10:00" }) },
  "GET /api/bookings": {},
  "POST /api/bookings/:id/reschedule": {
    path: () => `/api/bookings/${records.bookingId}/reschedule`,
    body: () => ({ date: slotDate, time: "12:00" }),
  },
  "GET /api/bookings/:id/calendar.ics": { path: () => `/api/bookings/${records.bookingId}/calendar.ics` },
  "DELETE /api/bookings/:id": { path: () => `/api/bookings/${records.bookingId}` },
  "GET /api/mentor-console": {},
  "PUT /api/mentor-console/availability": { body: () => ({}) },
  "PUT /api/mentor-console/meeting-link": { body: () => ({ meetingUrl: "https://meet.example.org/persona" }) },
  "PUT /api/mentor-console/card": { body: () => ({}) },
  // no body: a mentor gets 415, anyone without the role 401 or 403 first
  "PUT /api/mentor-console/photo": {},
  "DELETE /api/mentor-console/photo": {},
  "GET /api/mentor-console/bookings": {},
  // another mentor's session: a mentor gets 404, anyone without the role 403
  "PUT /api/mentor-console/bookings/:id/meeting-link": {
    path: () => `/api/mentor-console/bookings/${records.bookingId}/meeting-link`,
    body: () => ({ meetingUrl: "https://meet.example.org/session" }),
  },
  "PUT /api/mentor-console/bookings/:id/notes": {
    path: () => `/api/mentor-console/bookings/${records.bookingId}/notes`,
    body: () => ({ notes: "Went well." }),
  },
  "POST /api/mentor-console/bookings/:id/cancel": {
    path: () => `/api/mentor-console/bookings/${records.bookingId}/cancel`,
    body: () => ({ reason: "Unwell" }),
  },
  "GET /api/workshops": {},
  "GET /api/workshops/registrations/:id/calendar.ics": {
    path: () => `/api/workshops/registrations/${records.registrationId}/calendar.ics`,
  },
  "DELETE /api/workshops/registrations/:id": { path: () => `/api/workshops/registrations/${records.registrationId}` },
  "GET /api/workshops/:idOrSlug/image.svg": { path: () => "/api/workshops/sports-and-fitness/image.svg" },
  "GET /api/workshops/:idOrSlug": { path: () => "/api/workshops/sports-and-fitness" },
  "POST /api/workshops/registrations/confirmations": { body: () => ({ token: "no-such-token-no-such-token" }) },
  "POST /api/workshops/:idOrSlug/registrations": {
    path: () => "/api/workshops/sports-and-fitness/registrations",
    body: () => ({}),
  },
  "GET /api/careers": { path: () => "/api/careers?query=nurse&stream=science" },
  "GET /api/careers/:slug": { path: () => "/api/careers/nurse" },
  "GET /api/exams": { path: () => "/api/exams?month=5" },
  "GET /api/exams/:id": { path: () => "/api/exams/neet-ug" },
  "GET /api/exam-names": { path: () => "/api/exam-names" },
  "GET /api/institutions": { path: () => "/api/institutions?state=kerala" },
  "GET /api/scholarships": { path: () => "/api/scholarships?level=class-11" },
  "GET /sitemap.xml": {},
  "GET /api/workshops/registrations/:id/certificate.pdf": {
    path: () => `/api/workshops/registrations/${records.registrationId}/certificate.pdf`,
  },
  "GET /api/certificates/:code": { path: () => "/api/certificates/AAAAA-BBBBB" },
  "GET /api/admin/workshops": {},
  "POST /api/admin/workshops": { body: () => ({}) },
  "GET /api/admin/workshops/:id": { path: () => "/api/admin/workshops/no-such-workshop" },
  "POST /api/admin/workshops/:id": { path: () => "/api/admin/workshops/no-such-workshop", body: () => ({}) },
  "POST /api/admin/workshops/:id/cancel": { path: () => "/api/admin/workshops/no-such-workshop/cancel" },
  "GET /api/admin/workshops/:id/registrations": {
    path: () => "/api/admin/workshops/no-such-workshop/registrations",
  },
  "GET /api/admin/workshops/:id/registrations.csv": {
    path: () => "/api/admin/workshops/no-such-workshop/registrations.csv",
  },
  "POST /api/admin/workshops/:id/registrations/:registrationId/attendance": {
    path: () => "/api/admin/workshops/no-such-workshop/registrations/no-such-registration/attendance",
    body: () => ({ present: true }),
  },
  "GET /api/admin/support-messages": { path: () => "/api/admin/support-messages?status=answered" },
  "POST /api/admin/support-messages/:id/replies": {
    path: () => "/api/admin/support-messages/no-such-message/replies",
    body: () => ({ body: "Thank you for writing." }),
  },
  "POST /api/admin/support-messages/:id/status": {
    path: () => "/api/admin/support-messages/no-such-message/status",
    body: () => ({ status: "closed" }),
  },
  "GET /api/admin/mistake-reports": { path: () => "/api/admin/mistake-reports?status=fixed" },
  "POST /api/admin/mistake-reports/:id/fixed": { path: () => "/api/admin/mistake-reports/no-such-report/fixed" },
  "GET /api/admin/accounts": { path: () => "/api/admin/accounts?query=persona" },
  "POST /api/admin/accounts/:id/disable": { path: () => "/api/admin/accounts/no-such-account/disable" },
  "POST /api/admin/accounts/:id/enable": { path: () => "/api/admin/accounts/no-such-account/enable" },
  "POST /api/admin/accounts/:id/roles": {
    path: () => "/api/admin/accounts/no-such-account/roles",
    body: () => ({ role: "mentor" }),
  },
  "DELETE /api/admin/accounts/:id/roles/:role": { path: () => "/api/admin/accounts/no-such-account/roles/mentor" },
  "GET /api/admin/mentors": {},
  "POST /api/admin/mentors/:id/deactivate": { path: () => "/api/admin/mentors/no-such-mentor/deactivate" },
  "POST /api/admin/mentors/:id/activate": { path: () => "/api/admin/mentors/no-such-mentor/activate" },
  "GET /api/admin/outbox": {},
  "GET /api/admin/outbox/:id": { path: () => "/api/admin/outbox/no-such-message" },
  "GET /api/admin/mentor-invitations": {},
  "POST /api/admin/mentor-invitations": { body: (p) => ({ email: `invited.${p.name}.${Date.now()}@example.in` }) },
  "DELETE /api/admin/mentor-invitations/:id": { path: () => "/api/admin/mentor-invitations/no-such-invitation" },
  "POST /api/school-requests": {
    body: (p) => ({
      schoolName: "Matrix School",
      city: "Pune",
      counsellorName: "Matrix Counsellor",
      counsellorEmail: `school.${p.name}.${Date.now()}@example.in`,
    }),
  },
  "GET /api/admin/school-requests": {},
  "POST /api/admin/school-requests/:id/approve": { path: () => "/api/admin/school-requests/no-such-request/approve" },
  "POST /api/admin/school-requests/:id/decline": { path: () => "/api/admin/school-requests/no-such-request/decline" },
  "GET /api/schools": {},
  "POST /api/schools": { body: () => ({ name: "Matrix School" }) },
  // a school nobody counsels: a counsellor gets 404, anyone without the role 401 or 403 first
  "POST /api/schools/:id/classes": {
    path: () => "/api/schools/no-such-school/classes",
    body: () => ({ name: "10 A" }),
  },
  "POST /api/schools/:id/classes/:classId/join-code": {
    path: () => "/api/schools/no-such-school/classes/no-such-class/join-code",
  },
  "GET /api/schools/:id/classes/:classId/students": {
    path: () => "/api/schools/no-such-school/classes/no-such-class/students",
  },
  "GET /api/schools/:id/classes/:classId/students.csv": {
    path: () => "/api/schools/no-such-school/classes/no-such-class/students.csv",
  },
  "GET /api/schools/:id/classes/:classId/figures": {
    path: () => "/api/schools/no-such-school/classes/no-such-class/figures",
  },
  "GET /api/schools/:id/figures": { path: () => "/api/schools/no-such-school/figures" },
  "POST /api/schools/:id/classes/:classId/students/:studentId/notes": {
    path: () => `/api/schools/no-such-school/classes/no-such-class/students/${personas.get("student")!.id}/notes`,
    body: () => ({ body: "Hello" }),
  },
  "DELETE /api/schools/:id/classes/:classId/students/:studentId": {
    path: () => `/api/schools/no-such-school/classes/no-such-class/students/${personas.get("student")!.id}`,
  },
  "GET /api/school-codes/:code": { path: () => "/api/school-codes/ZZZZ-ZZZZ" },
  "GET /api/me/school": {},
  "POST /api/me/school": {
    body: () => ({ code: "ZZZZ-ZZZZ", share: { interests: true, shortlist: false, progress: false } }),
  },
  "PUT /api/me/school": { body: () => ({ share: { interests: false, shortlist: false, progress: false } }) },
  "DELETE /api/me/school": {},
  "GET /api/questions/tags": {},
  "GET /api/questions/suggestions": { path: () => "/api/questions/suggestions?query=doctor" },
  "GET /api/questions": { path: () => "/api/questions?tag=stream:science&page=1" },
  "POST /api/questions": { body: () => matrixQuestion },
  "GET /api/questions/:id": { path: () => `/api/questions/${records.questionId}` },
  "PUT /api/questions/:id": { path: () => `/api/questions/${records.questionId}`, body: () => matrixQuestion },
  "POST /api/questions/:id/answers": {
    path: () => `/api/questions/${records.questionId}/answers`,
    body: () => ({ body: "Talk to your teacher and try a few practice papers first." }),
  },
  "POST /api/questions/:id/accepted/:answerId": {
    path: () => `/api/questions/${records.questionId}/accepted/${records.answerId}`,
  },
  "POST /api/answers/:id/helpful": { path: () => `/api/answers/${records.answerId}/helpful` },
  "POST /api/reports": { body: () => ({ kind: "question", id: "no-such-question", reason: "Matrix report" }) },
  "GET /api/community/notices": {},
  "GET /api/moderation/queue": {},
  "GET /api/moderation/summary": {},
  "GET /api/moderation/log": {},
  "POST /api/moderation/:kind/:id/actions": {
    path: () => "/api/moderation/question/no-such-question/actions",
    body: () => ({ action: "approve", reason: "Matrix" }),
  },
  "GET /api/moderation/safety-alerts": {},
  "POST /api/moderation/safety-alerts/:id/reached": {
    path: () => "/api/moderation/safety-alerts/no-such-alert/reached",
    body: () => ({ note: "Matrix" }),
  },
  "GET /api/invitations/:token": { path: () => "/api/invitations/no-such-token" },
  "POST /api/invitations/:token": {
    path: () => "/api/invitations/no-such-token",
    body: () => ({ name: "Invited Mentor", password: "correct-horse-1" }),
  },
  "POST /api/invitations/:token/claim": { path: () => "/api/invitations/no-such-token/claim" },
};

/** 401 or 403 when the persona may not call it; "allowed" when it may (any other status). */
function expected(access: Access, persona: Persona): 401 | 403 | "allowed" {
  if (access.kind === "public") return "allowed";
  if (persona.name === "anonymous") return 401;
  if (access.kind === "roles")
    return access.roles.some((role) => role === "student" || (persona.roles as string[]).includes(role))
      ? "allowed"
      : 403;
  if (access.kind === "owner") return persona.name === "student" ? "allowed" : 403;
  return "allowed";
}

beforeAll(async () => {
  cluster = await startTestNodes(1);
  baseUrl = cluster.urls[0]!;
  slotDate = addDays(istDate(new Date()), 2);
  const mentors = (await (await fetch(`${baseUrl}/api/mentors`)).json()) as { _id: string }[];
  mentorId = mentors[0]!._id;
  for (const { name, roles } of PERSONAS) personas.set(name, await makePersona(name, roles));
  records.signInEmail = (await signUpOverHttp(baseUrl, "Signs in")).email;
  const student = personas.get("student")!;
  const booking = await fetch(`${baseUrl}/api/book`, {
    method: "POST",
    headers: { origin: TEST_APP_URL, cookie: student.cookie, "content-type": "application/json" },
    body: JSON.stringify({ mentorId, date: slotDate, time: "11:00" }),
  });
  const booked = (await booking.json()) as { id: string };
  expect(booking.status, JSON.stringify(booked)).toBe(201);
  records.bookingId = booked.id;
  const me = (await (
    await fetch(`${baseUrl}/api/auth/get-session`, { headers: { cookie: student.cookie } })
  ).json()) as { user: { email: string } };
  const registration = await fetch(`${baseUrl}/api/workshops/sports-and-fitness/registrations`, {
    method: "POST",
    headers: { origin: TEST_APP_URL, cookie: student.cookie, "content-type": "application/json" },
    body: JSON.stringify({
      name: "Persona student",
      email: me.user.email,
      phoneNumber: "9876543210",
      gender: "FEMALE",
      subject: "Science",
    }),
  });
  records.registrationId = ((await registration.json()) as { id: string }).id;
  records.questionId = (await postAs(student, "/api/questions", matrixQuestion)).id;
  records.answerId = (
    await postAs(personas.get("otherStudent")!, `/api/questions/${records.questionId}/answers`, {
      body: "Practice every day and it gets easier.",
    })
  ).id;
  expect(BOOKING_TIME_ZONE).toBe("Asia/Kolkata");
}, 60_000);
afterAll(async () => {
  await cluster.close();
});

describe("route x role matrix", () => {
  const declared: DeclaredRoute[] = routeGroups.flatMap((group) => group.routes);

  it("every route the app serves declares its access", () => {
    expect(undeclaredRoutes(createApp(cluster.nodes[0]!.deps), routeGroups)).toEqual([]);
  });

  it("a route added without a declaration is caught", () => {
    const app = createApp(cluster.nodes[0]!.deps);
    app.get("/api/undeclared", (c) => c.json({}));
    expect(undeclaredRoutes(app, routeGroups)).toEqual(["GET /api/undeclared"]);
  });

  it("every declared route has a sample to call it with", () => {
    expect(declared.map((route) => `${route.method} ${route.path}`).filter((key) => !(key in samples))).toEqual([]);
  });

  it("answers every route as its access says, for every kind of caller", async () => {
    const failures: string[] = [];
    let cells = 0;
    for (const route of declared) {
      const key = `${route.method} ${route.path}`;
      const sample = samples[key] ?? {};
      for (const { name, roles } of PERSONAS) {
        const persona =
          sample.destructive && name !== "anonymous" ? await makePersona(name, roles) : personas.get(name)!;
        const path = sample.path?.() ?? route.path;
        const status = await call(persona, route.method, path, sample.body?.(persona));
        const want = expected(route.access, persona);
        cells += 1;
        const ok = want === "allowed" ? status !== 401 && status !== 403 : status === want;
        if (!ok) failures.push(`${key} as ${name}: ${status}, expected ${want}`);
      }
    }
    console.log(`route x role matrix: ${declared.length} routes x ${PERSONAS.length} callers = ${cells} cells checked`);
    expect(failures).toEqual([]);
  }, 120_000);

  it("nobody but the owner could touch the owner's records, which the owner then could", async () => {
    const student = personas.get("student")!;
    const bookings = (await (
      await fetch(`${baseUrl}/api/bookings`, { headers: { cookie: student.cookie } })
    ).json()) as {
      bookings: { id: string; cancelledAt: string | null }[];
    };
    // the matrix ran the owner's cancel last; before it, every other caller got 401 or 403
    expect(bookings.bookings.find((booking) => booking.id === records.bookingId)).toBeUndefined();
  });
});

describe("socket event x role matrix", () => {
  it("answers every chat event as its access says, for every kind of caller", async () => {
    const failures: string[] = [];
    let cells = 0;
    const events = Object.keys(chatEventAccess) as (keyof ClientToServerEvents)[];
    for (const { name } of PERSONAS) {
      const persona = personas.get(name)!;
      const socket = openChat(baseUrl, persona.cookie || undefined);
      const connection = await connected(socket).then(
        () => "connected",
        (error: Error) => error.message,
      );
      for (const event of events) {
        cells += 1;
        const want = expected(chatEventAccess[event], persona);
        if (connection !== "connected") {
          if (want !== 401 || connection !== "unauthenticated")
            failures.push(`${event} as ${name}: ${connection}, expected ${want}`);
          continue;
        }
        const answer =
          event === "getPreviousMessages"
            ? nextEvent(socket, "previousMessages").then(() => "allowed")
            : nextEvent(socket, "botResponse").then(() => "allowed");
        const refusal = nextEvent(socket, "chatError").then((error) => error.code);
        if (event === "getPreviousMessages") socket.emit(event);
        else socket.emit(event, { text: "What does a pharmacist do?" });
        const outcome = await Promise.race([answer, refusal]);
        if (outcome !== (want === "allowed" ? "allowed" : "forbidden"))
          failures.push(`${event} as ${name}: ${outcome}, expected ${want}`);
      }
      socket.disconnect();
      await disconnected(socket);
    }
    console.log(
      `socket event x role matrix: ${events.length} events x ${PERSONAS.length} callers = ${cells} cells checked`,
    );
    expect(failures).toEqual([]);
  }, 60_000);
});
