import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../testing/test-server.ts";
import { committedReader } from "./database.ts";
import { preparedQuery } from "./prepared.ts";

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

const mentorName = preparedQuery((db, values: { id: string }) =>
  db.selectFrom("mentor").select("name").where("id", "=", values.id),
);
const renameMentor = preparedQuery((db, values: { id: string; name: string }) =>
  db.updateTable("mentor").set({ name: values.name }).where("id", "=", values.id),
);

async function someMentorId(): Promise<string> {
  return (await context.deps.db.selectFrom("mentor").select("id").executeTakeFirstOrThrow()).id;
}

describe("preparedQuery", () => {
  it("runs with new values each time, reads and writes alike", async () => {
    const { db } = context.deps;
    const id = await someMentorId();
    await renameMentor(db, { id, name: "Prepared Name" });
    expect((await mentorName(db, { id })).rows).toEqual([{ name: "Prepared Name" }]);
    expect((await mentorName(db, { id: "nobody" })).rows).toEqual([]);
  });

  it("reads only committed rows outside a transaction, and a transaction's own rows inside it", async () => {
    const { db, dbKind } = context.deps;
    const id = await someMentorId();
    await renameMentor(db, { id, name: "Before" });
    let readOutside: unknown;
    await db.transaction().execute(async (trx) => {
      await renameMentor(trx, { id, name: "Inside" });
      expect((await mentorName(trx, { id })).rows).toEqual([{ name: "Inside" }]);
      // SQLite's read-only connection answers at once from its snapshot; PostgreSQL's pool reads
      // committed rows on another connection
      readOutside = (await mentorName(db, { id })).rows;
    });
    expect(readOutside).toEqual([{ name: "Before" }]);
    expect((await mentorName(db, { id })).rows).toEqual([{ name: "Inside" }]);
    expect(committedReader(db) === undefined).toBe(dbKind === "postgres");
  });
});
