import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runAdminCommand } from "./admin-cli.ts";
import { rolesOf } from "./lib/roles.ts";
import { TestClient } from "./testing/test-client.ts";
import { createTestContext, type TestContext } from "./testing/test-server.ts";

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(async () => {
  await context.close();
});

async function admin(...args: string[]) {
  const lines: string[] = [];
  const code = await runAdminCommand(
    args,
    (line) => lines.push(line),
    () => context.env,
  );
  return { code, output: lines.join("\n") };
}

describe("npm run admin", () => {
  it("grants and revokes a role on the configured database; the next request sees it", async () => {
    const client = new TestClient(context);
    const { id, email } = await client.signUp();
    expect(await admin("grant", email.toUpperCase(), "admin")).toEqual({ code: 0, output: `${email}: student, admin` });
    expect(await rolesOf(context.deps.db, id)).toEqual(["student", "admin"]);
    expect(await admin("grant", email, "admin")).toMatchObject({ code: 0 });
    expect(await admin("revoke", email, "admin")).toEqual({ code: 0, output: `${email}: student` });
    expect(await admin("roles", email)).toEqual({ code: 0, output: `${email}: student` });
  });

  it("refuses an unknown role, an unknown account and a malformed command, changing nothing", async () => {
    const { email } = await new TestClient(context).signUp();
    expect((await admin("grant", email, "superuser")).code).toBe(2);
    expect((await admin("grant", email, "student")).code).toBe(2);
    expect((await admin("grant", "nobody@example.in", "admin")).code).toBe(1);
    expect((await admin("promote", email)).code).toBe(2);
    expect(await admin("roles", email)).toEqual({ code: 0, output: `${email}: student` });
  });
});
