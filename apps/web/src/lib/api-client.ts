import type { ApiError } from "@disha/shared";
import { t } from "./i18n/i18n.ts";

/** A failed API call, carrying the shared error shape's code, message and field messages. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

// a hand-written guard, not the zod schema: zod stays out of the landing page's bundle
function isApiError(data: unknown): data is ApiError {
  if (typeof data !== "object" || data === null || !("error" in data)) return false;
  const error = data.error;
  return typeof error === "object" && error !== null && typeof (error as { message?: unknown }).message === "string";
}

async function request<T>(method: string, url: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: "same-origin",
      headers:
        body === undefined
          ? { accept: "application/json" }
          : { "content-type": body instanceof Blob ? body.type || "application/octet-stream" : "application/json" },
      body: body === undefined || body instanceof Blob ? body : JSON.stringify(body),
    });
  } catch {
    throw new ApiRequestError(0, "network_error", t("common.networkError"));
  }
  const data: unknown = response.status === 204 ? null : await response.json().catch(() => null);
  if (!response.ok) {
    if (isApiError(data)) {
      const { code, message, fields } = data.error;
      throw new ApiRequestError(response.status, code, message, fields);
    }
    throw new ApiRequestError(response.status, "http_error", t("common.somethingWentWrong"));
  }
  return data as T;
}

export const api = {
  get: <T>(url: string) => request<T>("GET", url),
  post: <T>(url: string, body: unknown = {}) => request<T>("POST", url, body),
  put: <T>(url: string, body: unknown = {}) => request<T>("PUT", url, body),
  delete: <T>(url: string, body?: unknown) => request<T>("DELETE", url, body),
  /** a file sent as it is (its own content type), not as JSON */
  putFile: <T>(url: string, file: Blob) => request<T>("PUT", url, file),
};
