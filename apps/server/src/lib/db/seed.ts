import type { Kysely } from "kysely";
import type { Database } from "./schema.ts";

/** Fills the catalogue tables (mentors, workshops) on first start; never touches user data. */
export async function seed(_db: Kysely<Database>): Promise<void> {
  // catalogue seeds arrive with the booking and workshop features
}
