import type { Kysely } from "kysely";
import type { Env } from "../../env.ts";
import type { Database } from "../../lib/db/schema.ts";
import { insertOutboxMessage } from "./queries.ts";
import { type MailMessage, sendOverSmtp, smtpConfigured } from "./transport.ts";

export interface MailTarget {
  env: Env;
  /** the database, or the transaction whose commit the message belongs to (a due job's) */
  db: Kysely<Database>;
}

/**
 * Sends one message: through SMTP when it is configured, otherwise into the stored outbox. Written
 * inside a transaction, an outbox message exists exactly when the transaction commits.
 */
export async function sendMail({ env, db }: MailTarget, message: MailMessage, now = new Date()): Promise<void> {
  if (smtpConfigured(env)) await sendOverSmtp(env, message);
  else await insertOutboxMessage(db, message, now.toISOString());
}
