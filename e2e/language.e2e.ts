import type { Page } from "@playwright/test";
import { paths } from "../apps/web/src/config/paths.ts";
import { baseURL, expect, signUpThroughApi, test } from "./support/fixtures.ts";
import { heading, shown } from "./support/route-visits.ts";

// Disha in Hindi: chosen from the browser's languages at a first visit, by the switch in the header and
// the dashboard, kept across reloads and sign-in, and overridden by a shared link's ?lng=.

const DEVANAGARI = /[\u0900-\u097F]/;

// names the Hindi catalog keeps in Latin letters, as it keeps acronyms: the product and its plan
const PROPER_NAMES = new Set(["Disha", "Premium", "WhatsApp", "LinkedIn"]);

/**
 * Visible English words on the page that are neither marked as an English fallback (lang="en" on the
 * element, or U+2066…U+2069 around an attribute's text), nor content or a proper name (data-content,
 * translate="no"), nor an acronym (NEET, JEE, AI): such a word did not come from the Hindi catalog.
 */
async function englishLeft(page: Page, userData: string[]): Promise<string[]> {
  return page.evaluate(
    ([properNames, values]) => {
      // a link out of Disha is named by its official source ("Indian Nursing Council"), which keeps its name
      const exempt = (element: Element) =>
        element.closest('[lang="en"], [translate="no"], [data-content], a[href^="http"]') !== null;
      const found: string[] = [];
      const check = (text: string | null, element: Element) => {
        const words = values
          .reduce((left, value) => left.replaceAll(value, ""), text ?? "")
          .replace(/\u2066[^\u2069]*\u2069/g, "")
          .match(/[A-Za-z]*[a-z][A-Za-z]*/g)
          ?.filter((word) => !properNames.includes(word));
        if (words?.length && !exempt(element))
          found.push(`<${element.tagName.toLowerCase()}> ${(text ?? "").trim().slice(0, 60)}`);
      };
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const element = node.parentElement;
        if (!element || element.closest("script, style, noscript, template")) continue;
        if (!(element.closest("select") ?? element).checkVisibility()) continue;
        check(node.textContent, element);
      }
      for (const attribute of ["aria-label", "placeholder", "alt", "title"])
        for (const element of Array.from(document.body.querySelectorAll(`[${attribute}]`)))
          if (element.checkVisibility()) check(element.getAttribute(attribute), element);
      return found;
    },
    [[...PROPER_NAMES], userData] as const,
  );
}

/**
 * `userData`: values a message shows as they are: what the student typed (their name), and content
 * whose Hindi comes from packages/content (a career's name in "Report a mistake in Nurse").
 */
async function expectAllHindi(page: Page, userData: string[] = []) {
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  // the heading may be content (a career's name), whose Hindi comes from packages/content: the page's own words are checked
  await expect(page.locator("main")).toHaveText(DEVANAGARI);
  expect(await englishLeft(page, userData), `English left on ${page.url()}`).toEqual([]);
}

// the header's own (the small-screen menu has one too, hidden until opened)
const languageSwitch = (page: Page) => page.locator("header select:visible");

test.describe("a browser whose first language is Hindi", () => {
  test.use({ locale: "hi-IN" });

  test("opens the landing page in Hindi, in the Devanagari font, and a shared ?lng=en link in English", async ({
    page,
  }) => {
    await page.goto("/");
    await expectAllHindi(page);
    await expect(languageSwitch(page)).toHaveValue("hi");
    // the font ships with the app and loads for Hindi
    await expect
      .poll(() => page.evaluate(() => document.fonts.check('16px "Noto Sans Devanagari"', "हिन्दी")))
      .toBe(true);
    // the server sends the page in Hindi, with its font named up front, so no text moves when it arrives
    const sent = await (await page.request.get("/", { headers: { "accept-language": "hi-IN,hi;q=0.9" } })).text();
    expect(sent).toContain('<html lang="hi"');
    expect(sent).toMatch(
      /<link rel="preload" as="font" type="font\/woff2" crossorigin href="\/assets\/noto-sans-devanagari/,
    );
    await page.goto("/?lng=en");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(heading(page)).not.toHaveText(DEVANAGARI);
  });
});

test.describe("an English browser", () => {
  test.use({ locale: "en-IN" });

  test("switches to Hindi: the landing page, a career page, the profile form with its errors, the interest profiler and the dashboard, kept across reload and sign-in", async ({
    page,
  }) => {
    test.slow();
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    // an English page downloads no Hindi words and no Devanagari font
    const hindiFiles: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/(hi-|noto-sans-devanagari)/.test(new URL(request.url()).pathname)) hindiFiles.push(request.url());
    });
    await page.reload();
    await shown(heading(page));
    expect(hindiFiles).toEqual([]);

    await languageSwitch(page).selectOption("hi");
    await expectAllHindi(page);
    await page.reload();
    await expectAllHindi(page);

    await page.goto("/careers/nurse");
    await expectAllHindi(page, ["Nurse"]);
    await page.goto(paths.interestProfiler.href());
    await shown(page.locator("main fieldset"));
    await expectAllHindi(page);

    // signing in keeps the visitor's language, and the account remembers it
    const student = await signUpThroughApi(page);
    await page.goto(paths.dashboard.root.href());
    await shown(page.locator("#greeting"));
    await expectAllHindi(page, [student.name]);
    await expect
      .poll(async () => ((await (await page.request.get("/api/me/preferences")).json()) as { locale: string }).locale)
      .toBe("hi");

    // the profile form, and the messages of a step sent empty
    await page.goto(paths.dashboard.profile.href());
    const form = page.locator("main form");
    await shown(form);
    await form.getByRole("button").last().click();
    await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible();
    await expect(form.locator('[id$="-error"], [role="alert"]').first()).toHaveText(DEVANAGARI);
    await expectAllHindi(page, [student.name]);
  });

  test("an account's language follows it to another browser", async ({ page, browser }) => {
    const student = await signUpThroughApi(page);
    const saved = await page.request.patch("/api/me/preferences", {
      headers: { origin: baseURL },
      data: { locale: "hi" },
    });
    expect(saved.status()).toBe(200);
    const other = await browser.newContext({ locale: "en-IN" });
    const otherPage = await other.newPage();
    try {
      await otherPage.goto("/sign-in");
      await expect(otherPage.locator("html")).toHaveAttribute("lang", "en");
      const signedIn = await otherPage.request.post("/api/auth/sign-in/email", {
        headers: { origin: baseURL },
        data: { email: student.email, password: student.password },
      });
      expect(signedIn.status()).toBe(200);
      await otherPage.goto(paths.dashboard.root.href());
      await expect(otherPage.locator("html")).toHaveAttribute("lang", "hi");
      await expect(heading(otherPage)).toHaveText(DEVANAGARI);
    } finally {
      await other.close();
    }
  });
});
