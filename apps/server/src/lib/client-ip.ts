import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/** The peer address of the connection; behind a proxy, set it to pass the real one through. */
export function clientIp(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // requests made in-process (app.request in tests) have no socket
    return "unknown";
  }
}
