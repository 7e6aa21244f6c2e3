import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { getRequestListener } from "@hono/node-server";
import type { ErrorHandler, Hono, MiddlewareHandler } from "hono";
import { RegExpRouter } from "hono/router/reg-exp-router";
import { SmartRouter } from "hono/router/smart-router";
import { TrieRouter } from "hono/router/trie-router";
import type { DeclaredRoute, PublicRead, ReadRequest } from "./access.ts";
import { mayHaveSession } from "./access.ts";
import type { AppDeps, AppEnv } from "./context.ts";
import { answerableError, errorBody } from "./errors.ts";
import { createRequestTally, logRequest, type RequestTally } from "./logger.ts";
import { holdsAnswer, notModifiedHeaders, type PublicAnswer } from "./public-answer.ts";
import { noteRequest } from "./request-activity.ts";
import { requestLocale } from "./request-locale.ts";
import { inLocale } from "@disha/shared/i18n";

// The one place where what every answer shares is decided: security headers, the `no-store` default of
// the API, the request log line and the error shape. Hono's middleware, the public-answer path below
// and the chat socket's handshake all take them from here (decision 020).

const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  // no inline <style>: the dialogs are native <dialog> elements, which need no injected scroll lock
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

/** Sent with every page and file of the web app: it may load only our own origin and may not be framed. */
export const pageSecurityHeaders: Readonly<Record<string, string>> = {
  "content-security-policy": contentSecurityPolicy,
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "referrer-policy": "strict-origin-when-cross-origin",
  "cross-origin-opener-policy": "same-origin",
  "cross-origin-resource-policy": "same-origin",
  "permissions-policy": "camera=(), microphone=(), geolocation=()",
  // ignored by browsers over plain http, so harmless in development
  "strict-transport-security": "max-age=15552000; includeSubDomains",
};

// An API answer is data, never a page: opened directly it may load nothing and be framed by no one, and
// the policies that only act on a page's own loads and windows (referrer, opener, permissions) have
// nothing to act on (OWASP's REST security headers). Fewer bytes on every answer (decision 028).
export const apiSecurityHeaders: Readonly<Record<string, string>> = {
  "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "cross-origin-resource-policy": "same-origin",
  "strict-transport-security": pageSecurityHeaders["strict-transport-security"]!,
};

/** The API's (and the socket's) paths take the API's headers; everything else is the web app's. */
export function securityHeadersFor(path: string): Readonly<Record<string, string>> {
  return path.startsWith("/api/") || path.startsWith("/socket.io/") ? apiSecurityHeaders : pageSecurityHeaders;
}

/** An API answer is personal unless its route says it may be kept (public lists and images do). */
export const API_CACHE_DEFAULT = "no-store";

/** An error, as every entry point answers it: status, headers and the shared error shape. */
export function errorAnswer(thrown: unknown, deps: AppDeps, routePath: string) {
  const error = answerableError(thrown, deps.logger, routePath);
  return {
    status: error.status,
    headers: { ...error.headers, "content-type": "application/json", "cache-control": API_CACHE_DEFAULT },
    body: JSON.stringify(errorBody(error.code, error.message, error.fields, error.reasons)),
  };
}

/** The first middleware of every request through Hono: the request log and the API's cache default. */
export function pipelineMiddleware(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    noteRequest();
    c.set("deps", deps);
    const started = performance.now();
    // set before the route answers: a header added to a finished response rebuilds it around a web stream
    const api = c.req.path.startsWith("/api/");
    if (api) c.header("cache-control", API_CACHE_DEFAULT);
    // the server's words (error messages) in the language the student reads
    await inLocale(requestLocale(c), next);
    // a Response the route made itself (Better Auth's) did not take the header above
    if (api && !c.res.headers.has("cache-control")) c.header("cache-control", API_CACHE_DEFAULT);
    logRequest(deps.logger, c.req.method, c.req.routePath, c.res.status, started);
  };
}

/** Hono's error handler: any thrown failure in the shared error shape. */
export function pipelineErrors(deps: AppDeps): ErrorHandler<AppEnv> {
  return (thrown, c) => {
    const { status, headers, body } = errorAnswer(thrown, deps, c.req.routePath);
    return c.body(body, status as 400, headers);
  };
}

/** The Socket.IO engine answers its own HTTP requests (handshake, polling): the same headers and log. */
export function socketPipeline(
  engine: { on(event: string, listener: (...args: any[]) => void): unknown }, // eslint-disable-line @typescript-eslint/no-explicit-any -- Socket.IO's own signature
  deps: AppDeps,
): void {
  const addHeaders = (headers: Record<string, string>) => Object.assign(headers, apiSecurityHeaders);
  engine.on("initial_headers", (headers: Record<string, string>) => {
    addHeaders(headers);
    logRequest(deps.logger, "GET", "/socket.io (handshake)", 200, performance.now());
  });
  engine.on("headers", addHeaders);
  engine.on("connection_error", (error: { req?: { method?: string }; code?: number }) => {
    logRequest(deps.logger, error.req?.method ?? "GET", "/socket.io (handshake)", 400, performance.now());
  });
}

interface PublicRoute {
  path: string;
  read?: PublicRead;
}

