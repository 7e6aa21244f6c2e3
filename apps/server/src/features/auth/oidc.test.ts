import { afterAll, beforeAll, expect, it } from "vitest";
import { startFakeOidcProvider } from "../../testing/fake-oidc-provider.ts";
import { TestClient, uniqueEmail } from "../../testing/test-client.ts";
import { createTestContext, TEST_APP_URL, type TestContext } from "../../testing/test-server.ts";

const user = { sub: "school-user-42", email: uniqueEmail("oidc"), name: "Meera Iyer" };
let provider: Awaited<ReturnType<typeof startFakeOidcProvider>>;
let context: TestContext;

beforeAll(async () => {
  provider = await startFakeOidcProvider("disha-client", "disha-client-secret", user);
  context = await createTestContext({
    OIDC_PROVIDER_ID: "school",
    OIDC_PROVIDER_NAME: "School login",
    OIDC_DISCOVERY_URL: provider.discoveryUrl,
    OIDC_CLIENT_ID: "disha-client",
    OIDC_CLIENT_SECRET: "disha-client-secret",
  });
});
afterAll(async () => {
  await context.close();
  await provider.close();
});

it("offers no external sign-in when none is configured", async () => {
  const plain = await createTestContext();
  try {
    expect((await new TestClient(plain).get("/api/auth/providers")).body).toEqual({ providers: [] });
  } finally {
    await plain.close();
  }
});

it("signs a student in through an OpenID Connect provider and lands on the dashboard", async () => {
  const client = new TestClient(context);
  expect((await client.get("/api/auth/providers")).body).toEqual({
    providers: [{ id: "school", name: "School login" }],
  });

  const start = await client.post<{ url: string }>("/api/auth/sign-in/social", {
    provider: "school",
    callbackURL: "/dashboard",
  });
  expect(start.status).toBe(200);
  expect(start.body.url.startsWith(`${provider.issuer}/authorize?`)).toBe(true);

  // the browser's trip to the provider, which sends it back with a code
  const atProvider = await fetch(start.body.url, { redirect: "manual" });
  expect(atProvider.status).toBe(302);
  const callback = new URL(atProvider.headers.get("location") ?? "");
  expect(`${callback.origin}${callback.pathname}`).toBe(`${TEST_APP_URL}/api/auth/callback/school`);

  const landed = await client.get(`${callback.pathname}${callback.search}`);
  expect(landed.status).toBe(302);
  expect(landed.headers.get("location")).toMatch(/\/dashboard$/);
  expect(provider.tokenRequests).toHaveLength(1);

  const session = await client.get<{ user: { email: string; name: string } }>("/api/auth/get-session");
  expect(session.body.user).toMatchObject({ email: user.email, name: user.name });
});

it("refuses a callback whose state was not issued to this browser", async () => {
  const client = new TestClient(context);
  const start = await client.post<{ url: string }>("/api/auth/sign-in/social", {
    provider: "school",
    callbackURL: "/dashboard",
  });
  const atProvider = await fetch(start.body.url, { redirect: "manual" });
  const callback = new URL(atProvider.headers.get("location") ?? "");

  const stranger = new TestClient(context);
  const landed = await stranger.get(`${callback.pathname}${callback.search}`);
  expect(landed.headers.get("location") ?? "").not.toMatch(/\/dashboard$/);
  expect((await stranger.get("/api/auth/get-session")).body).toBeNull();
});
