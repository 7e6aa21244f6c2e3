import { randomUUID } from "node:crypto";
import type { MailAttachment } from "@disha/shared";
import type { AppDeps } from "../lib/context.ts";
import { grantRole } from "../lib/roles.ts";
import { createJobRunner } from "../features/jobs/index.ts";
import { ensureMentorOfUser } from "../features/mentors/index.ts";
import { reminderHandlers } from "../features/notifications/index.ts";
import { uniqueEmail } from "./test-client.ts";

/** An account made through Better Auth's own sign-up, as a student's would be. */
export async function makeAccount(deps: Pick<AppDeps, "auth">, name: string) {
  const email = uniqueEmail(name.toLowerCase().replace(/\W+/g, "-"));
  const { user } = await deps.auth.api.signUpEmail({ body: { name, email, password: "correct-horse-1" } });
  return { id: user.id, name, email: user.email };
}

/** A mentor with an account of their own, so both sides of a booking get mail. */
export async function makeMentor(deps: Pick<AppDeps, "auth" | "db" | "caches">, name = "Meera Mentor") {
  const account = await makeAccount(deps, name);
  await grantRole(deps.db, account.id, "mentor");
  const card = await ensureMentorOfUser(deps, { id: account.id, name });
  return { ...account, mentorId: card.id };
}

/** A booking row as the bookings feature stores it, at any instant a test needs. */
export async function insertBooking(
  deps: Pick<AppDeps, "db">,
  booking: { mentorId: string; studentId: string; startsAt: Date },
): Promise<string> {
  const id = randomUUID();
  await deps.db
    .insertInto("booking")
    .values({
      id,
      mentorId: booking.mentorId,
      studentId: booking.studentId,
      startsAt: booking.startsAt.toISOString(),
      cancelledAt: null,
      createdAt: new Date().toISOString(),
    })
    .execute();
  return id;
}

export async function outboxRows(deps: Pick<AppDeps, "db">, kind?: string) {
  let query = deps.db.selectFrom("outboxMessage").selectAll().orderBy("createdAt").orderBy("id");
  if (kind) query = query.where("kind", "=", kind);
  const rows = await query.execute();
  return rows.map((row) => ({ ...row, attachments: JSON.parse(row.attachments) as MailAttachment[] }));
}

/** Does what is due now (a booking's notices) as a node's job runner would, at `now`; says how many it did. */
export async function runDueJobs(deps: AppDeps, now = new Date()): Promise<number> {
  const runner = createJobRunner({
    db: deps.db,
    dbKind: deps.dbKind,
    handlers: reminderHandlers(deps),
    logger: deps.logger,
    clock: () => now,
  });
  return runner.runDue();
}

/** The token of the newest confirmation link mailed to `address` (a workshop registration's or a support message's). */
export async function mailedConfirmationToken(deps: Pick<AppDeps, "db">, address: string): Promise<string> {
  const rows = (await outboxRows(deps)).filter(
    (row) => row.toAddress === address.toLowerCase() && row.kind.endsWith(".confirm"),
  );
  const token = /\/confirm\/([\w-]+)/.exec(rows.at(-1)?.text ?? "")?.[1];
  if (!token) throw new Error("no confirmation link was mailed to that address");
  return token;
}
