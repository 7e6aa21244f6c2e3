import type { Page } from "@playwright/test";
import { baseURL, expect, signUpThroughApi, test } from "./support/fixtures.ts";
import { prepareStudent, type RouteName, signedIn, signedOut, type Visit } from "./support/route-visits.ts";

// Every route on a 390 px phone: each visible tap target is at least 24 by 24 CSS px (WCAG 2.5.8),
// unless it is a link inside a sentence or has a 24 px circle of its own that touches no other target;
// the main navigation's targets are at least 44 px high; and nothing is shown only on hover.

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

interface Finding {
  problems: string[];
  targets: number;
}

/** The page's tap targets that are too small, and content that only a mouse reaches. */
function findProblems(): Finding {
  const MIN = 24;
  const NAVIGATION_MIN = 44;
  const selector = [
    "a[href]",
    "button",
    "input:not([type=hidden])",
    "select",
    "textarea",
    "[role=button]",
    "summary",
    "label[for]",
  ].join(",");
  const describe = (element: Element, rect: DOMRect) =>
    `<${element.tagName.toLowerCase()}> "${(element.textContent?.trim() || element.getAttribute("aria-label") || element.getAttribute("name") || "").slice(0, 40)}" ${Math.round(rect.width)}x${Math.round(rect.height)}`;

  // a control and its label are one target: a tap on either one reaches the control
  const rectOf = (element: Element): DOMRect => {
    const rect = element.getBoundingClientRect();
    const labels = "labels" in element ? Array.from((element as HTMLInputElement).labels ?? []) : [];
    const boxes = [rect, ...labels.map((label) => label.getBoundingClientRect())];
    const left = Math.min(...boxes.map((box) => box.left));
    const top = Math.min(...boxes.map((box) => box.top));
    const right = Math.max(...boxes.map((box) => box.right));
    const bottom = Math.max(...boxes.map((box) => box.bottom));
    return new DOMRect(left, top, right - left, bottom - top);
  };

  // WCAG's inline exception: a link within a sentence (or a comma-separated list in one) is as tall as its line
  const inSentence = (element: Element) => {
    if (getComputedStyle(element).display !== "inline") return false;
    let block = element.parentElement;
    while (block && getComputedStyle(block).display === "inline") block = block.parentElement;
    const own = element.textContent?.trim() ?? "";
    return (block?.textContent?.trim().length ?? 0) > own.length;
  };

  // text only a screen reader reads (the skip link until it has focus) is no tap target
  const screenReaderOnly = (element: Element) => {
    const rect = element.getBoundingClientRect();
    return (rect.width <= 1 && rect.height <= 1) || getComputedStyle(element).clipPath === "inset(50%)";
  };

  const targets = Array.from(document.querySelectorAll(selector)).filter((element) => {
    if (!element.checkVisibility({ opacityProperty: false, visibilityProperty: true })) return false;
    if (element.closest("[inert], [aria-hidden=true]") || screenReaderOnly(element)) return false;
    // a label of a control is measured with it
    if (element instanceof HTMLLabelElement && element.control && !screenReaderOnly(element.control)) return false;
    const rect = element.getBoundingClientRect();
    return rect.width > 0 && rect.height > 0;
  });
  const measured = targets.map((element) => ({ element, rect: rectOf(element) }));
  const problems: string[] = [];

  for (const { element, rect } of measured) {
    if (rect.width >= MIN && rect.height >= MIN) continue;
    if (inSentence(element)) continue;
    // the spacing exception: a 24 px circle on its centre meets no other target, nor another small one's circle
    const x = rect.left + rect.width / 2;
    const y = rect.top + rect.height / 2;
    const crowded = measured.some((other) => {
      if (other.element === element || other.element.contains(element) || element.contains(other.element)) return false;
      const nearestX = Math.max(other.rect.left, Math.min(x, other.rect.right));
      const nearestY = Math.max(other.rect.top, Math.min(y, other.rect.bottom));
      if (Math.hypot(nearestX - x, nearestY - y) < MIN / 2) return true;
      const small = other.rect.width < MIN || other.rect.height < MIN;
      const ox = other.rect.left + other.rect.width / 2;
      const oy = other.rect.top + other.rect.height / 2;
      return small && Math.hypot(ox - x, oy - y) < MIN;
    });
    if (crowded) problems.push(`tap target under ${MIN} px: ${describe(element, rect)}`);
  }

  // the menu a thumb uses: the header's links and buttons
  for (const { element, rect } of measured) {
    if (!element.closest("header") || !element.matches("a[href], button")) continue;
    if (rect.height < NAVIGATION_MIN)
      problems.push(`navigation target under ${NAVIGATION_MIN} px high: ${describe(element, rect)}`);
  }

  // content a finger cannot reach: words that ask for a hover, and what only a title (a tooltip) says
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement;
    if (!element || element.closest("script, style, noscript, template") || !element.checkVisibility()) continue;
    if (/\bhover/i.test(node.textContent ?? ""))
      problems.push(`asks for a hover: "${node.textContent?.trim().slice(0, 80)}"`);
  }
  for (const element of Array.from(document.body.querySelectorAll("[title]"))) {
    if (element.tagName === "IFRAME" || !element.checkVisibility()) continue;
    const title = element.getAttribute("title")?.trim() ?? "";
    const shownText = `${(element as HTMLElement).innerText} ${element.getAttribute("aria-label") ?? ""}`;
    if (title && !shownText.includes(title))
      problems.push(`says only in a tooltip: <${element.tagName.toLowerCase()}> "${title.slice(0, 60)}"`);
  }
  return { problems, targets: measured.length };
}

