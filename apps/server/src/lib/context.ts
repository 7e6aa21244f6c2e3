import type { Kysely } from "kysely";
import type { Env } from "../env.ts";
import type { Auth } from "./auth.ts";
import type { DatabaseKind } from "./db/database.ts";
import type { Database } from "./db/schema.ts";
import type { Logger } from "./logger.ts";
import type { RateLimiter } from "./rate-limit.ts";

/** Everything a request handler may need, built once at start-up. */
export interface AppDeps {
  env: Env;
  db: Kysely<Database>;
  dbKind: DatabaseKind;
  auth: Auth;
  rateLimiter: RateLimiter;
  logger: Logger;
}

export interface AppEnv {
  Variables: { deps: AppDeps };
}
