import type { AnyEndpoint } from "@disha/shared/api";

/** The route key of a contract endpoint under a group's prefix: `/api/mentors` + `/api/mentors/:id/slots` -> `"GET /:id/slots"`. */
export type RouteKeyOf<Prefix extends string, E extends AnyEndpoint> = E["path"] extends `${Prefix}${infer Rest}`
  ? `${E["method"]} ${Rest extends "" ? "/" : Rest}`
  : never;

/**
 * Names a feature's routes by the contract (packages/shared/src/api), so that a path or method changed
 * there is a type error here: `const on = routesUnder("/api/mentors")` then `[on(mentorsApi.slots)]: {...}`.
 * An endpoint outside the prefix is a type error too.
 */
export function routesUnder<const Prefix extends string>(prefix: Prefix) {
  return <const E extends AnyEndpoint & { path: `${Prefix}${string}` }>(endpoint: E): RouteKeyOf<Prefix, E> => {
    const rest = endpoint.path.slice(prefix.length);
    return `${endpoint.method} ${rest === "" ? "/" : rest}` as RouteKeyOf<Prefix, E>;
  };
}
