import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, TEST_APP_URL, type TestContext } from "../../testing/test-server.ts";
import { TestClient, uniqueEmail } from "../../testing/test-client.ts";

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(async () => {
  await context.close();
});

interface SessionBody {
  user: { id: string; name: string; email: string };
}

describe("identity", () => {
  it("signs up a student, keeps the session in an httpOnly cookie, and reads it back", async () => {
    const client = new TestClient(context);
    const email = uniqueEmail();
    const signUp = await client.request("POST", "/api/auth/sign-up/email", {
      name: "Asha Verma",
      email,
      password: "mango-lassi-42",
    });
    expect(signUp.status).toBe(200);
    const cookie = signUp.headers.getSetCookie().find((c) => c.startsWith("better-auth.session_token="));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);

    const session = await client.get<SessionBody>("/api/auth/get-session");
    expect(session.status).toBe(200);
    expect(session.body.user).toMatchObject({ name: "Asha Verma", email });
  });

  it("answers null for the session of a signed-out visitor", async () => {
    const session = await new TestClient(context).get("/api/auth/get-session");
    expect(session.status).toBe(200);
    expect(session.body).toBeNull();
  });

  it("refuses a wrong password with 401 and a clear message in the error shape", async () => {
    const client = new TestClient(context);
    const { email } = await client.signUp();
    const wrong = await new TestClient(context).post("/api/auth/sign-in/email", { email, password: "not-my-password" });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ error: { code: "invalid_email_or_password", message: "Wrong email or password." } });

    const right = await new TestClient(context).post<SessionBody>("/api/auth/sign-in/email", {
      email,
      password: "correct-horse-1",
    });
    expect(right.status).toBe(200);
    expect(right.body.user.email).toBe(email);
  });

  it("refuses a second account with the same e-mail with 409", async () => {
    const { email } = await new TestClient(context).signUp();
    const again = await new TestClient(context).post("/api/auth/sign-up/email", {
      name: "Someone Else",
      email: email.toUpperCase(),
      password: "another-pass-9",
    });
    expect(again.status).toBe(409);
    const message = "An account with this email already exists. Sign in instead.";
    expect(again.body).toMatchObject({ error: { message, fields: { email: message } } });
  });

  it("refuses a weak password and a missing name with field messages from the shared schema", async () => {
    const response = await new TestClient(context).post("/api/auth/sign-up/email", {
      name: " ",
      email: uniqueEmail(),
      password: "short",
    });
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      error: {
        code: "validation_failed",
        fields: { name: "Full name is required", password: "Password must be at least 8 characters" },
      },
    });
  });

  it("signs out, after which the session is gone", async () => {
    const client = new TestClient(context);
    await client.signUp();
    const out = await client.post("/api/auth/sign-out", {});
    expect(out.status).toBe(200);
    expect((await client.get("/api/auth/get-session")).body).toBeNull();
  });

  it("takes a callbackURL only as a path on this site, on sign-up and on external sign-in", async () => {
    const foreign = [
      "https://evil.example/welcome",
      "//evil.example/welcome",
      "/\\evil.example",
      "javascript:alert(1)",
    ];
    for (const callbackURL of foreign) {
      const email = uniqueEmail("redirect");
      const signUp = await new TestClient(context).post("/api/auth/sign-up/email", {
        name: "Asha Verma",
        email,
        password: "mango-lassi-42",
        callbackURL,
      });
      expect([callbackURL, signUp.status]).toEqual([callbackURL, 400]);
      expect(signUp.body).toMatchObject({ error: { fields: { callbackURL: "Must be a path on this site" } } });
      const social = await new TestClient(context).post("/api/auth/sign-in/social", {
        provider: "school",
        callbackURL: "/dashboard",
        errorCallbackURL: callbackURL,
      });
      expect([callbackURL, social.status]).toEqual([callbackURL, 400]);
      const stored = await context.deps.db.selectFrom("user").select("id").where("email", "=", email).execute();
      expect(stored).toEqual([]);
    }
    const own = await new TestClient(context).post("/api/auth/sign-up/email", {
      name: "Asha Verma",
      email: uniqueEmail("redirect"),
      password: "mango-lassi-42",
      callbackURL: "/dashboard",
    });
    expect(own.status).toBe(200);
    // behind our schema, Better Auth checks it against the trusted origin too (in tests as in production)
    const direct = await context.deps.auth.handler(
      new Request(`${TEST_APP_URL}/api/auth/sign-up/email`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: TEST_APP_URL },
        body: JSON.stringify({
          name: "Asha Verma",
          email: uniqueEmail("redirect"),
          password: "mango-lassi-42",
          callbackURL: "https://evil.example/welcome",
        }),
      }),
    );
    expect(direct.status).toBe(403);
  });
});
