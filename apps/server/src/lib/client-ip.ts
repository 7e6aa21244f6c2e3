import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import type { AppEnv } from "./context.ts";

function normalise(address: string): string {
  return address.replace(/^::ffff:/, "");
}

/** TRUST_PROXY: a comma-separated list of proxy addresses, or "loopback" for 127.0.0.0/8 and ::1. */
export function parseTrustedProxies(setting: string | undefined): (address: string) => boolean {
  const entries = (setting ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  const exact = new Set(entries.filter((entry) => entry !== "loopback").map(normalise));
  const loopback = entries.includes("loopback");
  return (address) => {
    const plain = normalise(address);
    return exact.has(plain) || (loopback && (plain === "::1" || plain.startsWith("127.")));
  };
}

function peerAddress(c: Context): string {
  try {
    return normalise(getConnInfo(c).remote.address ?? "unknown");
  } catch {
    // requests made in-process (app.request in tests) have no socket
    return "unknown";
  }
}

/**
 * The client's address: the connection's peer, or, when that peer is a proxy listed in TRUST_PROXY,
 * the nearest address in X-Forwarded-For that is not a trusted proxy. A client cannot forge it by
 * sending X-Forwarded-For itself, since its own connection is not from a trusted proxy.
 */
export function clientIp(c: Context<AppEnv>): string {
  const peer = peerAddress(c);
  const isTrusted = c.var.deps.trustedProxy;
  if (!isTrusted(peer)) return peer;
  const hops = (c.req.header("x-forwarded-for") ?? "")
    .split(",")
    .map((hop) => normalise(hop.trim()))
    .filter(Boolean);
  for (let index = hops.length - 1; index >= 0; index--) {
    const hop = hops[index];
    if (hop && !isTrusted(hop)) return hop;
  }
  return hops[0] ?? peer;
}
