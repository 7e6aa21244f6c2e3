// Test helpers for the web's component tests; no production module imports this folder.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, vi } from "vitest";

// jsdom has no modal dialogs yet: open and close by the attribute, as a browser's showModal() does
if (typeof HTMLDialogElement !== "undefined" && !("showModal" in HTMLDialogElement.prototype)) {
  Object.assign(HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      this.setAttribute("open", "");
    },
    close(this: HTMLDialogElement) {
      this.removeAttribute("open");
    },
  });
}

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}

type Answer = { status: number; body?: unknown };

/**
 * Stands in for the server at the network boundary: `answers` maps 'METHOD /path' (the query string
 * left off) to what the server says; every request is recorded. An unknown request fails the test.
 */
export function mockApi(answers: Record<string, Answer | ((body: unknown) => Answer)>): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn((input: string, init: RequestInit = {}) => {
      const method = init.method ?? "GET";
      const path = new URL(input, "http://localhost").pathname;
      const body: unknown = typeof init.body === "string" ? JSON.parse(init.body) : undefined;
      calls.push({ method, path, body });
      const answer = answers[`${method} ${path}`];
      if (!answer) throw new Error(`unexpected request ${method} ${path}`);
      const { status, body: reply } = typeof answer === "function" ? answer(body) : answer;
      return Promise.resolve(
        new Response(status === 204 ? null : JSON.stringify(reply ?? null), {
          status,
          headers: { "content-type": "application/json" },
        }),
      );
    }),
  );
  return calls;
}

export const signedOut = { "GET /api/auth/get-session": { status: 200, body: null } } as const;
export const student = { id: "user-1", name: "Asha Verma", email: "asha@example.in" };
export const signedIn = { "GET /api/auth/get-session": { status: 200, body: { user: student } } } as const;

/** Renders `ui` at `path` inside a router (with a dashboard route to land on) and a fresh query cache. */
export function renderPage(ui: ReactNode, path = "/") {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="*" element={ui} />
          <Route path="/dashboard" element={<p>dashboard page</p>} />
          <Route path="/" element={<p>home page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});
