import { randomUUID } from "node:crypto";
import type {
  AcceptInvitationInput,
  InvitationAccepted,
  InvitationView,
  InvitedRole,
  MentorInvitationInput,
  MentorInvitationSummary,
} from "@disha/shared";
import { t } from "@disha/shared/i18n";
import type { AppDeps } from "../../lib/context.ts";
import { HttpError } from "../../lib/errors.ts";
import { grantRole } from "../../lib/roles.ts";
import type { Viewer } from "../../lib/viewer.ts";
import { sendMail } from "../mail/index.ts";
import { ensureMentorOfUser } from "../mentors/index.ts";
import { makeCounsellorOf, schoolNameOf } from "../schools/index.ts";
import {
  accountWithEmail,
  claimInvitation,
  findOpenInvitation,
  insertInvitation,
  recordAcceptance,
  releaseInvitation,
  revokeOpenInvitations,
  toSummary,
} from "./queries.ts";
import { hashToken, newMailboxToken } from "../../lib/mailbox-token.ts";
import { indiaDateTime } from "../../lib/india-time.ts";

export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export const unknownInvitation = () => HttpError.notFound(t("invitations.errors.unknown"));

/** The path of the page that accepts an invitation; the web app's paths.ts names the same one. */
export function invitationPath(token: string): string {
  return `/invitations/${encodeURIComponent(token)}`;
}

/** An invitation to a role: a mentor, or a counsellor of one school. */
export interface RoleInvitation {
  email: string;
  name?: string | null;
  role: InvitedRole;
  /** the school a counsellor is invited to serve (and named in the mail) */
  schoolId?: string | null;
}

/**
 * Invites a mentor or a counsellor: an open invitation for the same address ends, a new single-use
 * token is made, and the link goes out by mail (the outbox when no SMTP server is configured).
 */
export async function inviteByRole(
  deps: Pick<AppDeps, "db" | "env">,
  input: RoleInvitation,
  invitedBy: string,
  now = new Date(),
): Promise<MentorInvitationSummary> {
  const { token, tokenHash } = newMailboxToken();
  const row = {
    id: randomUUID(),
    email: input.email.toLowerCase(),
    name: input.name || null,
    role: input.role,
    schoolId: input.schoolId ?? null,
    tokenHash,
    invitedBy,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + INVITATION_TTL_MS).toISOString(),
    acceptedAt: null,
    acceptedUserId: null,
    revokedAt: null,
  };
  await deps.db.transaction().execute(async (trx) => {
    await revokeOpenInvitations(trx, row.email, row.createdAt);
    await insertInvitation(trx, row);
  });
  const url = `${deps.env.APP_URL}${invitationPath(token)}`;
  const expiresAt = indiaDateTime(row.expiresAt);
  const school = (row.schoolId ? await schoolNameOf(deps.db, row.schoolId) : null) ?? "";
  const [subject, body] =
    row.role === "counsellor"
      ? [
          t("mail.counsellorInvitation.subject", { school }),
          t("mail.counsellorInvitation.body", { school, email: row.email, url }),
        ]
      : [t("mail.invitation.subject"), t("mail.invitation.body", { email: row.email, url })];
  await sendMail(deps, {
    kind: `${row.role}.invitation`,
    to: { address: row.email },
    subject,
    text: [t("mail.invitation.greeting"), body, t("mail.invitation.expiry", { expiresAt }), t("mail.signOff")].join(
      "\n\n",
    ),
  });
  return toSummary(row, now);
}

export function inviteMentor(
  deps: Pick<AppDeps, "db" | "env">,
  input: MentorInvitationInput,
  invitedBy: string,
  now = new Date(),
): Promise<MentorInvitationSummary> {
  return inviteByRole(deps, { ...input, role: "mentor" }, invitedBy, now);
}

export async function viewInvitation(
  deps: Pick<AppDeps, "db">,
  token: string,
  now = new Date(),
): Promise<InvitationView> {
  const invitation = await findOpenInvitation(deps.db, hashToken(token), now);
  if (!invitation) throw unknownInvitation();
  return {
    email: invitation.email,
    name: invitation.name,
    role: invitation.role,
    schoolName: invitation.schoolId ? await schoolNameOf(deps.db, invitation.schoolId) : null,
    expiresAt: invitation.expiresAt,
  };
}

/**
 * Accepts an invitation once: makes the account through Better Auth (which signs the invitee in) and
 * grants the role: a mentor gets their mentor card, a counsellor their school. Answers with Better
 * Auth's session cookies.
 */
export async function acceptInvitation(
  deps: Pick<AppDeps, "db" | "auth" | "caches">,
  token: string,
  input: AcceptInvitationInput,
  requestHeaders: Headers,
  now = new Date(),
): Promise<{ accepted: InvitationAccepted; headers: Headers }> {
  const { db, auth } = deps;
  const invitation = await findOpenInvitation(db, hashToken(token), now);
  if (!invitation) throw unknownInvitation();
  if (await accountWithEmail(db, invitation.email)) throw HttpError.conflict(t("invitations.errors.accountExists"));
  if (!(await claimInvitation(db, invitation.id, now))) throw unknownInvitation();
  let created;
  try {
    created = await auth.api.signUpEmail({
      body: { name: input.name, email: invitation.email, password: input.password },
      headers: requestHeaders,
      returnHeaders: true,
    });
  } catch (error) {
    await releaseInvitation(db, invitation.id);
    throw error;
  }
  const user = created.response.user;
  return { accepted: await grantInvitedRole(deps, invitation, user), headers: created.headers };
}

/** The role an accepted invitation gives: a mentor gets their mentor card, a counsellor their school. */
async function grantInvitedRole(
  deps: Pick<AppDeps, "db" | "caches">,
  invitation: { id: string; role: InvitedRole; schoolId: string | null },
  user: { id: string; name: string; email: string },
): Promise<InvitationAccepted> {
  const { db } = deps;
  await grantRole(db, user.id, invitation.role);
  let mentorId: string | null = null;
  if (invitation.role === "mentor") mentorId = (await ensureMentorOfUser(deps, { id: user.id, name: user.name })).id;
  else if (invitation.schoolId) await makeCounsellorOf(db, invitation.schoolId, user.id);
  await recordAcceptance(db, invitation.id, user.id);
  return { user: { id: user.id, name: user.name, email: user.email }, role: invitation.role, mentorId };
}

/**
 * An account that exists already accepts an invitation once, signed in at the address it was sent to:
 * anyone else holding the link (a forwarded mail, another account) cannot.
 */
export async function claimInvitationAsAccount(
  deps: Pick<AppDeps, "db" | "caches">,
  viewer: Viewer,
  token: string,
  now = new Date(),
): Promise<InvitationAccepted> {
  const invitation = await findOpenInvitation(deps.db, hashToken(token), now);
  if (!invitation) throw unknownInvitation();
  if (viewer.email.toLowerCase() !== invitation.email) throw HttpError.forbidden(t("invitations.errors.wrongAddress"));
  if (!(await claimInvitation(deps.db, invitation.id, now))) throw unknownInvitation();
  return grantInvitedRole(deps, invitation, viewer);
}
