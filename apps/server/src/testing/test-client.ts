import { randomBytes } from "node:crypto";
import type { TestContext } from "./test-server.ts";
import { TEST_APP_URL } from "./test-server.ts";

let counter = 0;
let addresses = 0;
// per process, since the Redis-backed limits outlive one test run and several run at once
const addressPrefix = `fd00:${randomBytes(2).toString("hex")}:${randomBytes(2).toString("hex")}`;

/** A distinct client address per test client, so per-address limits count each "device" apart. */
export function uniqueAddress(): string {
  addresses += 1;
  return `${addressPrefix}::${addresses.toString(16)}`;
}

/** A unique e-mail per call, so tests never collide on the unique index. */
export function uniqueEmail(prefix = "student"): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.in`;
}

export interface JsonResponse<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

/** Calls the in-process app the way a browser would: JSON, same-origin, with its own cookie. */
export class TestClient {
  cookie = "";

  constructor(
    private readonly context: TestContext,
    /** the connection's peer address the server sees */
    readonly address = uniqueAddress(),
  ) {}

  async request<T = unknown>(
    method: string,
    path: string,
    body?: unknown,
    init: RequestInit = {},
  ): Promise<JsonResponse<T>> {
    const headers = new Headers(init.headers);
    if (!headers.has("origin")) headers.set("origin", TEST_APP_URL);
    if (this.cookie) headers.set("cookie", this.cookie);
    if (body !== undefined && !headers.has("content-type")) headers.set("content-type", "application/json");
    const payload =
      body === undefined ? null : typeof body === "string" || body instanceof Uint8Array ? body : JSON.stringify(body);
    // as over a real connection, where the server learns of a body from its length
    if (payload !== null) headers.set("content-length", String(Buffer.byteLength(payload)));
    const response = await this.context.app.request(
      `${TEST_APP_URL}${path}`,
      {
        ...init,
        method,
        headers,
        body: payload,
        // what @hono/node-server's getConnInfo reads: the peer address of a real connection
      },
      { incoming: { socket: { remoteAddress: this.address, remotePort: 40000, remoteFamily: "IPv6" } } },
    );
    for (const setCookie of response.headers.getSetCookie()) {
      const pair = setCookie.split(";")[0] ?? "";
      const name = pair.split("=")[0] ?? "";
      const others = this.cookie.split("; ").filter((kept) => kept && !kept.startsWith(`${name}=`));
      this.cookie = [...others, pair].join("; ");
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body: parsed as T, headers: response.headers };
  }

  get<T = unknown>(path: string) {
    return this.request<T>("GET", path);
  }
  post<T = unknown>(path: string, body?: unknown) {
    return this.request<T>("POST", path, body);
  }
  delete<T = unknown>(path: string) {
    return this.request<T>("DELETE", path);
  }

  /** Signs up a new student and keeps the session cookie. */
  async signUp(name = "Test Student", email = uniqueEmail(), password = "correct-horse-1") {
    const response = await this.post<{ user: { id: string } }>("/api/auth/sign-up/email", { name, email, password });
    if (response.status !== 200) throw new Error(`sign-up failed: ${response.status} ${JSON.stringify(response.body)}`);
    return { id: response.body.user.id, name, email, password };
  }
}
