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
    foundBy: "identifier (the account's e-mail), or value (the account's id) for a password reset link",
    exportKey: "pendingVerifications",
    // a reset link's row is named by its token: the export says one is pending, never the token
    exportRows: async (db, { userId, email }) => {
      const rows = await db
        .selectFrom("verification")
        .select(["identifier", "expiresAt"])
        .where((where) =>
          where.or([
            where("identifier", "=", email.toLowerCase()),
            where.and([where("identifier", "like", "reset-password:%"), where("value", "=", userId)]),
          ]),
        )
        .execute();
      return rows.map((row) =>
        row.identifier.startsWith("reset-password:")
          ? { identifier: "password reset link", expiresAt: row.expiresAt }
          : row,
      );
    },
    eraseRows: async (trx, { userId, email }) => {
      await trx
        .deleteFrom("verification")
        .where((where) =>
          where.or([
            where("identifier", "=", email.toLowerCase()),
            where.and([where("identifier", "like", "reset-password:%"), where("value", "=", userId)]),
          ]),
        )
        .execute();
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
    db
      .selectFrom("user")
      .select(["id", "name", "email", "image", "locale", "theme"])
      .where("id", "=", userId)
      .executeTakeFirst(),
  eraseRows: async (trx, { userId }) => {
    await trx.deleteFrom("user").where("id", "=", userId).execute();
  },
};

export const migrationTables: TableRegistration[] = [
  { table: "kysely_migration", noPersonalData: "names of the schema migrations that have run" },
  { table: "kysely_migration_lock", noPersonalData: "the lock that keeps two nodes from migrating at once" },
];
