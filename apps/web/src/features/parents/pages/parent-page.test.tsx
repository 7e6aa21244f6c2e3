import { fireEvent, screen } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { setSession } from "../../../lib/auth/use-session.ts";
import { mockApi, renderPage } from "../../../testing/render.tsx";
import ParentPage from "./parent-page.tsx";

const parent = { id: "parent-1", name: "Ravi Verma", email: "ravi@example.in", image: null };
const child = { studentId: "child-1", name: "Asha Verma", share: "sessions" as const };

describe("a parent after withdrawing consent", () => {
  beforeEach(() => setSession({ user: parent }));

  it("is offered deleting the child's saved profile, plan and chat, asked twice", async () => {
    let stored = true;
    const consent = () => ({ required: true, given: null, storedData: stored });
    const calls = mockApi({
      "GET /api/parent/children": () => ({ status: 200, body: { children: [{ ...child, consent: consent() }] } }),
      "GET /api/parent/children/child-1": () => ({
        status: 200,
        body: { ...child, consent: consent(), plan: null, sessions: [], workshops: [] },
      }),
      "DELETE /api/parent/children/child-1/stored-data": () => {
        stored = false;
        return { status: 200, body: consent() };
      },
    });
    renderPage(<ParentPage />, "/parent");
    expect(await screen.findByText(/Their profile, plan and chat history from before are still stored/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Delete the saved profile, plan and chat" }));
    fireEvent.click(screen.getByRole("button", { name: "Yes, delete them" }));
    expect((await screen.findByRole("status")).textContent).toBe(
      "Deleted. Nothing of the profile, plan or chat is stored.",
    );
    expect(calls.filter((call) => call.method === "DELETE").map((call) => call.path)).toEqual([
      "/api/parent/children/child-1/stored-data",
    ]);
    // the consent can still be given again
    expect(screen.getByRole("button", { name: "Give consent" })).toBeTruthy();
  });
});
