import { type ApiError, ErrorCode, fieldErrors } from "@disha/shared";
import { requestMessage, t } from "@disha/shared/i18n";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { Logger } from "./logger.ts";
import type { z } from "zod";

/** A failure the caller should see; the app's error handler turns it into the shared error shape. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
    readonly reasons?: readonly string[],
  ) {
    super(message);
  }

  /** A 400 that names every problem by its code, so a client can show each (a refused community post). */
  static refused(code: string, message: string, reasons: readonly string[], fields?: Record<string, string>) {
    return new HttpError(400, code, message, fields, undefined, reasons);
  }

  static badRequest(message: string, fields?: Record<string, string>) {
    return new HttpError(400, fields ? ErrorCode.validation : ErrorCode.badRequest, message, fields);
  }
  static unauthenticated(message = t("errors.generic.signInFirst")) {
    return new HttpError(401, ErrorCode.unauthenticated, message);
  }
  static forbidden(message = t("errors.generic.notAllowed")) {
    return new HttpError(403, ErrorCode.forbidden, message);
  }
  static notFound(message = t("errors.generic.notFound")) {
    return new HttpError(404, ErrorCode.notFound, message);
  }
  static conflict(message: string) {
    return new HttpError(409, ErrorCode.conflict, message);
  }
  static fromZod(error: z.ZodError, message = t("errors.generic.fieldsNeedAttention")) {
    return HttpError.badRequest(message, fieldErrors(error, requestMessage));
  }
}

export function errorBody(
  code: string,
  message: string,
  fields?: Record<string, string>,
  reasons?: readonly string[],
): ApiError {
  return {
    error: { code, message, ...(fields ? { fields } : {}), ...(reasons ? { reasons: [...reasons] } : {}) },
  };
}

/**
 * Any failure a handler threw, as an HttpError to answer with: an HttpError as it is, Hono's own with
 * its status, anything else as a 500 logged by its name and stack only (a message may quote what the
 * student sent).
 */
export function answerableError(error: unknown, logger: Logger, routePath: string): HttpError {
  if (error instanceof HttpError) return error;
  if (error instanceof HTTPException) {
    return new HttpError(error.status, ErrorCode.badRequest, error.message || t("errors.generic.badRequest"));
  }
  const { name, stack } = error instanceof Error ? error : new Error("non-error thrown");
  logger.error({ err: { name, stack: stack?.split("\n").slice(1, 6).join("\n") }, path: routePath }, "unhandled error");
  return new HttpError(500, ErrorCode.internal, t("errors.generic.internal"));
}
