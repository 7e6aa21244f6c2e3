import { randomUUID } from "node:crypto";
import {
  type ConsentStatus,
  type GiveConsentInput,
  type ParentChildSummary,
  type ParentChildView,
  type ParentInvitationView,
  type ParentLinkSummary,
  type ParentShare,
} from "@disha/shared";
import { t } from "@disha/shared/i18n";
import type { Kysely } from "kysely";
import type { AppDeps } from "../../lib/context.ts";
import { CHILD_DATA_TABLES, consentInForce, hasStoredChildData, needsParentConsent } from "../../lib/consent.ts";
import type { Database } from "../../lib/db/schema.ts";
import { HttpError } from "../../lib/errors.ts";
import { hashToken, newMailboxToken } from "../../lib/mailbox-token.ts";
import { eraseSubject } from "../../lib/personal-data.ts";
import { grantRole, revokeRole, rolesOf } from "../../lib/roles.ts";
import type { Viewer } from "../../lib/viewer.ts";
import { indiaDateTime } from "../../lib/india-time.ts";
import { isEmailVerified } from "../auth/index.ts";
import { sendMail } from "../mail/index.ts";
import { loadPlan } from "../plan/index.ts";
import {
  childrenOfParent,
  claimLink,
  deleteLinks,
  dropOpenInvitations,
  findOpenInvitation,
  hasAnyChild,
  insertConsent,
  insertLink,
  linkOfParent,
  linksOfStudent,
  type ParentLinkRow,
  setShare,
  upcomingSessions,
  upcomingWorkshops,
  withdrawConsents,
} from "./queries.ts";

type Db = Kysely<Database>;
export const PARENT_INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** Two parents and a guardian or two: more is more likely a mistake than a family. */
export const MAX_PARENTS = 4;
/** How a consent is given: by the parent, signed in to their own account at a verified address. */
export const CONSENT_METHOD = "parent-account-verified-email";

/** The path of the page that opens a parent invitation; the web app's paths.ts names the same one. */
export function parentInvitationPath(token: string): string {
  return `/parent-invitations/${encodeURIComponent(token)}`;
}

const unknownInvitation = () => HttpError.notFound(t("errors.parents.unknownInvitation"));
const notLinked = () => HttpError.notFound(t("errors.parents.notLinked"));
const verifyFirst = () => HttpError.forbidden(t("errors.parents.verifyFirst"));

function summaryOf(row: ParentLinkRow & { parentName: string | null }): ParentLinkSummary {
  return {
    id: row.id,
    email: row.email,
    status: row.claimedAt ? "linked" : "pending",
    parentName: row.claimedAt ? row.parentName : null,
    share: row.share,
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
  };
}

/** Whether the student's profile, plan and chat wait for consent, and the consent in force. */
export async function consentStatusOf(deps: Pick<AppDeps, "db" | "env">, studentId: string): Promise<ConsentStatus> {
  const [roles, given, storedData] = await Promise.all([
    rolesOf(deps.db, studentId),
    consentInForce(deps.db, studentId),
    hasStoredChildData(deps.db, studentId),
  ]);
  const required = needsParentConsent(deps.env, roles);
  if (!given) return { required, given: null, storedData };
  const parent = given.parentUserId
    ? await deps.db.selectFrom("user").select("name").where("id", "=", given.parentUserId).executeTakeFirst()
    : undefined;
  return {
    required,
    given: { givenAt: given.givenAt, parentName: parent?.name ?? null, noticeVersion: given.noticeVersion },
    storedData,
  };
}

export async function parentsOfStudent(deps: Pick<AppDeps, "db" | "env">, studentId: string) {
  const [links, consent] = await Promise.all([linksOfStudent(deps.db, studentId), consentStatusOf(deps, studentId)]);
  return { parents: links.map(summaryOf), consent };
}

