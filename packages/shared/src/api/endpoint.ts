// One endpoint of the HTTP API, declared once: the server's route takes its method and path and parses
// the body with its schema; the web's fetch builds the URL from it and types the answer.
import type { z } from "zod";

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** The names of a path's parameters: `"/api/bookings/:id/reschedule"` -> `"id"`. */
type ParamNames<Path extends string> = Path extends `${string}:${infer Rest}`
  ? Rest extends `${infer Name}/${infer Tail}`
    ? Name | ParamNames<`/${Tail}`>
    : Rest
  : never;

/** What a path's parameters are filled with. */
export type PathParams<Path extends string> = { readonly [Name in ParamNames<Path>]: string };

/** A body sent as it is with its own content type (a photo), not as JSON. */
export const fileBody = "file" as const;

/** A query string whose schema the server keeps (it needs the server's data to check a value). */
export interface ServerQuery<Shape> {
  readonly serverQuery: Shape;
}

export interface Endpoint<
  M extends Method = Method,
  Path extends string = string,
  Body = unknown,
  Query = unknown,
  Response = unknown,
> {
  readonly method: M;
  /** the full path in Hono's syntax: `/api/mentors/:id/slots` */
  readonly path: Path;
  /** the request body's schema, which the server parses the body with (or `fileBody`; undefined: none) */
  readonly body: Body;
  /** the query string's schema, which the server parses the query with (undefined: none) */
  readonly query: Query;
  /** never set: carries the answer's type */
  readonly response?: Response;
}

/** Any endpoint, whatever its types (for code that walks the contract). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the widest endpoint, so every entry fits
export type AnyEndpoint = Endpoint<Method, string, any, any, any>;

/** The answer's type. */
export type ResponseOf<E extends AnyEndpoint> =
  E extends Endpoint<Method, string, unknown, unknown, infer R> ? R : never;

/** What the web sends as the body: the schema's input, a file, or nothing. */
export type BodyOf<E extends AnyEndpoint> = E["body"] extends z.ZodType
  ? z.input<E["body"]>
  : E["body"] extends typeof fileBody
    ? Blob
    : undefined;

type QueryValue = string | number | boolean | null | undefined;

/** What the web puts in the query string: the schema's fields, each as text (or a number or yes/no). */
export type QueryOf<E extends AnyEndpoint> = E["query"] extends z.ZodType
  ? { readonly [Field in keyof z.input<E["query"]>]?: QueryValue }
  : E["query"] extends ServerQuery<infer Shape>
    ? { readonly [Field in keyof Shape]?: QueryValue }
    : undefined;

/** The answer's type, for an endpoint's `response`: `response: answer<Mentor[]>()`. */
/* @__NO_SIDE_EFFECTS__ */
export function answer<Response>(): Response {
  return undefined as Response;
}

/** The query of a list whose schema the server keeps (it checks values against the knowledge base). */
/* @__NO_SIDE_EFFECTS__ */
export function serverQuery<Shape>(): ServerQuery<Shape> {
  return { serverQuery: undefined as Shape };
}

/**
 * An endpoint from its method, path, schemas and answer type. Declared side-effect free, so a bundle
 * keeps only the endpoints it uses (and the landing page downloads no schema).
 */
/* @__NO_SIDE_EFFECTS__ */
export function endpoint<
  const M extends Method,
  const Path extends string,
  Response,
  Body = undefined,
  Query = undefined,
>(spec: {
  method: M;
  path: Path;
  body?: Body;
  query?: Query;
  response: Response;
}): Endpoint<M, Path, Body, Query, Response> {
  return { body: undefined as Body, query: undefined as Query, ...spec };
}

/** The path with its parameters filled in, each percent-encoded: `pathOf(rescheduleBooking, { id })`. */
export function pathOf<Path extends string>(path: Path, params: PathParams<Path>): string {
  return path.replace(/:(\w+)/g, (_match, name: string) =>
    encodeURIComponent((params as Record<string, string>)[name] ?? ""),
  );
}
