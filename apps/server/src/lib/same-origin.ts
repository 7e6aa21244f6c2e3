import type { MiddlewareHandler } from "hono";
import { t } from "@disha/shared/i18n";
import type { AppEnv } from "./context.ts";
import { HttpError } from "./errors.ts";

export const FOREIGN_ORIGIN_MESSAGE = t("errors.generic.foreignOrigin");
export const JSON_ONLY_MESSAGE = t("errors.generic.jsonOnly");

/**
 * Whether a request comes from our own pages: its Origin is APP_URL, or, when a browser sends no
 * Origin, Sec-Fetch-Site says same-origin. A cross-site form or script fails both.
 */
export function isSameOrigin(
  headers: { origin?: string | undefined; secFetchSite?: string | undefined },
  appUrl: string,
): boolean {
  if (headers.origin !== undefined) return headers.origin === appUrl;
  return headers.secFetchSite === "same-origin";
}

// over HTTP/1.1 a request has a body exactly when it says how long it is or that it is chunked
function hasBody(contentLength: string | undefined, transferEncoding: string | undefined): boolean {
  return (contentLength !== undefined && contentLength !== "0") || transferEncoding !== undefined;
}

/** State-changing requests: same-origin only (403), and a body only as JSON (415). */
export function requireSameOriginJson(): MiddlewareHandler<AppEnv> {
  return requireSameOrigin(["application/json"], JSON_ONLY_MESSAGE);
}

/**
 * State-changing requests: same-origin only (403), and a body only of one of `bodyTypes` (415). None
 * of them may be a type a cross-site form can send (text/plain, multipart/form-data, url-encoded).
 */
export function requireSameOrigin(bodyTypes: readonly string[], wrongTypeMessage: string): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const origin = c.req.header("origin");
    if (!isSameOrigin({ origin, secFetchSite: c.req.header("sec-fetch-site") }, c.var.deps.env.APP_URL)) {
      throw HttpError.forbidden(FOREIGN_ORIGIN_MESSAGE);
    }
    if (hasBody(c.req.header("content-length"), c.req.header("transfer-encoding"))) {
      const type = c.req.header("content-type")?.split(";")[0]?.trim().toLowerCase();
      if (!type || !bodyTypes.includes(type)) throw new HttpError(415, "unsupported_media_type", wrongTypeMessage);
    }
    await next();
  };
}
