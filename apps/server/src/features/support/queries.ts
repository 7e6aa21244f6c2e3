import type { Kysely, Selectable } from "kysely";
import type { Database, SupportMessageTable } from "../../lib/db/schema.ts";

export type SupportMessageRow = Selectable<SupportMessageTable>;

export async function insertSupportMessage(db: Kysely<Database>, row: SupportMessageRow): Promise<void> {
  await db.insertInto("supportMessage").values(row).execute();
}
