import { createClient, type RedisClientType } from "redis";
import type { Env } from "./env.ts";
import { createAuth } from "./lib/auth.ts";
import { createCaches } from "./lib/cache.ts";
import { createFileStore } from "./lib/file-store.ts";
import type { AppDeps } from "./lib/context.ts";
import { openDatabase } from "./lib/db/database.ts";
import { migrate } from "./lib/db/migrate.ts";
import { seed } from "./lib/db/seed.ts";
import { seedWorkshops } from "./features/workshops/index.ts";
import { emailVerificationMailer } from "./features/auth/email-verification.ts";
import { passwordResetMailer } from "./features/auth/password-reset.ts";
import { createLogger } from "./lib/logger.ts";
import { createMemoryRateLimiter, createRedisRateLimiter } from "./lib/rate-limit.ts";
import { parseTrustedProxies } from "./lib/client-ip.ts";
import { createSessionCache } from "./lib/session-cache.ts";
import { createSessionEvents } from "./lib/session-events.ts";
import { personalDataRegistry } from "./registry.ts";
import type { Counsellor } from "./features/chat/counsellor/counsellor.ts";
import { createCounsellor } from "./features/chat/counsellor/create-counsellor.ts";

export interface RunningDeps extends AppDeps {
  /** the AI mentor the chat socket answers with */
  counsellor: Counsellor;
  redis: RedisClientType | undefined;
  close(): Promise<void>;
}

/** Opens the database (migrated and seeded), Redis when configured, and auth: what every node needs. */
export async function createDeps(env: Env): Promise<RunningDeps> {
  const logger = createLogger(env.LOG_LEVEL);
  const { db, kind } = openDatabase(env.DATABASE_URL, env.DATA_DIR);
  const sessionEvents = createSessionEvents();
  const auth = createAuth(env, db, kind, sessionEvents, {
    passwordReset: passwordResetMailer({ env, db, logger }),
    emailVerification: emailVerificationMailer({ env, db, logger }),
  });
  await migrate(db, auth);
  // the made-up mentors are demo data: a production start has none unless DEMO_DATA=1
  await seed(db, { demo: env.NODE_ENV !== "production" || env.DEMO_DATA === "1" });
  await seedWorkshops(db, { demo: env.NODE_ENV !== "production" || env.DEMO_DATA === "1" });
  const files = await createFileStore(env, db);
  const caches = createCaches();
  let redis: RedisClientType | undefined;
  if (env.REDIS_URL) {
    redis = createClient({ url: env.REDIS_URL });
    redis.on("error", (error: Error) => logger.error({ err: error.message }, "redis error"));
    await redis.connect();
  }
  return {
    env,
    db,
    dbKind: kind,
    auth,
    logger,
    redis,
    rateLimiter: redis ? createRedisRateLimiter(redis) : createMemoryRateLimiter(),
    counsellor: createCounsellor(env, logger),
    sessionEvents,
    caches,
    sessionCache: createSessionCache(db, caches),
    trustedProxy: parseTrustedProxies(env.TRUST_PROXY),
    personalData: personalDataRegistry,
    files,
    async close() {
      files.close();
      await redis?.quit();
      await db.destroy();
    },
  };
}
