import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockApi, renderPage } from "../../../testing/render.tsx";
import { ParentsSection } from "./parents-section.tsx";

const withdrawn = { required: true, given: null };

describe("the student's consent, withdrawn", () => {
  it("offers to delete what was saved, asked twice, and says when it is gone", async () => {
    let stored = true;
    const calls = mockApi({
      "GET /api/me/parents": () => ({
        status: 200,
        body: { parents: [], consent: { ...withdrawn, storedData: stored } },
      }),
      "DELETE /api/me/consent/stored-data": () => {
        stored = false;
        return { status: 200, body: { ...withdrawn, storedData: false } };
      },
    });
    renderPage(<ParentsSection />, "/dashboard/parents");
    expect(await screen.findByText(/Your profile, plan and chat history from before are still stored/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Delete my whole account instead" }).getAttribute("href")).toBe(
      "#your-data",
    );
    fireEvent.click(screen.getByRole("button", { name: "Delete the saved profile, plan and chat" }));
    expect(screen.getByText(/It cannot be undone/)).toBeTruthy();
    expect(calls.filter((call) => call.method === "DELETE")).toEqual([]);
    fireEvent.click(screen.getByRole("button", { name: "Yes, delete them" }));
    expect((await screen.findByRole("status")).textContent).toBe(
      "Deleted. Nothing of the profile, plan or chat is stored.",
    );
    expect(calls.filter((call) => call.method === "DELETE").map((call) => call.path)).toEqual([
      "/api/me/consent/stored-data",
    ]);
    expect(screen.queryByRole("button", { name: "Delete the saved profile, plan and chat" })).toBeNull();
  });

  it("offers nothing when nothing is stored", async () => {
    mockApi({
      "GET /api/me/parents": { status: 200, body: { parents: [], consent: { ...withdrawn, storedData: false } } },
    });
    renderPage(<ParentsSection />, "/dashboard/parents");
    expect(await screen.findByText(/This Disha stores your profile, plan and chat only after/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Delete the saved profile, plan and chat" })).toBeNull();
  });
});
