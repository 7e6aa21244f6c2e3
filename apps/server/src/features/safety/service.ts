import type { MailKind, SafetyAlert, SafetyAlertReachedInput, SafetyAlertSource } from "@disha/shared";
import { t } from "@disha/shared/i18n";
import type { AppDeps } from "../../lib/context.ts";
import { nowIso } from "../../lib/db/database.ts";
import { timeOrderedId } from "../../lib/db/time-ordered-id.ts";
import { HttpError } from "../../lib/errors.ts";
import { selfHarmIn } from "../../lib/harm/detect.ts";
import type { Viewer } from "../../lib/viewer.ts";
import { sendMail } from "../mail/index.ts";

type Deps = Pick<AppDeps, "db" | "env">;

// reached alerts stay on the moderators' list this long, so a colleague can read what was done
const REACHED_SHOWN_FOR_MS = 7 * 24 * 60 * 60 * 1000;

/** The same rule the community holds posts by and the AI mentor answers with its crisis reply. */
export function speaksOfSelfHarm(text: string): boolean {
  return selfHarmIn(text) === "sure";
}

/** Every admin and moderator, mailed at once (SMTP or the outbox): a person must see it today. */
export async function tellModerators(
  deps: Deps,
  mail: { kind: MailKind; subject: string; body: string },
): Promise<number> {
  const moderators = await deps.db
    .selectFrom("userRole")
    .innerJoin("user", "user.id", "userRole.userId")
    .select(["user.id", "user.email", "user.name"])
    .where("userRole.role", "in", ["admin", "moderator"])
    .distinct()
    .execute();
  for (const moderator of moderators) {
    await sendMail(deps, {
      kind: mail.kind,
      to: { address: moderator.email, userId: moderator.id },
      subject: mail.subject,
      text: [t("mail.greeting", { name: moderator.name }), mail.body, t("mail.signOff")].join("\n\n"),
    });
  }
  return moderators.length;
}

/**
 * Keeps a message that spoke of self-harm for the moderators and mails them, unless an alert of the
 * same student still waits (they are already told; the new message joins the list). The message itself
 * stays out of the mail: it is read signed in, on the moderation page.
 */
export async function raiseSafetyAlert(
  deps: Deps,
  alert: { userId: string; source: SafetyAlertSource; text: string },
): Promise<void> {
  const waiting = await deps.db
    .selectFrom("safetyAlert")
    .select("id")
    .where("userId", "=", alert.userId)
    .where("reachedAt", "is", null)
    .executeTakeFirst();
  await deps.db
    .insertInto("safetyAlert")
    .values({ id: timeOrderedId(), ...alert, createdAt: nowIso(), reachedAt: null, reachedBy: null, note: null })
    .execute();
  if (waiting) return;
  await tellModerators(deps, {
    kind: "safety.chat",
    subject: t("community.mail.safetySubject"),
    body: t("community.mail.safetyBody", { url: `${deps.env.APP_URL}/community/moderation` }),
  });
}

export async function countWaitingSafetyAlerts(deps: Deps): Promise<number> {
  const row = await deps.db
    .selectFrom("safetyAlert")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("reachedAt", "is", null)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

function selectAlerts(deps: Deps) {
  return deps.db
    .selectFrom("safetyAlert")
    .leftJoin("user as student", "student.id", "safetyAlert.userId")
    .leftJoin("user as moderator", "moderator.id", "safetyAlert.reachedBy")
    .select([
      "safetyAlert.id",
      "safetyAlert.source",
      "safetyAlert.text",
      "safetyAlert.createdAt",
      "safetyAlert.reachedAt",
      "safetyAlert.note",
      "student.name as studentName",
      "student.email as studentEmail",
      "moderator.name as moderatorName",
    ]);
}

type AlertRow = Awaited<ReturnType<ReturnType<typeof selectAlerts>["execute"]>>[number];

function toSafetyAlert(row: AlertRow): SafetyAlert {
  return {
    id: row.id,
    source: row.source,
    student:
      row.studentName !== null && row.studentEmail !== null ? { name: row.studentName, email: row.studentEmail } : null,
    text: row.text,
    createdAt: row.createdAt,
    reached: row.reachedAt ? { at: row.reachedAt, by: row.moderatorName, note: row.note ?? "" } : null,
  };
}

/** The waiting alerts, oldest first, then the last week's reached ones, newest first. */
export async function listSafetyAlerts(deps: Deps, now = Date.now()): Promise<SafetyAlert[]> {
  const since = new Date(now - REACHED_SHOWN_FOR_MS).toISOString();
  const [waiting, reached] = await Promise.all([
    selectAlerts(deps).where("safetyAlert.reachedAt", "is", null).orderBy("safetyAlert.createdAt", "asc").execute(),
    selectAlerts(deps)
      .where("safetyAlert.reachedAt", ">=", since)
      .orderBy("safetyAlert.reachedAt", "desc")
      .limit(50)
      .execute(),
  ]);
  return [...waiting, ...reached].map(toSafetyAlert);
}

/** A moderator records how the student was reached; a second record of the same alert is a 409. */
export async function markReached(
  deps: Deps,
  moderator: Viewer,
  id: string,
  input: SafetyAlertReachedInput,
): Promise<SafetyAlert> {
  const updated = await deps.db
    .updateTable("safetyAlert")
    .set({ reachedAt: nowIso(), reachedBy: moderator.id, note: input.note })
    .where("id", "=", id)
    .where("reachedAt", "is", null)
    .executeTakeFirst();
  const row = await selectAlerts(deps).where("safetyAlert.id", "=", id).executeTakeFirst();
  if (!row) throw HttpError.notFound(t("community.errors.unknownSafetyAlert"));
  if (Number(updated.numUpdatedRows) === 0) throw HttpError.conflict(t("community.errors.safetyAlertReached"));
  return toSafetyAlert(row);
}
