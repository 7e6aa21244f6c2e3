import { type ApiError, ErrorCode, fieldErrors } from "@disha/shared";
import { englishMessage, t } from "@disha/shared/i18n";
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "zod";

/** A failure the caller should see; the app's error handler turns it into the shared error shape. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
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
    return HttpError.badRequest(message, fieldErrors(error, englishMessage));
  }
}

export function errorBody(code: string, message: string, fields?: Record<string, string>): ApiError {
  return { error: fields ? { code, message, fields } : { code, message } };
}

export function errorResponse(c: Context, error: HttpError): Response {
  return c.json(errorBody(error.code, error.message, error.fields), error.status, error.headers);
}
