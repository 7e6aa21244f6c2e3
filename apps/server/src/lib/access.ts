import type { Context } from "hono";
import { Hono } from "hono";
import { consentRequired, mayStoreChildData } from "./consent.ts";
import type { AppDeps, AppEnv } from "./context.ts";
import { HttpError } from "./errors.ts";
import { holdsAnswer, notModifiedHeaders, type PublicAnswer } from "./public-answer.ts";
import { type BodySpec, bodyGuard } from "./request-guards.ts";
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

/** What a public JSON read needs of its request, whether Hono or the public-answer path (lib/pipeline.ts) serves it. */
export interface ReadRequest {
  /** a path parameter, percent-decoded */
  param(name: string): string;
  query(name: string): string | undefined;
  /** every query parameter, the last value of each */
  queries(): Record<string, string>;
  /** the signed-in viewer, or null for an anonymous request */
  viewer: Viewer | null;
}

/** A public read: the answer it gives (kept, or made for this request), or an HttpError thrown. */
export type PublicRead = (deps: AppDeps, request: ReadRequest) => PublicAnswer | Promise<PublicAnswer>;

export interface RouteSpec {
  access: Access;
  handler: Handler;
  /** set by `publicRead`: the answer the public-answer path gives anonymous requests */
  read?: PublicRead;
  /** for a write: its body, when not JSON up to the default limit (lib/request-guards.ts) */
  body?: BodySpec;
  /** the write stores a student's profile, plan or chat: refused (403) while a parent's consent is missing (lib/consent.ts) */
  storesChildData?: true;
}

export interface DeclaredRoute {
  method: Method;
  /** the full path, prefix included, in Hono's syntax (`/api/bookings/:id`) */
  path: string;
  access: Access;
  read?: PublicRead;
  body?: BodySpec;
  storesChildData?: true;
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

const WRITE_METHODS: readonly Method[] = ["POST", "PUT", "PATCH", "DELETE"];

/**
 * A feature's routes, each with its access beside its handler. A write's body is checked first (its
 * declared limit and types, or JSON up to the default), then access, then the handler runs. The
 * declarations are kept for the route x role matrix test and the public-answer path.
 */
export function defineRoutes(prefix: string, spec: Record<RouteKey, RouteSpec>): RouteGroup {
  const app = new Hono<AppEnv>();
  const routes: DeclaredRoute[] = [];
  for (const [key, { access, handler, read, body, storesChildData }] of Object.entries(spec) as [
    RouteKey,
    RouteSpec,
  ][]) {
    const [method, path] = key.split(" ") as [Method, string];
    routes.push({ method, path: joinPath(prefix, path), access, read, body, storesChildData });
    const run = async (c: Context<AppEnv>) => {
      await enforceAccess(c, access);
      if (storesChildData && !(await mayStoreChildData(c.var.deps, await requireUser(c)))) throw consentRequired();
      return handler(c);
    };
    if (WRITE_METHODS.includes(method)) app.on(method, path, bodyGuard(body), run);
    else app.on(method, path, run);
  }
  return { prefix, routes, app };
}

/**
 * A public GET that answers with JSON. Through Hono it sees the viewer; a request with no session
 * cookie is answered by the public-answer path of lib/pipeline.ts with the same function.
 */
export function publicRead(read: PublicRead): RouteSpec {
  return {
    access: publicAccess,
    read,
    handler: async (c) => {
      const answer = await read(c.var.deps, {
        param: (name) => pathParam(c, name),
        query: (name) => c.req.query(name),
        queries: () => c.req.query(),
        viewer: await currentUser(c),
      });
      if (holdsAnswer(c.req.header("if-none-match"), answer)) return c.body(null, 304, notModifiedHeaders(answer));
      return c.body(new Uint8Array(answer.body), 200, {
        "content-type": "application/json; charset=UTF-8",
        "cache-control": answer.cacheControl,
        etag: answer.etag,
      });
    },
  };
}

/** A path parameter of the matched route (declared routes are not typed by their path). */
export function pathParam(c: Context<AppEnv>, name: string): string {
  return c.req.param(name) ?? "";
}
