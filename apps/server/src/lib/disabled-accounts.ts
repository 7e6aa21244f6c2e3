import type { Kysely } from "kysely";
import type { Database } from "./db/schema.ts";

/** Whether an admin has disabled the account: it may not sign in (lib/auth.ts refuses its sessions). */
export async function isAccountDisabled(db: Kysely<Database>, userId: string): Promise<boolean> {
  const row = await db.selectFrom("disabledAccount").select("userId").where("userId", "=", userId).executeTakeFirst();
  return row !== undefined;
}
