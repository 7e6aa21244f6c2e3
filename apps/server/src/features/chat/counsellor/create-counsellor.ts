import type { Env } from "../../../env.ts";
import type { Logger } from "../../../lib/logger.ts";
import type { Counsellor } from "./counsellor.ts";
import { createLlmCounsellor } from "./llm-counsellor.ts";
import { createLocalCounsellor } from "./local-counsellor.ts";

/** The local counsellor, unless an operator configured an OpenAI-compatible endpoint (then it is the fallback). */
export function createCounsellor(env: Env, logger: Logger): Counsellor {
  const local = createLocalCounsellor();
  if (!env.LLM_BASE_URL || !env.LLM_MODEL) return local;
  return createLlmCounsellor({
    baseUrl: env.LLM_BASE_URL,
    apiKey: env.LLM_API_KEY,
    model: env.LLM_MODEL,
    timeoutMs: env.LLM_TIMEOUT_MS,
    fallback: local,
    logger,
  });
}
