import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../testing/test-server.ts";
import { inWriteTransaction } from "./shared-transaction.ts";
import { timeOrderedId } from "./time-ordered-id.ts";

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

function job(key: string) {
  return {
    id: timeOrderedId(),
    kind: "test",
    key,
    subjectId: "subject",
    payload: "{}",
    runAt: new Date().toISOString(),
    status: "due" as const,
    studentId: null,
    studentEmail: null,
    lockedBy: null,
    lockedUntil: null,
    finishedAt: null,
    lastError: null,
    createdAt: new Date().toISOString(),
  };
}

const keysStored = async (prefix: string) =>
  (
    await context.deps.db.selectFrom("dueJob").select("key").where("key", "like", `${prefix}%`).orderBy("key").execute()
  ).map((row) => row.key);

describe("inWriteTransaction", () => {
  it("commits writes made at once, each seeing those before it, and undoes only the one that failed", async () => {
    const { db, dbKind } = context.deps;
    const seen: number[] = [];
    const writes = ["a", "b", "c", "d"].map((name) =>
      inWriteTransaction(db, dbKind, async (trx) => {
        await trx
          .insertInto("dueJob")
          .values(job(`together-${name}`))
          .execute();
        if (name === "c") {
          // c's own row is undone with it; so is the second row it wrote before failing
          await trx.insertInto("dueJob").values(job("together-c2")).execute();
          throw new Error("c refused");
        }
        const count = await trx
          .selectFrom("dueJob")
          .select((eb) => eb.fn.countAll<number>().as("count"))
          .where("key", "like", "together-%")
          .executeTakeFirstOrThrow();
        seen.push(Number(count.count));
        return name;
      }),
    );
    const outcomes = await Promise.allSettled(writes);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(["fulfilled", "fulfilled", "rejected", "fulfilled"]);
    expect((outcomes[2] as PromiseRejectedResult).reason).toEqual(new Error("c refused"));
    expect(outcomes.map((outcome) => (outcome.status === "fulfilled" ? outcome.value : null))).toEqual([
      "a",
      "b",
      null,
      "d",
    ]);
    expect(await keysStored("together-")).toEqual(["together-a", "together-b", "together-d"]);
    // on SQLite they ran one after another in one transaction; on PostgreSQL each alone, so each sees at least itself
    if (dbKind === "sqlite") expect(seen).toEqual([1, 2, 3]);
    else expect(seen.every((count) => count >= 1)).toBe(true);
  });

  it("answers a unique violation to the write that caused it, and the others still commit", async () => {
    const { db, dbKind } = context.deps;
    const outcomes = await Promise.allSettled(
      ["unique-x", "unique-x", "unique-y"].map((key) =>
        inWriteTransaction(db, dbKind, (trx) => trx.insertInto("dueJob").values(job(key)).execute()),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === "rejected")).toHaveLength(1);
    expect(await keysStored("unique-")).toEqual(["unique-x", "unique-y"]);
  });

  it("takes more writes than one commit holds, in order", async () => {
    const { db, dbKind } = context.deps;
    const keys = Array.from({ length: 150 }, (_, index) => `many-${String(index).padStart(3, "0")}`);
    await Promise.all(
      keys.map((key) => inWriteTransaction(db, dbKind, (trx) => trx.insertInto("dueJob").values(job(key)).execute())),
    );
    expect(await keysStored("many-")).toEqual(keys);
  });
});
