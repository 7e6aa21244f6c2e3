import { type Migration, Migrator } from "kysely";
import type { Kysely } from "kysely";
import { getMigrations } from "better-auth/db/migration";
import type { Auth } from "../auth.ts";
import type { Database } from "./schema.ts";
import * as initial from "./migrations/001-initial.ts";
import * as roles from "./migrations/002-roles.ts";
import * as plan from "./migrations/003-plan.ts";
import * as availability from "./migrations/004-availability.ts";
import * as mailJobs from "./migrations/005-mail-jobs.ts";
import * as admin from "./migrations/006-admin.ts";
import * as mentorCard from "./migrations/007-mentor-card.ts";
import * as bookingsOutliveMentors from "./migrations/008-bookings-outlive-mentors.ts";
import * as mailboxConfirmation from "./migrations/009-mailbox-confirmation.ts";
import * as storedFiles from "./migrations/010-stored-files.ts";
import * as mistakeReports from "./migrations/011-mistake-reports.ts";
import * as phonesAndState from "./migrations/012-phones-and-state.ts";
import * as schoolsAndClasses from "./migrations/013-schools-and-classes.ts";
import * as parentsAndConsent from "./migrations/014-parents-and-consent.ts";
import * as community from "./migrations/015-community.ts";
import * as languageAndTheme from "./migrations/016-language-and-theme.ts";
import * as classRemovals from "./migrations/017-class-removals.ts";
import * as communityReview from "./migrations/018-community-review.ts";
import * as safetyAlerts from "./migrations/019-safety-alerts.ts";
import * as schoolClass from "./migrations/020-school-class.ts";

const appMigrations: Record<string, Migration> = {
  "001-initial": initial,
  "002-roles": roles,
  "003-plan": plan,
  "004-availability": availability,
  "005-mail-jobs": mailJobs,
  "006-admin": admin,
  "007-mentor-card": mentorCard,
  "008-bookings-outlive-mentors": bookingsOutliveMentors,
  "009-mailbox-confirmation": mailboxConfirmation,
  "010-stored-files": storedFiles,
  "011-mistake-reports": mistakeReports,
  "012-phones-and-state": phonesAndState,
  "013-schools-and-classes": schoolsAndClasses,
  "014-parents-and-consent": parentsAndConsent,
  "015-community": community,
  "016-language-and-theme": languageAndTheme,
  "017-class-removals": classRemovals,
  "018-community-review": communityReview,
  "019-safety-alerts": safetyAlerts,
  "020-school-class": schoolClass,
};

/** Better Auth's tables first (ours reference "user"), then ours in order. Safe to run on every start. */
export async function migrate(db: Kysely<Database>, auth: Auth): Promise<void> {
  const { runMigrations } = await getMigrations(auth.options);
  await runMigrations();
  const migrator = new Migrator({ db, provider: { getMigrations: () => Promise.resolve(appMigrations) } });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error("migration failed", { cause: error });
}
