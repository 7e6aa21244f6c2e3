import type { TestContext } from "./test-server.ts";
import { TEST_APP_URL } from "./test-server.ts";

let counter = 0;

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

  constructor(private readonly context: TestContext) {}

  async request<T = unknown>(method: string, path: string, body?: unknown, init: RequestInit = {}): Promise<JsonResponse<T>> {
    const headers = new Headers(init.headers);
    headers.set("origin", TEST_APP_URL);
    if (this.cookie) headers.set("cookie", this.cookie);
    if (body !== undefined && !headers.has("content-type")) headers.set("content-type", "application/json");
    const response = await this.context.app.request(`${TEST_APP_URL}${path}`, {
      ...init,
      method,
      headers,
      body: body === undefined ? null : typeof body === "string" ? body : JSON.stringify(body),
    });
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
