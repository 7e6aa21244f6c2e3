import type { Page } from "@playwright/test";
import { paths } from "../apps/web/src/config/paths.ts";
import { expect, signUpThroughApi, test } from "./support/fixtures.ts";
import {
  heading,
  prepareStudent,
  type RouteName,
  routeNames,
  shown,
  signedIn,
  signedOut,
  type Visit,
} from "./support/route-visits.ts";

// Every page of the app in the pseudo-locale (en-XA: each message accented and in brackets), so a
// word that reaches the screen without the translation layer stands out as plain ASCII letters.
// Content (careers, roadmaps, quiz items, workshops) is marked data-content and user data
// translate="no"; values put into a message are wrapped in invisible isolates (U+2068…U+2069).

/** Text nodes and named attributes on the page that did not come through the translation layer. */
async function untranslated(page: Page): Promise<{ checked: number; problems: string[] }> {
  return page.evaluate(() => {
    const strip = (text: string) => text.replace(/\u2068[^\u2069]*\u2069/g, "");
    const exempt = (element: Element) => element.closest('[translate="no"], [data-content]') !== null;
    const problems: string[] = [];
    let checked = 0;
    const check = (what: string, text: string | null, element: Element | null) => {
      if (!text?.trim()) return;
      checked += 1;
      if (element && exempt(element)) return;
      if (/[A-Za-z]/.test(strip(text))) problems.push(`${what}: "${text.trim().slice(0, 80)}"`);
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      if (!element || element.closest("script, style, noscript, template")) continue;
      // an option is shown through its select; screen-reader-only text counts as shown
      const box = element.closest("select") ?? element;
      if (!box.checkVisibility()) continue;
      check(`<${element.tagName.toLowerCase()}>`, node.textContent, element);
    }
    for (const attribute of ["aria-label", "alt", "placeholder", "title"]) {
      for (const element of Array.from(document.body.querySelectorAll(`[${attribute}]`))) {
        if (element.checkVisibility())
          check(`${attribute} of <${element.tagName.toLowerCase()}>`, element.getAttribute(attribute), element);
      }
    }
    check("document title", document.title, null);
    check(
      "meta description",
      document.querySelector('meta[name="description"]')?.getAttribute("content") ?? null,
      null,
    );
    return { checked, problems };
  });
}

async function visitAll(page: Page, visits: Partial<Record<RouteName, Visit[]>>) {
  const problems: string[] = [];
  let pages = 0;
  let checked = 0;
  for (const [route, routeVisits] of Object.entries(visits)) {
    for (const visit of routeVisits) {
      await page.goto(visit.url);
      await visit.ready(page);
      await expect(page.locator("html")).toHaveAttribute("lang", "en-XA");
      const found = await untranslated(page);
      pages += 1;
      checked += found.checked;
      problems.push(...found.problems.map((problem) => `${route} ${visit.url}: ${problem}`));
    }
  }
  console.log(`pseudo-locale: ${pages} pages, ${checked} text nodes and attributes checked`);
  expect(problems, "text that did not go through the translation layer").toEqual([]);
}

test("every route of the route table is visited by this test", () => {
  const visited = new Set([...Object.keys(signedOut), ...Object.keys(signedIn)]);
  expect(routeNames(paths).filter((route) => !visited.has(route))).toEqual([]);
});

test("signed out, every page's words come from the translation layer", async ({ page }) => {
  test.setTimeout(180_000);
  // the check can fail: in English, every word on the landing page counts as untranslated
  await page.goto("/?lng=en");
  await shown(heading(page));
  expect((await untranslated(page)).problems.length).toBeGreaterThan(50);
  await page.goto("/?lng=en-XA");
  await visitAll(page, signedOut);
});

test("signed in as a student with a profile, every page's words come from the translation layer", async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto("/?lng=en-XA");
  await signUpThroughApi(page);
  // the questionnaire as a new student sees it, then the pages of one who has a profile, a booking and a workshop
  await visitAll(page, {
    "dashboard.profile": [{ url: paths.dashboard.profile.href(), ready: (p) => shown(p.locator("main form")) }],
  });
  await prepareStudent(page, "15:00");
  await visitAll(page, signedIn);
});
