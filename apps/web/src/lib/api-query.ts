import type { AnyEndpoint } from "@disha/shared/api";
import { queryOptions } from "@tanstack/react-query";
import { type RequestArgs, type RequestOf, fetchApi } from "./api-client.ts";

/**
 * The query key of a call: the endpoint's path, then what the call asks. Every key of an endpoint
 * starts with `[endpoint.path]`, so `apiKey(endpoint)` invalidates them all.
 */
export function apiKey<E extends AnyEndpoint>(endpoint: E, request?: Partial<RequestOf<E>>) {
  if (request === undefined) return [endpoint.path] as const;
  const { params, query } = request as { params?: object; query?: object };
  return [endpoint.path, { ...(params ?? {}), ...(query ?? {}) }] as const;
}

/**
 * The query options of a GET in the contract: its key (from the contract, never written by hand) and
 * its fetch. A feature spreads them into its own `queryOptions` with what is particular to it.
 */
export function apiQuery<E extends AnyEndpoint & { method: "GET" }>(endpoint: E, ...args: RequestArgs<E>) {
  return queryOptions({
    queryKey: apiKey(endpoint, args[0]),
    queryFn: () => fetchApi(endpoint, ...args),
  });
}
