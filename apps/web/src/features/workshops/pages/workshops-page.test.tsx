import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { mockApi, renderPage, signedOut } from "../../../testing/render.tsx";
import WorkshopsPage from "./workshops-page.tsx";

// a fresh production start has no demo data: the list says so and offers the next step
describe("the workshops page", () => {
  it("the workshops page says none are planned yet and points to the mentors and the careers", async () => {
    mockApi({ ...signedOut, "GET /api/workshops": { status: 200, body: [] } });
    renderPage(<WorkshopsPage />, "/workshops");
    expect(await screen.findByText(/No workshops are planned yet/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Book a mentor" }).getAttribute("href")).toBe("/mentors");
    expect(screen.getByRole("link", { name: "Explore careers" }).getAttribute("href")).toBe("/careers");
  });
});
