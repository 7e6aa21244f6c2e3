import { timeOrderedId } from "../../lib/db/time-ordered-id.ts";
import type { MailAttachment, OutboxMessage, OutboxQueryInput, OutboxSummary } from "@disha/shared";
import type { Kysely, Selectable } from "kysely";
import type { Database, OutboxMessageTable } from "../../lib/db/schema.ts";
import type { MailMessage } from "./transport.ts";

export async function insertOutboxMessage(db: Kysely<Database>, message: MailMessage, createdAt: string) {
  const id = timeOrderedId();
  await db
    .insertInto("outboxMessage")
    .values({
      id,
      kind: message.kind,
      toAddress: message.to.address.toLowerCase(),
      toUserId: message.to.userId ?? null,
      subject: message.subject,
      text: message.text,
      attachments: JSON.stringify(message.attachments ?? []),
      createdAt,
    })
    .execute();
  return id;
}

function attachmentsOf(row: Pick<OutboxMessageTable, "attachments">): MailAttachment[] {
  return JSON.parse(row.attachments) as MailAttachment[];
}

function toSummary(row: Selectable<OutboxMessageTable>): OutboxSummary {
  return {
    id: row.id,
    kind: row.kind,
    to: row.toAddress,
    subject: row.subject,
    attachments: attachmentsOf(row).map(({ filename, contentType }) => ({ filename, contentType })),
    createdAt: row.createdAt,
  };
}

/** Newest first, a page at a time. */
export async function listOutbox(db: Kysely<Database>, query: OutboxQueryInput): Promise<OutboxSummary[]> {
  let select = db.selectFrom("outboxMessage").selectAll().orderBy("createdAt", "desc").orderBy("id", "desc");
  const before = query.before;
  if (before) {
    select = select.where((eb) =>
      eb.or([
        eb("createdAt", "<", before.createdAt),
        eb.and([eb("createdAt", "=", before.createdAt), eb("id", "<", before.id)]),
      ]),
    );
  }
  if (query.to) select = select.where("toAddress", "=", query.to);
  if (query.kind) select = select.where("kind", "=", query.kind);
  return (await select.limit(query.limit).execute()).map(toSummary);
}

export async function findOutboxMessage(db: Kysely<Database>, id: string): Promise<OutboxMessage | undefined> {
  const row = await db.selectFrom("outboxMessage").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return undefined;
  return { ...toSummary(row), text: row.text, attachments: attachmentsOf(row) };
}
