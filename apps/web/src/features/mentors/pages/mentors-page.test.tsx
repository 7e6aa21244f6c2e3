import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockApi, renderPage, signedOut } from "../../../testing/render.tsx";
import MentorsPage from "./mentors-page.tsx";

// a fresh production start has no demo data: the lists say so and offer the next step
describe("the mentors page", () => {
  it("the mentors page says there are no mentors yet and points to the AI Mentor and the careers", async () => {
    mockApi({ ...signedOut, "GET /api/mentors": { status: 200, body: [] } });
    renderPage(<MentorsPage />, "/mentors");
    expect(await screen.findByText(/No mentors are taking bookings yet/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Ask the AI Mentor" }).getAttribute("href")).toBe("/dashboard/aichatbot");
    expect(screen.getByRole("link", { name: "Explore careers" }).getAttribute("href")).toBe("/careers");
  });
});
