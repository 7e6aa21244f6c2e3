import { type Env, EnvError, loadEnv } from "./env.ts";
import { endMentor } from "./features/bookings/index.ts";
import { createAuth } from "./lib/auth.ts";
import { createCaches } from "./lib/cache.ts";
import { openDatabase } from "./lib/db/database.ts";
import { migrate } from "./lib/db/migrate.ts";
import { GRANTABLE_ROLES, grantRole, isGrantableRole, revokeRole, rolesOf } from "./lib/roles.ts";
import { createSessionEvents } from "./lib/session-events.ts";

const USAGE = `Usage: npm run admin -- grant <email> <role>
       npm run admin -- revoke <email> <role>
       npm run admin -- roles <email>
Roles: ${GRANTABLE_ROLES.join(", ")} (every account is a student).
The database is the one DATA_DIR or DATABASE_URL configures, as for npm start.`;

/** Changes an account's roles from the command line; returns the process exit code. */
export async function runAdminCommand(
  args: string[],
  print: (line: string) => void = console.log,
  loadEnvironment: () => Env = loadEnv,
): Promise<number> {
  const [command, email, role] = args;
  if (!command || !email || (command !== "roles" && (!role || !["grant", "revoke"].includes(command)))) {
    print(USAGE);
    return 2;
  }
  if (role !== undefined && !isGrantableRole(role)) {
    print(`Unknown role "${role}". Roles: ${GRANTABLE_ROLES.join(", ")}.`);
    return 2;
  }
  const env = loadEnvironment();
  const { db, kind } = openDatabase(env.DATABASE_URL, env.DATA_DIR);
  try {
    // the CLI mails nothing: no reset or verification link is asked for here
    const noMail = () => Promise.resolve();
    await migrate(
      db,
      createAuth(env, db, kind, createSessionEvents(), { passwordReset: noMail, emailVerification: noMail }),
    );
    const user = await db
      .selectFrom("user")
      .select(["id", "email"])
      .where("email", "=", email.trim().toLowerCase())
      .executeTakeFirst();
    if (!user) {
      print(`No account with the e-mail ${email}.`);
      return 1;
    }
    if (role !== undefined && command === "grant") await grantRole(db, user.id, role);
    if (role !== undefined && command === "revoke") {
      // a mentor's upcoming sessions are cancelled with the role, and their students' mail queued for the server
      if (role === "mentor") {
        // this process keeps no public answers to forget: the servers' catch up within seconds (below)
        await endMentor({ db, caches: createCaches() }, { userId: user.id }, (trx) => revokeRole(trx, user.id, role));
      } else {
        await revokeRole(db, user.id, role);
      }
    }
    // open sessions see the change on their next request; open chat sockets within the sweep interval;
    // the servers' mentor lists and slots within a few seconds
    print(`${user.email}: ${(await rolesOf(db, user.id)).join(", ")}`);
    return 0;
  } finally {
    await db.destroy();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    process.exitCode = await runAdminCommand(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(error.message);
    process.exitCode = 1;
  }
}
