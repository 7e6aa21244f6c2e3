import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOCALE_COOKIE } from "@disha/shared/i18n";
import { TestClient } from "../../testing/test-client.ts";
import { createTestContext, type TestContext } from "../../testing/test-server.ts";
import { mailLocale } from "./preferences.ts";

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(async () => {
  await context.close();
});

describe("the account's language and theme", () => {
  it("are unset until chosen, then remembered and read back", async () => {
    const client = new TestClient(context);
    const student = await client.signUp("Meera");
    expect((await client.get("/api/me/preferences")).body).toEqual({ locale: null, theme: null });
    expect(await mailLocale(context.deps.db, student.id)).toBe("en");

    const changed = await client.request("PATCH", "/api/me/preferences", { locale: "hi", theme: "dark" });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ locale: "hi", theme: "dark" });
    // one at a time: the other stays
    await client.request("PATCH", "/api/me/preferences", { theme: "system" });
    expect((await client.get("/api/me/preferences")).body).toEqual({ locale: "hi", theme: "system" });
    expect(await mailLocale(context.deps.db, student.id)).toBe("hi");
  });

  it("refuses a language Disha has no catalog for, and a theme it does not have, changing nothing", async () => {
    const client = new TestClient(context);
    await client.signUp("Ravi");
    await client.request("PATCH", "/api/me/preferences", { locale: "hi" });
    const unknown = await client.request<{ error: { fields: Record<string, string> } }>(
      "PATCH",
      "/api/me/preferences",
      { locale: "xx" },
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields.locale).toBeTruthy();
    const badTheme = await client.request("PATCH", "/api/me/preferences", { theme: "purple" });
    expect(badTheme.status).toBe(400);
    expect((await client.get("/api/me/preferences")).body).toEqual({ locale: "hi", theme: null });
  });
});

describe("the server's words", () => {
  const signInFirst = async (init: RequestInit) =>
    (
      await new TestClient(context).request<{ error: { message: string } }>(
        "GET",
        "/api/me/preferences",
        undefined,
        init,
      )
    ).body.error.message;

  it("are in the language the browser remembers, else in the one it asks for, else English", async () => {
    const english = await signInFirst({});
    expect(english).toMatch(/sign in/i);
    const byCookie = await signInFirst({ headers: { cookie: `${LOCALE_COOKIE}=hi` } });
    const byHeader = await signInFirst({ headers: { "accept-language": "hi-IN,hi;q=0.9,en;q=0.8" } });
    expect(byCookie).toBe(byHeader);
    // the cookie outranks the header, and a language without a catalog is not taken
    expect(await signInFirst({ headers: { cookie: `${LOCALE_COOKIE}=en`, "accept-language": "hi-IN" } })).toBe(english);
    expect(await signInFirst({ headers: { cookie: `${LOCALE_COOKIE}=xx` } })).toBe(english);
  });
});
