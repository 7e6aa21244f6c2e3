import type { Kysely } from "kysely";
import type { Env } from "../env.ts";
import type { Caches } from "./cache.ts";
import type { Auth } from "./auth.ts";
import type { DatabaseKind } from "./db/database.ts";
import type { Database } from "./db/schema.ts";
import type { FileStore } from "./file-store.ts";
import type { Logger } from "./logger.ts";
import type { TableRegistration } from "./personal-data.ts";
import type { RateLimiter } from "./rate-limit.ts";
import type { SessionCache } from "./session-cache.ts";
import type { SessionEvents } from "./session-events.ts";
import type { Viewer } from "./viewer.ts";

/** Everything a request handler may need, built once at start-up. */
export interface AppDeps {
  env: Env;
  db: Kysely<Database>;
  dbKind: DatabaseKind;
  auth: Auth;
  rateLimiter: RateLimiter;
  logger: Logger;
  sessionEvents: SessionEvents;
  /** this server's caches, by name (lib/cache.ts): nothing kept is shared with another server */
  caches: Caches;
  /** sessions Better Auth read in the last minute (lib/session-cache.ts) */
  sessionCache: SessionCache;
  /** whether a peer address is a proxy listed in TRUST_PROXY */
  trustedProxy: (address: string) => boolean;
  /** every table and how a student's rows in it are exported and erased */
  personalData: readonly TableRegistration[];
  /** uploads every node sees: the database, or an S3-compatible bucket when configured */
  files: FileStore;
}

export interface AppEnv {
  /** viewer: undefined until the session is read, null when there is none */
  Variables: { deps: AppDeps; viewer: Viewer | null | undefined };
}