function decodeParam(value: string): string {
  // as Hono does: a parameter that is not valid percent-encoding is passed on as it came
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** An anonymous request's path parameters (as the router found them) and query, read when the route asks. */
class AnonymousReadRequest implements ReadRequest {
  readonly viewer = null;
  #search: URLSearchParams | undefined;

  constructor(
    // RegExpRouter gives indexes into `stash`, TrieRouter the parameters themselves
    private readonly params: Record<string, number | string>,
    private readonly stash: string[] | undefined,
    private readonly queryString: string,
  ) {}

  param(name: string): string {
    const found = this.params[name];
    const value = typeof found === "number" ? this.stash?.[found] : found;
    return value === undefined ? "" : decodeParam(value);
  }

  query(name: string): string | undefined {
    return this.searchParams().get(name) ?? undefined;
  }

  queries(): Record<string, string> {
    return Object.fromEntries(this.searchParams());
  }

  private searchParams(): URLSearchParams {
    return (this.#search ??= new URLSearchParams(this.queryString));
  }
}

/**
 * The one Node listener. Every response takes the security headers. An anonymous GET whose route
 * (found by Hono's own router over the declared routes, first match as Hono takes it) is a public read
 * is answered from that read's serialized answer: a Buffer and headers made once per change, or a 304.
 * Everything else goes to the Hono app. Both answer errors and default the cache the same way; a public
 * answer is counted in the request log's tally, anything else leaves its own line.
 */
export function createRequestListener(
  app: Hono<AppEnv>,
  routes: readonly DeclaredRoute[],
  deps: AppDeps,
  tally: RequestTally = createRequestTally(deps.logger),
) {
  // as Hono's app routes: RegExpRouter where it can, TrieRouter for the paths it cannot take
  const router = new SmartRouter<PublicRoute>({ routers: [new RegExpRouter(), new TrieRouter()] });
  for (const route of routes) if (route.method === "GET") router.add("GET", route.path, route);
  const throughHono = getRequestListener(app.fetch);

  // each answer's full headers (its own and the security headers), made once: one writeHead, no setHeader
  const fullHeaders = new WeakMap<PublicAnswer, Record<string, string | number>>();
  function headersOf(answer: PublicAnswer, security: Readonly<Record<string, string>>) {
    let headers = fullHeaders.get(answer);
    if (!headers) {
      headers = { ...security, ...answer.headers };
      fullHeaders.set(answer, headers);
    }
    return headers;
  }

  function send(
    request: IncomingMessage,
    response: ServerResponse,
    route: PublicRoute,
    answer: PublicAnswer,
    started: number,
  ) {
    const security = securityHeadersFor(route.path);
    if (holdsAnswer(request.headers["if-none-match"], answer)) {
      response.writeHead(304, { ...security, ...notModifiedHeaders(answer) });
      response.end();
      tally.count(route.path, 304, started);
      return;
    }
    response.writeHead(200, headersOf(answer, security));
    response.end(answer.sent);
    tally.count(route.path, 200, started);
  }

  function fail(response: ServerResponse, route: PublicRoute, thrown: unknown, started: number) {
    const { status, headers, body } = errorAnswer(thrown, deps, route.path);
    response.writeHead(status, {
      ...securityHeadersFor(route.path),
      ...headers,
      "content-length": Buffer.byteLength(body),
    });
    response.end(body);
    logRequest(deps.logger, "GET", route.path, status, started);
  }

  function answerPublicRead(
    route: PublicRoute & { read: PublicRead },
    readRequest: ReadRequest,
    request: IncomingMessage,
    response: ServerResponse,
  ) {
    noteRequest();
    const started = performance.now();
    try {
      const pending = route.read(deps, readRequest);
      if (!(pending instanceof Promise)) {
        send(request, response, route, pending, started);
        return;
      }
      pending.then(
        (answer) => send(request, response, route, answer, started),
        (thrown: unknown) => fail(response, route, thrown, started),
      );
    } catch (thrown) {
      fail(response, route, thrown, started);
    }
  }

  function publicReadOf(request: IncomingMessage, response: ServerResponse): boolean {
    if (request.method !== "GET" || mayHaveSession(request.headers.cookie)) return false;
    const url = request.url ?? "/";
    const queryAt = url.indexOf("?");
    const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
    // an encoded path is Hono's to decode
    if (pathname.includes("%")) return false;
    const [matches, stash] = router.match("GET", pathname);
    const first = matches[0];
    if (!first) return false;
    const [route, params] = first as [PublicRoute, Record<string, number | string>];
    if (!route.read) return false;
    const readRequest = new AnonymousReadRequest(params, stash, queryAt === -1 ? "" : url.slice(queryAt + 1));
    answerPublicRead(route as PublicRoute & { read: PublicRead }, readRequest, request, response);
    return true;
  }

  return (request: IncomingMessage, response: ServerResponse) => {
    if (publicReadOf(request, response)) return;
    // set on the Node response before Hono runs: a header the app sets itself still wins
    for (const [name, value] of Object.entries(securityHeadersFor(request.url ?? "/"))) response.setHeader(name, value);
    void throughHono(request, response);
  };
}

/** The Node HTTP server of the app, answering through the one listener above. */
export function createAppServer(app: Hono<AppEnv>, routes: readonly DeclaredRoute[], deps: AppDeps) {
  const tally = createRequestTally(deps.logger);
  const server = createServer(createRequestListener(app, routes, deps, tally));
  // what was counted since the last tally line is written before the server goes
  server.on("close", () => tally.flush());
  // An idle connection is kept longer than a proxy's or client's pool keeps it (60 s on common load
  // balancers), so the server is never the side that closes one just as a request is sent on it: that
  // request would fail with a reset (Node's default is 5 s)
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  return server;
}
