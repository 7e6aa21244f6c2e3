import type { ApiError } from "@disha/shared";
import {
  type AnyEndpoint,
  type BodyOf,
  type PathParams,
  type QueryOf,
  type ResponseOf,
  pathOf,
} from "@disha/shared/api";
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

/** What a call of `endpoint` needs: its path's parameters, its query and its body, each only when it has one. */
export type RequestOf<E extends AnyEndpoint> = (keyof PathParams<E["path"]> extends never
  ? { params?: undefined }
  : { params: PathParams<E["path"]> }) &
  (BodyOf<E> extends undefined ? { body?: undefined } : { body: BodyOf<E> }) &
  (QueryOf<E> extends undefined ? { query?: undefined } : { query?: QueryOf<E> });

/** The arguments after the endpoint: none when it needs nothing, else its request. */
export type RequestArgs<E extends AnyEndpoint> =
  object extends RequestOf<E> ? [request?: RequestOf<E>] : [request: RequestOf<E>];

/** The URL of a call, for a link the browser follows (a download) as much as for a fetch. */
export function urlOf<E extends AnyEndpoint>(endpoint: E, ...[request]: RequestArgs<E>): string {
  const path = pathOf(endpoint.path, (request?.params ?? {}) as PathParams<E["path"]>);
  const query = Object.entries((request?.query ?? {}) as Record<string, unknown>).filter(
    ([, value]) => value !== undefined && value !== null && value !== "",
  );
  return query.length === 0
    ? path
    : `${path}?${new URLSearchParams(query.map(([name, value]) => [name, String(value)])).toString()}`;
}

/**
 * Sends one call whose address `urlOf` already made: `fetchApi`'s own way out, and a change kept
 * offline being sent later. Rejects when there is no connection.
 */
export function sendRequest(method: AnyEndpoint["method"], url: string, body?: unknown): Promise<Response> {
  const sendsBody = body !== undefined || (method !== "GET" && method !== "DELETE");
  return fetch(url, {
    method,
    credentials: "same-origin",
    headers: !sendsBody
      ? { accept: "application/json" }
      : { "content-type": body instanceof Blob ? body.type || "application/octet-stream" : "application/json" },
    body: !sendsBody ? undefined : body instanceof Blob ? body : JSON.stringify(body ?? {}),
  });
}

/** Calls an endpoint of the contract (packages/shared/src/api) and answers with its typed response. */
export async function fetchApi<E extends AnyEndpoint>(endpoint: E, ...args: RequestArgs<E>): Promise<ResponseOf<E>> {
  const body = (args[0] as { body?: unknown } | undefined)?.body;
  let response: Response;
  try {
    response = await sendRequest(endpoint.method, urlOf(endpoint, ...args), body);
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
  return data as ResponseOf<E>;
}
