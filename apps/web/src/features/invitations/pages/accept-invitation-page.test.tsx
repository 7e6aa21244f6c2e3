import { fireEvent, screen } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { setSession } from "../../../lib/auth/use-session.ts";
import { mockApi, renderPage, student } from "../../../testing/render.tsx";
import AcceptInvitationPage from "./accept-invitation-page.tsx";

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

function renderAt(token: string) {
  renderPage(
    <Routes>
      <Route path="/invitations/:token" element={<AcceptInvitationPage />} />
      <Route path="/mentor-console" element={<p>mentor console page</p>} />
      <Route path="/counsellor" element={<p>counsellor console page</p>} />
    </Routes>,
    `/invitations/${token}`,
  );
}

const invitation = { email: "kabir@example.in", name: "Kabir", expiresAt: "2030-01-01T00:00:00.000Z" };

describe("accepting a mentor invitation", () => {
  beforeEach(() => setSession(null));

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

  it("offers a sign-in that comes back here to anyone who has an account", async () => {
    mockApi({ "GET /api/invitations/tok-123": { status: 200, body: invitation } });
    renderAt("tok-123");
    const link = await screen.findByRole("link", { name: "Sign in to accept" });
    expect(link.getAttribute("href")).toBe("/sign-in?next=%2Finvitations%2Ftok-123");
  });
});

describe("accepting an invitation with the account already signed in", () => {
  const counsellorInvitation = { ...invitation, email: student.email, role: "counsellor", schoolName: "GMS Lucknow" };

  it("the invited address accepts with one press, and lands on its console", async () => {
    setSession({ user: { ...student, image: null } });
    const calls = mockApi({
      "GET /api/invitations/tok-9": { status: 200, body: counsellorInvitation },
      "POST /api/invitations/tok-9/claim": {
        status: 201,
        body: { user: student, role: "counsellor", mentorId: null },
      },
      "GET /api/auth/get-session": { status: 200, body: { user: student } },
    });
    renderAt("tok-9");
    expect(await screen.findByText(/you are signed in with that address/)).toBeTruthy();
    expect(screen.queryByLabelText("Password")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Accept the invitation" }));
    expect(await screen.findByText("counsellor console page")).toBeTruthy();
    expect(calls.filter((call) => call.method === "POST")).toEqual([
      { method: "POST", path: "/api/invitations/tok-9/claim", body: {} },
    ]);
  });

  it("another address is told which one to sign in with, and cannot accept", async () => {
    setSession({ user: { ...student, email: "someone.else@example.in", image: null } });
    mockApi({ "GET /api/invitations/tok-9": { status: 200, body: counsellorInvitation } });
    renderAt("tok-9");
    expect((await screen.findByRole("alert")).textContent).toBe(
      `You are signed in as someone.else@example.in, but the invitation was sent to ${student.email}. Sign out and sign in with that address.`,
    );
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("shows the server's refusal", async () => {
    setSession({ user: { ...student, image: null } });
    mockApi({
      "GET /api/invitations/tok-9": { status: 200, body: counsellorInvitation },
      "POST /api/invitations/tok-9/claim": {
        status: 403,
        body: { error: { code: "forbidden", message: "This invitation was sent to another e-mail address." } },
      },
    });
    renderAt("tok-9");
    fireEvent.click(await screen.findByRole("button", { name: "Accept the invitation" }));
    expect((await screen.findByRole("alert")).textContent).toBe("This invitation was sent to another e-mail address.");
  });
});
