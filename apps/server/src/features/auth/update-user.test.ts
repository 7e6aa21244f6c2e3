import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TestClient } from "../../testing/test-client.ts";
import { createTestContext, type TestContext } from "../../testing/test-server.ts";

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(async () => {
  await context.close();
});

const storedName = async (id: string) =>
  await context.deps.db.selectFrom("user").select(["name", "image"]).where("id", "=", id).executeTakeFirstOrThrow();

describe("Better Auth's own routes take the shared rules", () => {
  it("answers 400 in the error shape to every bad update-user body, and changes nothing", async () => {
    const client = new TestClient(context);
    const { id, name } = await client.signUp("Tara Menon");
    const bad: unknown[] = [
      { name: "" },
      { name: "   " },
      { name: "x".repeat(101) },
      { name: "x".repeat(5000) },
      { name: { first: "Tara" } },
      { name: ["Tara"] },
      { name: null },
      { name: 42 },
      { image: "javascript:alert(1)" },
      { image: "https://evil.example/me.png" },
      { image: "//evil.example/me.png" },
      { image: 7 },
      { name: "Tara", role: "admin" },
      { name: "Tara", email: "other@example.in" },
      {},
      [],
      "just a string",
      null,
    ];
    for (const body of bad) {
      const response = await client.post("/api/auth/update-user", body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body).toMatchObject({
        error: { code: expect.any(String) as unknown, message: expect.any(String) as unknown },
      });
    }
    expect(await storedName(id)).toEqual({ name, image: null });
  });

  it("accepts a good name, and an avatar served by Disha itself", async () => {
    const client = new TestClient(context);
    const { id } = await client.signUp("Tara Menon");
    expect((await client.post("/api/auth/update-user", { name: "Tara M." })).status).toBe(200);
    expect((await client.post("/api/auth/update-user", { image: `/api/users/${id}/avatar.svg` })).status).toBe(200);
    expect(await storedName(id)).toEqual({ name: "Tara M.", image: `/api/users/${id}/avatar.svg` });
  });

  it("sign-up stores no image it was sent, and never a role", async () => {
    const client = new TestClient(context);
    const response = await client.post<{ user: { id: string } }>("/api/auth/sign-up/email", {
      name: "Sneaky",
      email: `sneaky.${Date.now()}@example.in`,
      password: "correct-horse-1",
      image: "javascript:alert(1)",
      roles: ["admin"],
    });
    expect(response.status).toBe(200);
    expect(await storedName(response.body.user.id)).toEqual({ name: "Sneaky", image: null });
    const roles = await context.deps.db
      .selectFrom("userRole")
      .select("role")
      .where("userId", "=", response.body.user.id)
      .execute();
    expect(roles).toEqual([]);
  });

  it("serves only the Better Auth endpoints Disha declares", async () => {
    const client = new TestClient(context);
    await client.signUp();
    for (const path of [
      "/api/auth/delete-user",
      "/api/auth/change-email",
      "/api/auth/set-password",
      "/api/auth/link-social",
    ]) {
      expect((await client.post(path, {})).status, path).toBe(404);
    }
  });
});
