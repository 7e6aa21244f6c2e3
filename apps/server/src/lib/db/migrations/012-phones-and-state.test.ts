import Database from "better-sqlite3";
import { Kysely, SqliteDialect, sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { up } from "./012-phones-and-state.ts";

let db: Kysely<Record<string, Record<string, string | null>>> | undefined;
afterEach(async () => {
  await db?.destroy();
});

describe("migration 012", () => {
  it("brings stored phones to +919876543210, leaves a number that is not a mobile alone, and adds the profile's state", async () => {
    db = new Kysely({ dialect: new SqliteDialect({ database: new Database(":memory:") }) });
    await sql`create table profile ("userId" text primary key, "mobileNumber" text not null)`.execute(db);
    await sql`create table "workshopRegistration" (id text primary key, "phoneNumber" text not null)`.execute(db);
    await sql`create table "supportMessage" (id text primary key, phone text not null)`.execute(db);
    await db
      .insertInto("profile")
      .values([
        { userId: "asha", mobileNumber: "9876543210" },
        { userId: "ravi", mobileNumber: "+919812345678" },
      ])
      .execute();
    await db.insertInto("workshopRegistration").values({ id: "one", phoneNumber: "098765 43210" }).execute();
    await db
      .insertInto("supportMessage")
      .values([
        { id: "one", phone: "+91 98765 43210" },
        { id: "two", phone: "011 2345 6789" },
      ])
      .execute();

    await up(db as Kysely<unknown>);

    expect(await db.selectFrom("profile").selectAll().orderBy("userId").execute()).toEqual([
      { userId: "asha", mobileNumber: "+919876543210", state: null },
      { userId: "ravi", mobileNumber: "+919812345678", state: null },
    ]);
    expect(await db.selectFrom("workshopRegistration").select("phoneNumber").execute()).toEqual([
      { phoneNumber: "+919876543210" },
    ]);
    expect(await db.selectFrom("supportMessage").select("phone").orderBy("id").execute()).toEqual([
      { phone: "+919876543210" },
      { phone: "011 2345 6789" },
    ]);
  });
});
