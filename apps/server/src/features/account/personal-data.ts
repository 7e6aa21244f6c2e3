import type { TableRegistration } from "../../lib/personal-data.ts";

// Better Auth's tables, and the roles beside them. The account row goes last: it is what the others name.
export const accountTables: TableRegistration[] = [
  {
    table: "session",
    foundBy: "userId",
    exportKey: "sessions",
    // where and on what the student was signed in; never the session token
    exportRows: (db, { userId }) =>
      db
        .selectFrom("session")
        .select(["createdAt", "expiresAt", "ipAddress", "userAgent"])
        .where("userId", "=", userId)
        .execute(),
    eraseRows: async (trx, { userId }) => {
      await trx.deleteFrom("session").where("userId", "=", userId).execute();
    },
  },
  {
    table: "account",
    foundBy: "userId",
    exportKey: "signInMethods",
    // which way the student signs in; never the password hash or tokens
    exportRows: (db, { userId }) =>
      db.selectFrom("account").select(["providerId", "createdAt"]).where("userId", "=", userId).execute(),
    eraseRows: async (trx, { userId }) => {
      await trx.deleteFrom("account").where("userId", "=", userId).execute();
    },
  },
  {
    table: "verification",
    foundBy: "identifier (the account's e-mail)",
    exportKey: "pendingVerifications",
    exportRows: (db, { email }) =>
      db.selectFrom("verification").select(["identifier"]).where("identifier", "=", email.toLowerCase()).execute(),
    eraseRows: async (trx, { email }) => {
      await trx.deleteFrom("verification").where("identifier", "=", email.toLowerCase()).execute();
    },
  },
  {
    table: "userRole",
    foundBy: "userId",
    exportKey: "roles",
    exportRows: (db, { userId }) =>
      db.selectFrom("userRole").select(["role", "grantedAt"]).where("userId", "=", userId).execute(),
    eraseRows: async (trx, { userId }) => {
      await trx.deleteFrom("userRole").where("userId", "=", userId).execute();
    },
  },
];

export const userTable: TableRegistration = {
  table: "user",
  foundBy: "id",
  exportKey: "account",
  exportRows: (db, { userId }) =>
    db.selectFrom("user").select(["id", "name", "email", "image"]).where("id", "=", userId).executeTakeFirst(),
  eraseRows: async (trx, { userId }) => {
    await trx.deleteFrom("user").where("id", "=", userId).execute();
  },
};

export const migrationTables: TableRegistration[] = [
  { table: "kysely_migration", noPersonalData: "names of the schema migrations that have run" },
  { table: "kysely_migration_lock", noPersonalData: "the lock that keeps two nodes from migrating at once" },
];
