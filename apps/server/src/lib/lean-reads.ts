import type { IncomingMessage, ServerResponse } from "node:http";
import { type DeclaredRoute, jsonTextOf, mayHaveSession, type PublicRead } from "./access.ts";
import type { AppDeps } from "./context.ts";
import { answerableError, errorBody } from "./errors.ts";
import { logRequest } from "./logger.ts";
import { noteRequest } from "./request-activity.ts";

interface LeanRoute {
  /** the declared path, as the request log names it */
  path: string;
  pattern: RegExp;
  paramNames: string[];
  read: PublicRead;
}

function leanRoute(path: string, read: PublicRead): LeanRoute {
  const paramNames: string[] = [];
  const source = path
    .split("/")
    .map((part) => {
      if (!part.startsWith(":")) return part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      paramNames.push(part.slice(1));
      return "([^/]+)";
    })
    .join("/");
  return { path, pattern: new RegExp(`^${source}$`), paramNames, read };
}

// as Hono does: a parameter that is not valid percent-encoding is passed on as it came
function decodeParam(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * Answers anonymous GETs of the routes declared with `publicRead` straight on node:http.
 *
 * For a small public read, Hono's per-request objects (Request, Context, Response, Web Headers) and the
 * middleware chain cost more than the read itself (decision 014). A GET with no session cookie to such
 * a route is answered here by the same read function, with the same headers, error shape and request
 * log; everything else (a signed-in viewer, any other route or method) is left to Hono.
 *
 * Returns a listener that answers and returns true, or returns false when the request is not its own.
 */
export function leanReads(routes: readonly DeclaredRoute[], deps: AppDeps) {
  const leanRoutes = routes.flatMap((route) =>
    route.method === "GET" && route.read ? [leanRoute(route.path, route.read)] : [],
  );

  async function answer(route: LeanRoute, params: string[], query: URLSearchParams, response: ServerResponse) {
    noteRequest();
    const startedAt = performance.now();
    let status = 200;
    let body: string;
    let headers: Record<string, string> | undefined;
    try {
      const value = await route.read(deps, {
        param: (name) => params[route.paramNames.indexOf(name)] ?? "",
        query: (name) => query.get(name) ?? undefined,
        viewer: null,
      });
      body = jsonTextOf(value);
    } catch (thrown) {
      const error = answerableError(thrown, deps.logger, route.path);
      status = error.status;
      headers = error.headers;
      body = JSON.stringify(errorBody(error.code, error.message, error.fields));
    }
    response.writeHead(status, {
      ...headers,
      "content-type": "application/json",
      "cache-control": "no-store",
      "content-length": Buffer.byteLength(body),
    });
    response.end(body);
    logRequest(deps.logger, "GET", route.path, status, startedAt);
  }

  return function answerLeanRead(request: IncomingMessage, response: ServerResponse): boolean {
    if (leanRoutes.length === 0 || request.method !== "GET" || mayHaveSession(request.headers.cookie)) return false;
    const url = request.url ?? "";
    const queryAt = url.indexOf("?");
    const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
    for (const route of leanRoutes) {
      const match = route.pattern.exec(pathname);
      if (!match) continue;
      const query = new URLSearchParams(queryAt === -1 ? "" : url.slice(queryAt + 1));
      answer(route, match.slice(1).map(decodeParam), query, response).catch((error: unknown) => {
        // writing the answer failed (the socket went away): nothing is left to answer
        deps.logger.error({ err: { name: (error as Error).name }, path: route.path }, "lean read not answered");
        response.destroy();
      });
      return true;
    }
    return false;
  };
}
