import "../i18n.ts";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderPage } from "../../../testing/render.tsx";
import { PricingSection } from "./pricing-section.tsx";

// Disha has no way to pay: the section shows no price a student would have to pay (issue 23)
describe("the pricing section", () => {
  it("says Disha is free for students and shows no plan that costs money", () => {
    renderPage(<PricingSection />, "/pricing");
    const section = screen.getByRole("region", { name: "Free for every student" });
    const prices = within(section)
      .queryAllByText(/₹\s*\d/)
      .map((price) => price.textContent);
    expect(prices).toEqual(["₹0"]);
    expect(within(section).queryByText(/premium/i)).toBeNull();
    expect(within(section).getByRole("link", { name: "Create a free account" }).getAttribute("href")).toBe(
      "/createAccount",
    );
  });
});
