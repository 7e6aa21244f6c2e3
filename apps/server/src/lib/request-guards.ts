import { ErrorCode } from "@disha/shared";
import { t } from "@disha/shared/i18n";
import type { MiddlewareHandler } from "hono";
import { every } from "hono/combine";
import { bodyLimit } from "./body-limit.ts";
import type { AppEnv } from "./context.ts";
import { errorBody } from "./errors.ts";
import { JSON_ONLY_MESSAGE, requireSameOrigin } from "./same-origin.ts";

/** What a route accepts as its body: how large, and in which content types. */
export interface BodySpec {
  /** bytes */
  limit: number;
  /** the content types a cross-site form cannot send; JSON when absent */
  types?: readonly string[];
  /** the message of a 413 */
  tooLarge?: () => string;
  /** the message of a 415 */
  wrongType?: () => string;
}

/** What a write accepts unless its route declares otherwise: JSON, up to 100 kB. */
export const MAX_BODY_BYTES = 100 * 1024;
const JSON_BODY: BodySpec = { limit: MAX_BODY_BYTES, types: ["application/json"] };

/**
 * Run before a write's access check: same origin only (403), a body only of the route's types (415),
 * and no larger than its limit (413 in the shared error shape).
 */
export function bodyGuard(spec: BodySpec = JSON_BODY): MiddlewareHandler<AppEnv> {
  const tooLarge = spec.tooLarge ?? (() => t("errors.generic.tooLarge"));
  return every(
    requireSameOrigin(spec.types ?? ["application/json"], spec.wrongType?.() ?? JSON_ONLY_MESSAGE),
    bodyLimit({
      maxSize: spec.limit,
      onError: (c) => c.json(errorBody(ErrorCode.payloadTooLarge, tooLarge()), 413),
    }),
  );
}
