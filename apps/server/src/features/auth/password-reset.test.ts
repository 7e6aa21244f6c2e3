import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { outboxRows } from "../../testing/mail-fixtures.ts";
import { TestClient, uniqueEmail } from "../../testing/test-client.ts";
import { createTestContext, type TestContext } from "../../testing/test-server.ts";
import { RESET_REQUESTS_PER_ACCOUNT } from "./routes.ts";

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(async () => {
  await context.close();
});

/** The token of the newest reset link mailed to `email`, read from the outbox as the student reads the mail. */
async function mailedToken(email: string): Promise<string> {
  const mails = (await outboxRows(context.deps, "account.password-reset")).filter((row) => row.toAddress === email);
  const link = /\/reset-password\?token=([\w%-]+)/.exec(mails.at(-1)?.text ?? "");
  if (!link?.[1]) throw new Error(`no reset link mailed to ${email}`);
  return decodeURIComponent(link[1]);
}

const signIn = (email: string, password: string) =>
  new TestClient(context).post("/api/auth/sign-in/email", { email, password });

describe("forgot password", () => {
  it("answers an unknown address exactly as a known one, and mails a link only to the known one", async () => {
    const { email } = await new TestClient(context).signUp();
    const unknown = uniqueEmail("nobody");
    const known = await new TestClient(context).post("/api/auth/request-password-reset", { email });
    const stranger = await new TestClient(context).post("/api/auth/request-password-reset", { email: unknown });
    expect(known.status).toBe(200);
    expect(stranger.status).toBe(known.status);
    expect(stranger.body).toEqual(known.body);
    const mailed = (await outboxRows(context.deps, "account.password-reset")).map((row) => row.toAddress);
    expect(mailed).toContain(email);
    expect(mailed).not.toContain(unknown);
  });

  it("sets the new password through the link once: the old password, the used link and the old sessions stop working", async () => {
    const student = new TestClient(context);
    const { email, password } = await student.signUp();
    expect((await student.get("/api/auth/get-session")).body).not.toBeNull();

    await new TestClient(context).post("/api/auth/request-password-reset", { email });
    const token = await mailedToken(email);
    const reset = await new TestClient(context).post("/api/auth/reset-password", {
      token,
      newPassword: "fresh-mango-77",
    });
    expect(reset.status).toBe(200);

    expect((await signIn(email, "fresh-mango-77")).status).toBe(200);
    expect((await signIn(email, password)).status).toBe(401);
    // the session signed in before the reset has ended
    expect((await student.get("/api/auth/get-session")).body).toBeNull();

    const again = await new TestClient(context).post("/api/auth/reset-password", {
      token,
      newPassword: "other-mango-88",
    });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({
      error: { code: "invalid_token", message: "This reset link has expired or was used already. Ask for a new one." },
    });
    expect((await signIn(email, "other-mango-88")).status).toBe(401);
  });

  it("refuses an expired link", async () => {
    const { email } = await new TestClient(context).signUp();
    await new TestClient(context).post("/api/auth/request-password-reset", { email });
    const token = await mailedToken(email);
    const row = `reset-password:${token}`;
    const { expiresAt } = await context.deps.db
      .selectFrom("verification")
      .select("expiresAt")
      .where("identifier", "=", row)
      .executeTakeFirstOrThrow();
    // a second ago, written as the database keeps it (an ISO text in SQLite, a timestamp in PostgreSQL)
    const past = new Date(Date.now() - 1000);
    await context.deps.db
      .updateTable("verification")
      .set({ expiresAt: typeof expiresAt === "string" ? past.toISOString() : past })
      .where("identifier", "=", row)
      .execute();
    const late = await new TestClient(context).post("/api/auth/reset-password", {
      token,
      newPassword: "fresh-mango-77",
    });
    expect(late.status).toBe(400);
  });

  it("refuses bad input in the shared error shape", async () => {
    const noAddress = await new TestClient(context).post("/api/auth/request-password-reset", {
      email: "not-an-address",
    });
    expect(noAddress.status).toBe(400);
    expect(noAddress.body).toMatchObject({ error: { fields: { email: expect.stringMatching(/./) as unknown } } });
    const short = await new TestClient(context).post("/api/auth/reset-password", {
      token: "abc",
      newPassword: "short",
    });
    expect(short.status).toBe(400);
    expect(short.body).toMatchObject({ error: { fields: { newPassword: expect.stringMatching(/./) as unknown } } });
  });

  it("limits the links one mailbox can be sent, whoever asks", async () => {
    const { email } = await new TestClient(context).signUp();
    const statuses: number[] = [];
    for (let ask = 0; ask <= RESET_REQUESTS_PER_ACCOUNT; ask++) {
      statuses.push((await new TestClient(context).post("/api/auth/request-password-reset", { email })).status);
    }
    expect(statuses.slice(0, RESET_REQUESTS_PER_ACCOUNT).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const mailed = (await outboxRows(context.deps, "account.password-reset")).filter((row) => row.toAddress === email);
    expect(mailed).toHaveLength(RESET_REQUESTS_PER_ACCOUNT);
  });
});

describe("changing the password", () => {
  it("ends the account's other sessions", async () => {
    const here = new TestClient(context);
    const { email, password } = await here.signUp();
    const elsewhere = new TestClient(context);
    expect((await elsewhere.post("/api/auth/sign-in/email", { email, password })).status).toBe(200);
    const changed = await here.post("/api/auth/change-password", {
      currentPassword: password,
      newPassword: "fresh-mango-77",
    });
    expect(changed.status).toBe(200);
    expect((await elsewhere.get("/api/auth/get-session")).body).toBeNull();
    expect((await here.get("/api/auth/get-session")).body).not.toBeNull();
  });

  it("takes no say on the other sessions: a body asking to keep them is refused, and nothing changes", async () => {
    const here = new TestClient(context);
    const { email, password } = await here.signUp();
    const elsewhere = new TestClient(context);
    expect((await elsewhere.post("/api/auth/sign-in/email", { email, password })).status).toBe(200);
    const refused = await here.post<{ error: { code: string } }>("/api/auth/change-password", {
      currentPassword: password,
      newPassword: "fresh-mango-77",
      revokeOtherSessions: false,
    });
    expect(refused.status).toBe(400);
    expect((await elsewhere.get("/api/auth/get-session")).body).not.toBeNull();
    expect((await new TestClient(context).post("/api/auth/sign-in/email", { email, password })).status).toBe(200);
  });
});
