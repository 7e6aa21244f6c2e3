import type { FirstStepsResponse } from "@disha/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClient } from "../../testing/test-client.ts";
import { createTestContext, type TestContext } from "../../testing/test-server.ts";
import { firstSteps } from "./first-steps.ts";
import { doctorProfile } from "../../testing/profile-fixtures.ts";

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(async () => {
  await context.close();
});

const profile = doctorProfile;

const slot = {
  date: new Date(Date.now() + 5.5 * 3_600_000 + 4 * 86_400_000).toISOString().slice(0, 10),
  time: "11:00",
};

async function ticked(client: TestClient): Promise<string[]> {
  const response = await client.get<FirstStepsResponse>("/api/me/first-steps");
  expect(response.status).toBe(200);
  return response.body.steps.filter((step) => step.done).map((step) => step.id);
}

describe("GET /api/me/first-steps", () => {
  it("starts with nothing ticked, in the order a student takes the steps", async () => {
    const client = new TestClient(context);
    await client.signUp("Fresh Student");
    const response = await client.get<FirstStepsResponse>("/api/me/first-steps");
    expect(response.body.steps).toEqual([
      { id: "profile", done: false },
      { id: "interests", done: false },
      { id: "shortlist", done: false },
      { id: "exams", done: false },
      { id: "aiMentor", done: false },
      { id: "mentor", done: false },
    ]);
  });

  it("ticks each step from the student's own rows, and no other student's", async () => {
    const client = new TestClient(context);
    const student = await client.signUp("Ticking Student");
    const other = new TestClient(context);
    await other.signUp("Other Student");

    expect((await client.post("/api/profile", profile)).status).toBe(201);
    expect(await ticked(client)).toEqual(["profile"]);

    const { items } = (await client.get<{ items: { id: string }[] }>("/api/interest-profiler")).body;
    const answers = Object.fromEntries(items.map((item) => [item.id, 3]));
    expect((await client.request("PUT", "/api/me/interests", { answers })).status).toBe(201);
    expect(await ticked(client)).toEqual(["profile", "interests"]);

    // three careers, not two
    for (const slug of ["doctor", "nurse"]) await client.request("PUT", `/api/me/shortlist/${slug}`, {});
    expect(await ticked(client)).toEqual(["profile", "interests"]);
    await client.request("PUT", "/api/me/shortlist/pharmacist", {});
    expect(await ticked(client)).toEqual(["profile", "interests", "shortlist"]);

    expect((await client.request("PUT", "/api/me/progress/doctor/neet-ug", { status: "in_progress" })).status).toBe(
      200,
    );
    expect(await ticked(client)).toEqual(["profile", "interests", "shortlist", "exams"]);

    const { db } = context.deps;
    // a bot's line is not the student asking
    await db
      .insertInto("chatMessage")
      .values({ userId: student.id, sender: "bot", text: "Hello", createdAt: new Date().toISOString() })
      .execute();
    expect(await ticked(client)).not.toContain("aiMentor");
    await db
      .insertInto("chatMessage")
      .values({
        userId: student.id,
        sender: "user",
        text: "Which exams after class ten",
        createdAt: new Date().toISOString(),
      })
      .execute();
    expect(await ticked(client)).toContain("aiMentor");

    const [mentor] = await db.selectFrom("mentor").select("id").orderBy("slug", "desc").execute();
    expect((await client.post("/api/book", { mentorId: mentor!.id, ...slot })).status).toBe(201);
    expect(await ticked(client)).toEqual(["profile", "interests", "shortlist", "exams", "aiMentor", "mentor"]);

    expect(await ticked(other)).toEqual([]);
  });

  it("says Welcome in the session sign-up opened, Welcome back in a later one", async () => {
    const client = new TestClient(context);
    const student = await client.signUp("Returning Student");
    expect((await client.get<FirstStepsResponse>("/api/me/first-steps")).body.newAccount).toBe(true);

    // the account was made yesterday; the student signs in again today
    await context.deps.db
      .updateTable("user")
      .set({ createdAt: new Date(Date.now() - 86_400_000).toISOString() })
      .where("id", "=", student.id)
      .execute();
    const later = new TestClient(context);
    const signedIn = await later.post("/api/auth/sign-in/email", { email: student.email, password: student.password });
    expect(signedIn.status).toBe(200);
    expect((await later.get<FirstStepsResponse>("/api/me/first-steps")).body.newAccount).toBe(false);
  });

  it("says Welcome back the next day, in the very session sign-up opened", async () => {
    const client = new TestClient(context);
    const student = await client.signUp("Sleeping Student");
    const { db } = context.deps;
    const session = await db
      .selectFrom("session")
      .select("id")
      .where("userId", "=", student.id)
      .executeTakeFirstOrThrow();
    const viewer = { id: student.id, sessionId: session.id };
    expect((await firstSteps(db, viewer)).newAccount).toBe(true);
    expect((await firstSteps(db, viewer, new Date(Date.now() + 86_400_000))).newAccount).toBe(false);
  });

  it("is for signed-in students only", async () => {
    expect((await new TestClient(context).get("/api/me/first-steps")).status).toBe(401);
  });
});
