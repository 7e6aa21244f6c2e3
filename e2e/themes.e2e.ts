import type { Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { expect, signUpThroughApi, test } from "./support/fixtures.ts";
import { prepareStudent, type RouteName, signedIn, signedOut, type Visit } from "./support/route-visits.ts";

// The dark theme: the device's until the student chooses, the choice kept across reloads (the server
// writes it into the page, so nothing flashes), and axe's contrast and other checks on every page in it.

const theme = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).colorScheme);
const LIGHT_BACKGROUND = "rgb(255, 255, 255)";
const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test.describe("a device set to dark", () => {
  test.use({ colorScheme: "dark" });

  test("shows the dark theme until the toggle chooses light, which a reload keeps", async ({ page }) => {
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Dark theme" });
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    const dark = await background(page);
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
    expect(await background(page)).not.toBe(dark);
    // the page comes from the server in the chosen theme
    const sent = await (await page.request.get("/")).text();
    expect(sent).toContain('data-theme="light"');
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
    expect(await theme(page)).toBe("light");
  });
});

test("a student's theme is remembered by the account", async ({ page }) => {
  await signUpThroughApi(page);
  await page.goto("/dashboard");
  const toggle = page.getByRole("banner").getByRole("button", { name: "Dark theme" });
  await expect(toggle).toHaveAttribute("aria-pressed", "false");
  await toggle.click();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  await expect
    .poll(async () => ((await (await page.request.get("/api/me/preferences")).json()) as { theme: string }).theme)
    .toBe("dark");
});

/** Every page of `visits` in the device's dark theme, with axe's findings on all of them at once. */
async function axeEverywhere(page: Page, visits: Partial<Record<RouteName, Visit[]>>) {
  const findings: string[] = [];
  let pages = 0;
  for (const routeVisits of Object.values(visits)) {
    for (const visit of routeVisits) {
      await page.goto(visit.url);
      await visit.ready(page);
      // the device's dark theme, drawn: not the light theme's white page
      expect(await theme(page)).toBe("light dark");
      expect(await background(page)).not.toBe(LIGHT_BACKGROUND);
      const { violations } = await new AxeBuilder({ page }).analyze();
      pages += 1;
      findings.push(
        ...violations.map((v) => `${visit.url} ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
      );
    }
  }
  console.log(`axe in the dark theme: ${pages} pages`);
  expect(findings).toEqual([]);
}

test.describe("axe in the dark theme", () => {
  // axe checks the drawn page, not a card halfway through its entrance (its contrast is then lower)
  test.use({ colorScheme: "dark", reducedMotion: "reduce" });

  test("finds nothing on any page signed out", async ({ page }) => {
    // some 56 pages, each scanned whole: minutes on a busy 2-core machine
    test.setTimeout(600_000);
    await axeEverywhere(page, signedOut);
  });

  test("finds nothing on any page signed in", async ({ page }) => {
    test.setTimeout(600_000);
    await signUpThroughApi(page);
    await prepareStudent(page, "17:00");
    await axeEverywhere(page, signedIn);
  });
});
