import { type SupportMessageResponse } from "@disha/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../testing/test-server.ts";
import { TestClient, uniqueAddress } from "../../testing/test-client.ts";

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

const message = {
  name: "Ravi Kumar",
  email: "ravi.kumar@example.in",
  phone: "+91 98765 43210",
  preferredContact: "phone",
  message: "How do I book a second session with my mentor?",
};

describe("POST /api/support-messages", () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestContext();
  });
  afterAll(async () => {
    await context.close();
  });

  const storedRows = (email: string) =>
    context.deps.db.selectFrom("supportMessage").selectAll().where("email", "=", email).execute();

  it("stores a signed-in student's message attached to them", async () => {
    const client = new TestClient(context);
    const user = await client.signUp();
    const email = "signed.in@example.in";
    const response = await client.post<SupportMessageResponse>("/api/support-messages", { ...message, email });
    expect(response.status).toBe(201);
    expect(response.body.message).toMatchObject({ ...message, phone: "+919876543210", email, userId: user.id });

    const rows = await storedRows(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      ...message,
      phone: "+919876543210",
      email,
      userId: user.id,
      id: response.body.message.id,
    });
  });

  it("stores a signed-out visitor's message without a user, preferred method optional", async () => {
    const email = "signed.out@example.in";
    const response = await new TestClient(context).post("/api/support-messages", {
      ...message,
      email,
      preferredContact: "",
    });
    expect(response.status).toBe(201);
    const rows = await storedRows(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: null, preferredContact: null, message: message.message });
  });

  it("refuses a malformed message with 400 and field messages, and stores nothing", async () => {
    const response = await new TestClient(context).post<ErrorBody>("/api/support-messages", {
      name: " ",
      email: "not-an-email",
      phone: "call me",
      preferredContact: "pigeon",
      message: "",
    });
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({
      code: "validation_failed",
      fields: {
        name: "Name is required",
        email: "Enter a valid email address",
        phone: "Enter a 10-digit Indian mobile number, such as 98765 43210 or +91 98765 43210",
        preferredContact: "Choose email or phone",
        message: "Message is required",
      },
    });
    expect(await storedRows("not-an-email")).toHaveLength(0);
  });
});

describe("the support-message rate limit", () => {
  let context: TestContext;
  beforeAll(async () => {
    context = await createTestContext();
  });
  afterAll(async () => {
    await context.close();
  });

  it("allows five messages per address in ten minutes, then answers 429 with a clear message", async () => {
    const email = "busy.sender@example.in";
    const address = uniqueAddress();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt++) {
      statuses.push(
        (await new TestClient(context, address).post("/api/support-messages", { ...message, email })).status,
      );
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
    const limited = await new TestClient(context, address).post<ErrorBody>("/api/support-messages", {
      ...message,
      email,
    });
    expect(limited.body.error.code).toBe("rate_limited");
    expect(limited.body.error.message).toMatch(/wait a few minutes/);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(
      await context.deps.db.selectFrom("supportMessage").select("id").where("email", "=", email).execute(),
    ).toHaveLength(5);
  });
});