/** A student invites a parent by e-mail: a single-use link, mailed through the outbox, for a week. */
export async function inviteParent(
  deps: Pick<AppDeps, "db" | "env">,
  student: Viewer,
  email: string,
  now = new Date(),
): Promise<ParentLinkSummary> {
  const address = email.toLowerCase();
  if (address === student.email.toLowerCase()) {
    throw HttpError.badRequest(t("errors.parents.ownAddress"), { email: t("errors.parents.ownAddress") });
  }
  const { token, tokenHash } = newMailboxToken();
  const row: ParentLinkRow = {
    id: randomUUID(),
    studentId: student.id,
    email: address,
    tokenHash,
    parentUserId: null,
    share: "sessions",
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + PARENT_INVITATION_TTL_MS).toISOString(),
    claimedAt: null,
  };
  await deps.db.transaction().execute(async (trx) => {
    await dropOpenInvitations(trx, student.id, address);
    if ((await linksOfStudent(trx, student.id)).length >= MAX_PARENTS) {
      throw HttpError.conflict(t("errors.parents.tooMany", { count: MAX_PARENTS }));
    }
    await insertLink(trx, row);
  });
  const expiresAt = indiaDateTime(row.expiresAt);
  const url = `${deps.env.APP_URL}${parentInvitationPath(token)}`;
  await sendMail(deps, {
    kind: "parent.invitation",
    to: { address },
    subject: t("mail.parentInvitation.subject", { student: student.name }),
    text: [
      t("mail.invitation.greeting"),
      t("mail.parentInvitation.body", { student: student.name }),
      t("mail.parentInvitation.link", { email: address, url }),
      t("mail.parentInvitation.expiry", { expiresAt }),
      t("mail.parentInvitation.notYou", { student: student.name }),
      t("mail.signOff"),
    ].join("\n\n"),
  });
  return summaryOf({ ...row, parentName: null });
}

export async function viewParentInvitation(db: Db, token: string, now = new Date()): Promise<ParentInvitationView> {
  const link = await findOpenInvitation(db, hashToken(token), now);
  if (!link) throw unknownInvitation();
  return { studentName: link.studentName, email: link.email, expiresAt: link.expiresAt };
}

/**
 * The invited parent claims the link, signed in at the invited address and verified there: anyone else
 * holding the link (a forwarded mail, the child) cannot. The account gets the parent role.
 */
export async function claimParentInvitation(
  deps: Pick<AppDeps, "db" | "env">,
  parent: Viewer,
  token: string,
  now = new Date(),
): Promise<ParentChildSummary> {
  const link = await findOpenInvitation(deps.db, hashToken(token), now);
  if (!link) throw unknownInvitation();
  if (parent.email.toLowerCase() !== link.email || parent.id === link.studentId) {
    throw HttpError.forbidden(t("errors.parents.wrongAddress"));
  }
  if (!(await isEmailVerified(deps.db, parent.id))) throw verifyFirst();
  if (!(await claimLink(deps.db, link.id, parent.id, now))) throw unknownInvitation();
  await grantRole(deps.db, parent.id, "parent");
  return {
    studentId: link.studentId,
    name: link.studentName,
    share: link.share,
    consent: await consentStatusOf(deps, link.studentId),
  };
}

/** Takes the parent role back once a parent has no child left. */
async function endParentRoleIfChildless(db: Db, parentUserIds: string[]): Promise<void> {
  for (const id of parentUserIds) if (!(await hasAnyChild(db, id))) await revokeRole(db, id, "parent");
}

/** The student unlinks a parent (or drops an invitation): that parent's consent goes with the link. */
export async function unlinkParent(db: Db, studentId: string, linkId: string, now = new Date()): Promise<void> {
  const { found, parentUserIds } = await deleteLinks(db, { studentId, id: linkId });
  if (!found) throw HttpError.notFound(t("errors.parents.unknownLink"));
  for (const parentUserId of parentUserIds) await withdrawConsents(db, { studentId, parentUserId }, "unlinked", now);
  await endParentRoleIfChildless(db, parentUserIds);
}

export async function setParentShare(
  deps: Pick<AppDeps, "db" | "env">,
  studentId: string,
  id: string,
  share: ParentShare,
) {
  if (!(await setShare(deps.db, studentId, id, share))) throw HttpError.notFound(t("errors.parents.unknownLink"));
  const row = (await linksOfStudent(deps.db, studentId)).find((link) => link.id === id);
  if (!row) throw HttpError.notFound(t("errors.parents.unknownLink"));
  return summaryOf(row);
}

export async function childrenOf(deps: Pick<AppDeps, "db" | "env">, parentUserId: string) {
  const rows = await childrenOfParent(deps.db, parentUserId);
  return Promise.all(
    rows.map(async (row): Promise<ParentChildSummary> => ({
      studentId: row.studentId,
      name: row.studentName,
      share: row.share,
      consent: await consentStatusOf(deps, row.studentId),
    })),
  );
}

