import { fireEvent, screen } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { mockApi, renderPage } from "../../../testing/render.tsx";
import AcceptInvitationPage from "./accept-invitation-page.tsx";

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

function renderAt(token: string) {
  renderPage(
    <Routes>
      <Route path="/invitations/:token" element={<AcceptInvitationPage />} />
      <Route path="/mentor-console" element={<p>mentor console page</p>} />
    </Routes>,
    `/invitations/${token}`,
  );
}

const invitation = { email: "kabir@example.in", name: "Kabir", expiresAt: "2030-01-01T00:00:00.000Z" };

describe("accepting a mentor invitation", () => {
  it("shows who was invited, checks the fields with the shared schema, and sends name and password", async () => {
    const calls = mockApi({
      "GET /api/invitations/tok-123": { status: 200, body: invitation },
      "POST /api/invitations/tok-123": {
        status: 201,
        body: { user: { id: "u-9", name: "Kabir Singh", email: invitation.email }, mentorId: "m-1" },
      },
    });
    renderAt("tok-123");
    expect(await screen.findByText(/You were invited as kabir@example.in/)).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>("Your name").value).toBe("Kabir");

    type("Your name", "");
    type("Password", "short");
    fireEvent.click(screen.getByRole("button", { name: "Create my mentor account" }));
    expect(await screen.findByText("Enter your name.")).toBeTruthy();
    expect(screen.getByText("Use at least 8 characters.")).toBeTruthy();
    expect(calls.filter((call) => call.method === "POST")).toEqual([]);

    type("Your name", " Kabir Singh ");
    type("Password", "mentor-horse-1");
    fireEvent.click(screen.getByRole("button", { name: "Create my mentor account" }));
    expect(await screen.findByText("mentor console page")).toBeTruthy();
    expect(calls.find((call) => call.method === "POST")).toEqual({
      method: "POST",
      path: "/api/invitations/tok-123",
      body: { name: "Kabir Singh", password: "mentor-horse-1" },
    });
  });

  it("says plainly when a link is wrong, used or expired", async () => {
    mockApi({
      "GET /api/invitations/used": {
        status: 404,
        body: { error: { code: "not_found", message: "This invitation link is wrong." } },
      },
    });
    renderAt("used");
    expect((await screen.findByRole("alert")).textContent).toContain("has been used already, or has expired");
    expect(screen.getByRole("heading", { name: "This invitation cannot be used" })).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("shows the server's message when the address already has an account", async () => {
    mockApi({
      "GET /api/invitations/taken": { status: 200, body: invitation },
      "POST /api/invitations/taken": {
        status: 409,
        body: { error: { code: "conflict", message: "An account with this e-mail already exists." } },
      },
    });
    renderAt("taken");
    await screen.findByLabelText("Password");
    type("Password", "mentor-horse-1");
    fireEvent.click(screen.getByRole("button", { name: "Create my mentor account" }));
    expect((await screen.findByRole("alert")).textContent).toBe("An account with this e-mail already exists.");
  });
});
