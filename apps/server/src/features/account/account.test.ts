import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grantRole } from "../../lib/roles.ts";
import { TestClient } from "../../testing/test-client.ts";
import { createTestContext, type TestContext } from "../../testing/test-server.ts";

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(async () => {
  await context.close();
});

let mentorIndex = 0;
const slot = {
  date: new Date(Date.now() + 5.5 * 3_600_000 + 3 * 86_400_000).toISOString().slice(0, 10),
  time: "10:00",
};

async function studentWithData() {
  const client = new TestClient(context);
  const student = await client.signUp("Data Owner");
  const { db } = context.deps;
  const now = new Date().toISOString();
  await db
    .insertInto("chatMessage")
    .values({ userId: student.id, sender: "user", text: "my question about NEET", createdAt: now })
    .execute();
  await db
    .insertInto("supportMessage")
    .values({
      id: crypto.randomUUID(),
      userId: student.id,
      name: "Data Owner",
      email: student.email,
      phone: "9876543210",
      preferredContact: "email",
      message: "help me",
      createdAt: now,
    })
    .execute();
  const mentors = await db.selectFrom("mentor").select("id").orderBy("slug").execute();
  const mentorId = mentors[mentorIndex++]?.id ?? "";
  const booked = await client.post<{ startsAt: string }>("/api/book", { mentorId, ...slot });
  expect(booked.status).toBe(201);
  return { client, student, mentorId, startsAt: booked.body.startsAt };
}

interface ExportBody {
  account: { email: string };
  chatMessages: { text: string }[];
  supportMessages: { message: string }[];
  bookings: { startsAt: string }[];
}

describe("the signed-in account's roles", () => {
  it("are the session user's own, and change when a role is granted", async () => {
    const client = new TestClient(context);
    const user = await client.signUp("Future Mentor");
    expect((await client.get<{ roles: string[] }>("/api/me/roles")).body.roles).toEqual(["student"]);
    await grantRole(context.deps.db, user.id, "mentor");
    const after = await client.get<{ roles: string[] }>("/api/me/roles");
    expect(after.status).toBe(200);
    expect([...after.body.roles].sort()).toEqual(["mentor", "student"]);
    expect((await new TestClient(context).get("/api/me/roles")).status).toBe(401);
  });
});

describe("a student's own data", () => {
  it("exports everything stored about the student, and nothing about anyone else", async () => {
    const other = await studentWithData();
    const { client, student, startsAt } = await studentWithData();
    const response = await client.get<ExportBody>("/api/me/export");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toContain("attachment");
    expect(response.body.account.email).toBe(student.email);
    expect(response.body.chatMessages.map((m) => m.text)).toEqual(["my question about NEET"]);
    expect(response.body.supportMessages.map((m) => m.message)).toEqual(["help me"]);
    expect(response.body.bookings.map((b) => b.startsAt)).toEqual([startsAt]);
    expect(JSON.stringify(response.body)).not.toContain(other.student.email);
  });

  it("refuses export and deletion without a session", async () => {
    const anonymous = new TestClient(context);
    expect((await anonymous.get("/api/me/export")).status).toBe(401);
    expect((await anonymous.request("DELETE", "/api/me", { confirm: "DELETE" })).status).toBe(401);
  });

  it("deletes nothing without the confirmation word", async () => {
    const { client, student } = await studentWithData();
    const response = await client.request("DELETE", "/api/me", {});
    expect(response.status).toBe(400);
    const user = await context.deps.db.selectFrom("user").select("id").where("id", "=", student.id).executeTakeFirst();
    expect(user?.id).toBe(student.id);
  });

  it("deletes the account with all its data, ends the session and frees the booked slot", async () => {
    const bystander = await studentWithData();
    const { client, student, mentorId } = await studentWithData();
    const response = await client.request("DELETE", "/api/me", { confirm: "DELETE" });
    expect(response.status).toBe(204);
    expect((await client.get("/api/auth/get-session")).body).toBeNull();

    const { db } = context.deps;
    const left = await Promise.all([
      db.selectFrom("user").select("id").where("id", "=", student.id).execute(),
      db.selectFrom("session").select("id").where("userId", "=", student.id).execute(),
      db.selectFrom("chatMessage").select("id").where("userId", "=", student.id).execute(),
      db.selectFrom("supportMessage").select("id").where("userId", "=", student.id).execute(),
      db.selectFrom("booking").select("id").where("studentId", "=", student.id).execute(),
    ]);
    expect(left.map((rows) => rows.length)).toEqual([0, 0, 0, 0, 0]);

    const signIn = await new TestClient(context).post("/api/auth/sign-in/email", {
      email: student.email,
      password: student.password,
    });
    expect(signIn.status).toBe(401);

    const slotTaker = new TestClient(context);
    await slotTaker.signUp();
    expect((await slotTaker.post("/api/book", { mentorId, ...slot })).status).toBe(201);

    const bystanderExport = await bystander.client.get<ExportBody>("/api/me/export");
    expect(bystanderExport.body.chatMessages).toHaveLength(1);
  });
});

describe("deleting an account in production", () => {
  let production: TestContext;
  beforeAll(async () => {
    production = await createTestContext({ NODE_ENV: "production" });
  });
  afterAll(async () => {
    await production.close();
  });

  // a cookie's name and its attributes, as a browser compares them when a header replaces it
  const parsed = (header: string) => {
    const [pair = "", ...attributes] = header.split(/;\s*/);
    return {
      name: pair.split("=")[0] ?? "",
      attributes: new Map(attributes.map((attribute) => attribute.split("=") as [string, string | undefined])),
    };
  };

  it("clears the session cookie with the attributes it was set with, so the browser drops it", async () => {
    const client = new TestClient(production);
    const signUp = await client.request("POST", "/api/auth/sign-up/email", {
      name: "Secure Student",
      email: "secure.student@example.in",
      password: "correct-horse-1",
    });
    expect(signUp.status).toBe(200);
    const set = signUp.headers.getSetCookie().map(parsed);
    const session = set.find((cookie) => cookie.name.endsWith("session_token"));
    expect(session?.name).toMatch(/^__Secure-/);

    const deleted = await client.request("DELETE", "/api/me", { confirm: "DELETE" });
    expect(deleted.status).toBe(204);
    const cleared = deleted.headers.getSetCookie().map(parsed);
    for (const cookie of set) {
      const clearing = cleared.find((candidate) => candidate.name === cookie.name);
      expect(clearing?.attributes.get("Max-Age")).toBe("0");
      for (const attribute of ["Path", "Domain", "Secure", "SameSite"]) {
        const as = (found: typeof cookie | undefined) => [
          found?.attributes.has(attribute),
          found?.attributes.get(attribute),
        ];
        expect([attribute, ...as(clearing)]).toEqual([attribute, ...as(cookie)]);
      }
    }
  });
});
