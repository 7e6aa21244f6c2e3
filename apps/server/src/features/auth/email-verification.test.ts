import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailedLinkToken } from "../../testing/parent-fixtures.ts";
import { TestClient } from "../../testing/test-client.ts";
import { createTestContext, type TestContext } from "../../testing/test-server.ts";
import { VERIFICATION_MAILS_PER_ACCOUNT } from "./routes.ts";

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(async () => {
  await context.close();
});

type Session = { user: { email: string; emailVerified: boolean } };

describe("e-mail verification", () => {
  it("a student uses Disha unverified; the mailed link verifies the address once, and the session shows it", async () => {
    const student = new TestClient(context);
    const { email } = await student.signUp("Ira Student");
    expect((await student.get<Session>("/api/auth/get-session")).body.user.emailVerified).toBe(false);
    // nothing is mailed at sign-up
    await expect(mailedLinkToken(context, "account.verify-email", email)).rejects.toThrow();

    expect((await student.post("/api/auth/send-verification-email", {})).status).toBe(200);
    const token = await mailedLinkToken(context, "account.verify-email", email);
    // the link works from any browser: whoever opens it has read the mailbox
    const elsewhere = new TestClient(context);
    expect((await elsewhere.post("/api/auth/verify-email", { token })).status).toBe(200);
    expect((await student.get<Session>("/api/auth/get-session")).body.user.emailVerified).toBe(true);

    const again = await elsewhere.post<{ error: { code: string; message: string } }>("/api/auth/verify-email", {
      token,
    });
    expect(again.status).toBe(400);
    expect(again.body.error.message).toMatch(/used already/);
    // verified: no more links are sent
    expect((await student.post("/api/auth/send-verification-email", {})).status).toBe(409);
  });

  it("a forged or altered token is refused, and nothing is verified", async () => {
    const student = new TestClient(context);
    const { email } = await student.signUp();
    await student.post("/api/auth/send-verification-email", {});
    const token = await mailedLinkToken(context, "account.verify-email", email);
    const [header, payload, signature] = token.split(".");
    const altered = `${header}.${payload}.${signature!.slice(0, -2)}AA`;
    for (const bad of [altered, "not-a-token", `${header}.${payload}`]) {
      expect((await student.post("/api/auth/verify-email", { token: bad })).status).toBe(400);
    }
    expect((await student.post("/api/auth/verify-email", {})).status).toBe(400);
    expect((await student.get<Session>("/api/auth/get-session")).body.user.emailVerified).toBe(false);
  });

  it("is rate limited per account, and needs a session", async () => {
    const student = new TestClient(context);
    await student.signUp();
    const statuses: number[] = [];
    for (let i = 0; i <= VERIFICATION_MAILS_PER_ACCOUNT; i++) {
      statuses.push((await student.post("/api/auth/send-verification-email", {})).status);
    }
    expect(statuses).toEqual([...Array<number>(VERIFICATION_MAILS_PER_ACCOUNT).fill(200), 429]);
    expect((await new TestClient(context).post("/api/auth/send-verification-email", {})).status).toBe(401);
  });

  it("sends the link to the session's own address, whatever the body says", async () => {
    const student = new TestClient(context);
    const { email } = await student.signUp();
    const sent = await student.post("/api/auth/send-verification-email", { email: "someone.else@example.in" });
    expect(sent.status).toBe(200);
    await expect(mailedLinkToken(context, "account.verify-email", email)).resolves.toBeTruthy();
    await expect(mailedLinkToken(context, "account.verify-email", "someone.else@example.in")).rejects.toThrow();
  });
});
