import type { Context } from "hono";
import { Hono } from "hono";
import type { AppDeps, AppEnv } from "./context.ts";
import { HttpError } from "./errors.ts";
import { type Role, rolesOf } from "./roles.ts";
import { type CachedSession, cookieValue } from "./session-cache.ts";
import type { Viewer } from "./viewer.ts";

/**
 * Who may call a route or a socket event, declared beside its handler:
 * anyone, any signed-in account, the owner of the record, or accounts holding one of a set of roles.
 */
export type Access =
  | { readonly kind: "public" }
  | { readonly kind: "signedIn" }
  | { readonly kind: "roles"; readonly roles: readonly Role[] }
  | {
      readonly kind: "owner";
      /** the record's owner id, or undefined when there is no such record (404) */
      readonly findOwner: (c: Context<AppEnv>) => Promise<string | undefined>;
      readonly notFound: () => HttpError;
    };

export const publicAccess = { kind: "public" } as const satisfies Access;
export const signedIn = { kind: "signedIn" } as const satisfies Access;
export const role = (...roles: Role[]) => ({ kind: "roles", roles }) as const satisfies Access;
/** What a socket event may declare: there is no record to own. */
export type SocketAccess = Extract<Access, { kind: "public" | "signedIn" | "roles" }>;
export const ownerOf = (
  findOwner: (c: Context<AppEnv>) => Promise<string | undefined>,
  notFound: () => HttpError,
): Access => ({
  kind: "owner",
  findOwner,
  notFound,
});

/** Better Auth's session cookie ("better-auth.session_token", "__Secure-" prefixed in production). */
const SESSION_COOKIE = "better-auth.session_token";

/** Whether a request's cookie header may carry a session: without one, the request is anonymous. */
export function mayHaveSession(cookie: string | undefined): cookie is string {
  return cookie?.includes(SESSION_COOKIE) ?? false;
}

/**
 * Reads the session from the cookie (once per request) with the account's current roles; a session
 * read in the last minute on this node comes from the session cache (lib/session-cache.ts).
 */
export async function currentUser(c: Context<AppEnv>): Promise<Viewer | null> {
  const known = c.get("viewer");
  if (known !== undefined) return known;
  const { auth, db, sessionCache } = c.var.deps;
  const cookie = c.req.header("cookie");
  // no session cookie, no session: an anonymous request (a public list, the slots) skips the lookup
  if (!mayHaveSession(cookie)) {
    c.set("viewer", null);
    return null;
  }
  async function read(): Promise<CachedSession | null> {
    const session = await auth.api.getSession({ headers: c.req.raw.headers });
    if (!session) return null;
    const viewer = {
      id: session.user.id,
      name: session.user.name,
      email: session.user.email,
      image: session.user.image ?? null,
      sessionId: session.session.id,
      roles: await rolesOf(db, session.user.id),
    };
    return { viewer, expiresAt: new Date(session.session.expiresAt).getTime() };
  }
  // the cache is keyed by the very cookie Better Auth verifies
  const token = cookieValue(cookie, (await auth.$context).authCookies.sessionToken.name);
  const viewer = token ? await sessionCache.viewer(token, read) : ((await read())?.viewer ?? null);
  c.set("viewer", viewer);
  return viewer;
}

/** The signed-in user, from the session cookie only; 401 without one. */
export async function requireUser(c: Context<AppEnv>): Promise<Viewer> {
  const user = await currentUser(c);
  if (!user) throw HttpError.unauthenticated();
  return user;
}

/** 403 unless the record belongs to the signed-in user. */
export function requireOwner(user: { id: string }, ownerId: string): void {
  if (user.id !== ownerId) throw HttpError.forbidden();
}

export function hasAnyRole(user: { roles: readonly Role[] }, roles: readonly Role[]): boolean {
  return roles.some((wanted) => user.roles.includes(wanted));
}

/** Throws 401, 403 or 404 unless the caller passes `access`. */
export async function enforceAccess(c: Context<AppEnv>, access: Access): Promise<void> {
  if (access.kind === "public") return;
  const user = await requireUser(c);
  if (access.kind === "roles" && !hasAnyRole(user, access.roles)) throw HttpError.forbidden();
  if (access.kind === "owner") {
    const owner = await access.findOwner(c);
    if (owner === undefined) throw access.notFound();
    requireOwner(user, owner);
  }
}

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
type RouteKey = `${Method} /${string}`;
type Handler = (c: Context<AppEnv>) => Response | Promise<Response>;

/** What a public JSON read needs of its request, whether Hono or the lean path (lib/lean-reads.ts) serves it. */
export interface ReadRequest {
  /** a path parameter, percent-decoded */
  param(name: string): string;
  query(name: string): string | undefined;
  /** the signed-in viewer, or null for an anonymous request */
  viewer: Viewer | null;
}

/** JSON a read serialized itself (an answer it keeps), sent as it is. */
export class JsonText {
  constructor(readonly text: string) {}
}

/** A public read: the JSON value (or JsonText) it answers with, or an HttpError. */
export type PublicRead = (deps: AppDeps, request: ReadRequest) => Promise<unknown>;

export function jsonTextOf(value: unknown): string {
  return value instanceof JsonText ? value.text : JSON.stringify(value);
}

export interface RouteSpec {
  access: Access;
  handler: Handler;
  /** set by `publicRead`: the same answer for the lean path to give anonymous requests */
  read?: PublicRead;
}

export interface DeclaredRoute {
  method: Method;
  /** the full path, prefix included, in Hono's syntax (`/api/bookings/:id`) */
  path: string;
  access: Access;
  read?: PublicRead;
}

export interface RouteGroup {
  prefix: string;
  routes: DeclaredRoute[];
  app: Hono<AppEnv>;
}

function joinPath(prefix: string, path: string): string {
  const joined = `${prefix}${path}`.replace(/\/+$/, "");
  return joined === "" ? "/" : joined;
}

/**
 * A feature's routes, each with its access beside its handler. The access check runs before the
 * handler, and the declarations are kept for the route x role matrix test.
 */
export function defineRoutes(prefix: string, spec: Record<RouteKey, RouteSpec>): RouteGroup {
  const app = new Hono<AppEnv>();
  const routes: DeclaredRoute[] = [];
  for (const [key, { access, handler, read }] of Object.entries(spec) as [RouteKey, RouteSpec][]) {
    const [method, path] = key.split(" ") as [Method, string];
    routes.push({ method, path: joinPath(prefix, path), access, read });
    app.on(method, path, async (c) => {
      await enforceAccess(c, access);
      return handler(c);
    });
  }
  return { prefix, routes, app };
}

/**
 * A public GET that answers with JSON. Through Hono it sees the viewer; a request with no session
 * cookie is answered by the lean path on node:http with the same function (lib/lean-reads.ts).
 */
export function publicRead(read: PublicRead): RouteSpec {
  return {
    access: publicAccess,
    read,
    handler: async (c) => {
      const value = await read(c.var.deps, {
        param: (name) => pathParam(c, name),
        query: (name) => c.req.query(name),
        viewer: await currentUser(c),
      });
      return c.body(jsonTextOf(value), 200, { "content-type": "application/json" });
    },
  };
}

/** A path parameter of the matched route (declared routes are not typed by their path). */
export function pathParam(c: Context<AppEnv>, name: string): string {
  return c.req.param(name) ?? "";
}
