import "../i18n.ts";
import type { WorkshopRegistration } from "@disha/shared";
import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockApi, renderPage } from "../../../testing/render.tsx";
import ConfirmRegistrationPage from "./confirm-registration-page.tsx";
import { RegistrationSuccess } from "./registration-page.tsx";

const pending: WorkshopRegistration = {
  id: "reg-1",
  workshopId: "w-1",
  workshopSlug: "career-fundamentals",
  workshopTitle: "Career Fundamentals",
  startsAt: "2031-06-07T10:30:00.000Z",
  status: "pending",
  meetingUrl: null,
  name: "Riya Sharma",
  email: "riya@example.in",
};

describe("a signed-out registration", () => {
  it("tells the registrant to confirm from their mailbox, and gives no meeting link yet", () => {
    renderPage(<RegistrationSuccess registration={pending} />, "/workshops/career-fundamentals/register");
    expect(screen.getByRole("heading", { name: "Confirm from your mailbox" })).toBeTruthy();
    expect(screen.getByText(/We sent a link to riya@example.in/)).toBeTruthy();
    expect(screen.queryByRole("link", { name: /Google Meet/ })).toBeNull();
  });

  it("is confirmed on the mailed link's page with a click, which shows the meeting link", async () => {
    const calls = mockApi({
      "POST /api/workshops/registrations/confirmations": {
        status: 200,
        body: { ...pending, status: "confirmed", meetingUrl: "https://meet.google.com/abc-defg-hij" },
      },
    });
    renderPage(<ConfirmRegistrationPage />, "/workshops/confirm/the-token");
    // nothing is confirmed by opening the page: mail scanners open links
    expect(calls).toEqual([]);
    fireEvent.click(screen.getByRole("button", { name: "Confirm my registration" }));
    const join = await screen.findByRole("link", { name: /Join with Google Meet/ });
    expect(join.getAttribute("href")).toBe("https://meet.google.com/abc-defg-hij");
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      "POST /api/workshops/registrations/confirmations",
    ]);
  });
});
