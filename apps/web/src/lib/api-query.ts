import type { AnyEndpoint } from "@disha/shared/api";
import { queryOptions } from "@tanstack/react-query";
import { type RequestArgs, apiKey, fetchApi } from "./api-client.ts";

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