/** What the linked parent sees of a child, read only: the plan only when the child shares it. */
export async function childView(
  deps: Pick<AppDeps, "db" | "env">,
  parentUserId: string,
  studentId: string,
  now = new Date(),
): Promise<ParentChildView> {
  const link = await linkOfParent(deps.db, parentUserId, studentId);
  if (!link) throw notLinked();
  const [plan, sessions, workshops, consent] = await Promise.all([
    link.share === "plan" ? loadPlan(deps.db, studentId, now) : null,
    upcomingSessions(deps.db, studentId, now),
    upcomingWorkshops(deps.db, studentId, now),
    consentStatusOf(deps, studentId),
  ]);
  return {
    studentId,
    name: link.studentName,
    share: link.share,
    consent,
    plan: plan && {
      interestCode: plan.interests?.code ?? null,
      quizCareer: plan.quizResult?.career ?? null,
      shortlist: plan.shortlist.map((item) => ({
        slug: item.slug,
        name: item.name,
        percent: item.progress.percent,
        nextStep: item.progress.nextStep?.title ?? null,
      })),
    },
    sessions,
    workshops,
  };
}

/** A parent unlinks themselves from a child; their consent for that child ends with the link. */
export async function leaveChild(db: Db, parentUserId: string, studentId: string, now = new Date()): Promise<void> {
  const { found } = await deleteLinks(db, { studentId, parentUserId });
  if (!found) throw notLinked();
  await withdrawConsents(db, { studentId, parentUserId }, "unlinked", now);
  await endParentRoleIfChildless(db, [parentUserId]);
}

/** The linked parent, verified at their address, consents for the notice version they read. */
export async function giveConsent(
  deps: Pick<AppDeps, "db" | "env">,
  parent: Viewer,
  studentId: string,
  input: GiveConsentInput,
  now = new Date(),
): Promise<{ status: ConsentStatus; created: boolean }> {
  if (deps.env.CONSENT_MODE !== "parent") throw HttpError.badRequest(t("errors.consent.notNeeded"));
  if (!(await linkOfParent(deps.db, parent.id, studentId))) throw notLinked();
  if (!(await isEmailVerified(deps.db, parent.id))) throw verifyFirst();
  const inForce = await consentInForce(deps.db, studentId);
  if (!inForce) {
    await insertConsent(deps.db, {
      id: randomUUID(),
      studentId,
      parentUserId: parent.id,
      parentEmail: parent.email.toLowerCase(),
      method: CONSENT_METHOD,
      noticeVersion: input.noticeVersion,
      givenAt: now.toISOString(),
      withdrawnAt: null,
      withdrawnBy: null,
    });
  }
  return { status: await consentStatusOf(deps, studentId), created: !inForce };
}

/** Withdraws consent: by the student (any in force), or by a linked parent (the one they gave). */
export async function withdrawConsent(
  deps: Pick<AppDeps, "db" | "env">,
  by: { studentId: string; parentUserId?: string },
  now = new Date(),
): Promise<ConsentStatus> {
  if (by.parentUserId !== undefined && !(await linkOfParent(deps.db, by.parentUserId, by.studentId))) throw notLinked();
  const withdrawn = await withdrawConsents(deps.db, by, by.parentUserId ? "parent" : "student", now);
  if (withdrawn === 0) throw HttpError.notFound(t("errors.consent.noneGiven"));
  return consentStatusOf(deps, by.studentId);
}

/**
 * Deletes what a consent covers (profile, plan, chat history) and keeps the account, its parent links and
 * consent records. The student may at any time; a linked parent once no consent is in force (after a
 * withdrawal), so deleting never undoes a consent another parent gave.
 */
export async function deleteStoredChildData(
  deps: Pick<AppDeps, "db" | "env" | "personalData" | "files">,
  by: { studentId: string; parentUserId?: string },
): Promise<ConsentStatus> {
  if (by.parentUserId !== undefined) {
    if (deps.env.CONSENT_MODE !== "parent") throw HttpError.badRequest(t("errors.consent.notNeeded"));
    if (!(await linkOfParent(deps.db, by.parentUserId, by.studentId))) throw notLinked();
    if (await consentInForce(deps.db, by.studentId)) throw HttpError.conflict(t("errors.consent.withdrawFirst"));
  }
  const student = await deps.db.selectFrom("user").select("email").where("id", "=", by.studentId).executeTakeFirst();
  if (!student) throw notLinked();
  const covered = deps.personalData.filter((entry) => (CHILD_DATA_TABLES as readonly string[]).includes(entry.table));
  await eraseSubject(deps.db, covered, { userId: by.studentId, email: student.email }, deps.files);
  return consentStatusOf(deps, by.studentId);
}
