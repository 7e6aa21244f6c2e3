import type { AdminAccount, AdminGrantableRole } from "@disha/shared";
import { t } from "@disha/shared/i18n";
import type { AppDeps } from "../../lib/context.ts";
import { HttpError } from "../../lib/errors.ts";
import { grantRole, revokeRole } from "../../lib/roles.ts";
import { endMentor, mentorStandingChanged } from "../bookings/index.ts";
import { findAccount } from "./queries.ts";

export const unknownAccount = () => HttpError.notFound(t("admin.errors.unknownAccount"));

async function existingAccount(deps: AppDeps, userId: string): Promise<AdminAccount> {
  const account = await findAccount(deps.db, userId);
  if (!account) throw unknownAccount();
  return account;
}

/**
 * Disables an account: it can no longer sign in, and every session it holds ends now (open chat
 * sockets close at once); a mentor's upcoming sessions are cancelled, with a mail to each student. An
 * admin cannot disable their own account, so one admin always remains.
 */
export async function disableAccount(deps: AppDeps, adminId: string, userId: string): Promise<AdminAccount> {
  if (adminId === userId) throw HttpError.conflict(t("admin.errors.notYourself"));
  await existingAccount(deps, userId);
  await endMentor(deps, { userId }, async (trx) => {
    await trx
      .insertInto("disabledAccount")
      .values({ userId, disabledAt: new Date().toISOString(), disabledBy: adminId })
      .onConflict((conflict) => conflict.column("userId").doNothing())
      .execute();
    await trx.deleteFrom("session").where("userId", "=", userId).execute();
  });
  deps.sessionEvents.emit({ reason: "account-disabled", userId });
  return existingAccount(deps, userId);
}

export async function enableAccount(deps: AppDeps, userId: string): Promise<AdminAccount> {
  await existingAccount(deps, userId);
  await deps.db.deleteFrom("disabledAccount").where("userId", "=", userId).execute();
  mentorStandingChanged(deps, { userId });
  return existingAccount(deps, userId);
}

/**
 * Grants or revokes a role; an admin cannot take the admin role from themselves. Taking the mentor
 * role cancels the mentor's upcoming sessions, with a mail to each student.
 */
export async function changeRole(
  deps: AppDeps,
  adminId: string,
  userId: string,
  role: AdminGrantableRole,
  granted: boolean,
): Promise<AdminAccount> {
  if (!granted && role === "admin" && adminId === userId) throw HttpError.conflict(t("admin.errors.notYourself"));
  await existingAccount(deps, userId);
  if (granted) await grantRole(deps.db, userId, role);
  else if (role === "mentor") await endMentor(deps, { userId }, (trx) => revokeRole(trx, userId, role));
  else await revokeRole(deps.db, userId, role);
  mentorStandingChanged(deps, { userId });
  // an open chat socket re-reads its roles at its next event
  deps.sessionEvents.emit({ reason: "roles-changed", userId });
  return existingAccount(deps, userId);
}