async function walk(page: Page, visits: Partial<Record<RouteName, Visit[]>>) {
  const problems: string[] = [];
  let pages = 0;
  let targets = 0;
  for (const [route, routeVisits] of Object.entries(visits)) {
    for (const visit of routeVisits) {
      await page.goto(visit.url);
      await visit.ready(page);
      const found = await page.evaluate(findProblems);
      pages += 1;
      targets += found.targets;
      // one line per kind of problem on a page, with how often it occurs
      const counted = new Map<string, number>();
      for (const problem of found.problems) counted.set(problem, (counted.get(problem) ?? 0) + 1);
      for (const [problem, count] of counted)
        problems.push(`${route} ${visit.url}: ${problem}${count > 1 ? ` (x${count})` : ""}`);
    }
  }
  console.log(`touch targets: ${pages} pages, ${targets} targets measured at 390 px`);
  expect(problems, "tap targets too small for a finger, or content only a mouse reaches").toEqual([]);
}

test("the check can fail: a 16 px link alone and a tooltip are found", async ({ page }) => {
  await page.setContent(
    `<main><p><a href="#a">in a sentence is fine</a> here.</p><div><a href="#b" style="display:inline-block;width:16px;height:16px">x</a><a href="#c" style="display:inline-block;width:16px;height:16px">y</a></div><span title="Only here">?</span><p>Hover over a card</p></main>`,
  );
  const found = await page.evaluate(findProblems);
  expect(found.problems).toEqual([
    'tap target under 24 px: <a> "x" 16x16',
    'tap target under 24 px: <a> "y" 16x16',
    'asks for a hover: "Hover over a card"',
    'says only in a tooltip: <span> "Only here"',
  ]);
});

test("the interest chart's names fit inside the drawing on a 320 px phone", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto("/");
  await signUpThroughApi(page);
  const { items } = (await (await page.request.get("/api/interest-profiler")).json()) as { items: { id: string }[] };
  // the conventional items scored highest, so its name is drawn in bold
  const answers = Object.fromEntries(items.map((item, index) => [item.id, index % 6 === 5 ? 4 : 1]));
  const saved = await page.request.put("/api/me/interests", { headers: { origin: baseURL }, data: { answers } });
  expect(saved.status()).toBe(201);
  await page.goto("/interest-profiler");
  const drawing = page.locator('main svg[role="img"]');
  await expect(drawing.locator("text")).toHaveCount(6);
  const cut = await drawing.evaluate((svg) => {
    const frame = svg.getBoundingClientRect();
    return Array.from(svg.querySelectorAll("text"))
      .filter((text) => {
        const box = text.getBoundingClientRect();
        return box.left < frame.left - 0.5 || box.right > frame.right + 0.5 || box.height < 9;
      })
      .map((text) => text.textContent);
  });
  expect(cut, "names cut off by the drawing's edge, or too small to read").toEqual([]);
});

test("signed out, every page's tap targets fit a finger at 390 px", async ({ page }) => {
  test.setTimeout(240_000);
  await walk(page, signedOut);
});

test("signed in as a student, every page's tap targets fit a finger at 390 px", async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto("/");
  await signUpThroughApi(page);
  await prepareStudent(page, "16:00");
  await walk(page, signedIn);
});
