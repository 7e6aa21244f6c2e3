import type { AdminAccount } from "@disha/shared";
import type { Kysely } from "kysely";
import type { Database } from "../../lib/db/schema.ts";
import { rolesOf } from "../../lib/roles.ts";

const PAGE = 50;

// "%" and "_" in a query act as wildcards, which is harmless in an admin's search
function likePattern(query: string): string {
  return `%${query.toLowerCase()}%`;
}

/** Accounts whose name or e-mail contains the query (any letter case), newest first; all when it is empty. */
export async function searchAccounts(db: Kysely<Database>, query: string): Promise<AdminAccount[]> {
  let select = db
    .selectFrom("user")
    .leftJoin("disabledAccount", "disabledAccount.userId", "user.id")
    .select(["user.id", "user.name", "user.email", "user.createdAt", "disabledAccount.disabledAt"]);
  if (query !== "") {
    const pattern = likePattern(query);
    select = select.where((eb) =>
      eb.or([
        eb(eb.fn("lower", ["user.name"]), "like", eb.val(pattern)),
        eb(eb.fn("lower", ["user.email"]), "like", eb.val(pattern)),
      ]),
    );
  }
  const rows = await select.orderBy("user.createdAt", "desc").orderBy("user.id").limit(PAGE).execute();
  return Promise.all(rows.map((row) => toAccount(db, row)));
}

async function toAccount(
  db: Kysely<Database>,
  row: { id: string; name: string; email: string; createdAt: string | Date; disabledAt: string | null },
): Promise<AdminAccount> {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    roles: await rolesOf(db, row.id),
    disabled: row.disabledAt !== null,
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

export async function findAccount(db: Kysely<Database>, userId: string): Promise<AdminAccount | undefined> {
  const row = await db
    .selectFrom("user")
    .leftJoin("disabledAccount", "disabledAccount.userId", "user.id")
    .select(["user.id", "user.name", "user.email", "user.createdAt", "disabledAccount.disabledAt"])
    .where("user.id", "=", userId)
    .executeTakeFirst();
  return row ? toAccount(db, row) : undefined;
}
