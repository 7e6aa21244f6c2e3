import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import type { BrowserContext, Page } from "@playwright/test";
import { paths } from "../apps/web/src/config/paths.ts";
import { baseURL, expect, expectNoAxeViolations, signUpThroughApi, test, updateServer } from "./support/fixtures.ts";

// Disha on a connection that drops: the service worker (Workbox, built by vite-plugin-pwa) keeps the
// pages a student has opened readable offline, step marks made offline reach the server once the
// connection is back, and signing out leaves nothing of the student in the browser. Playwright's
// Chromium runs service workers (its default, serviceWorkers: "allow"); setOffline cuts the page's
// and the worker's network alike.

const OFFLINE_BANNER = /^You are offline\./;

/** The first visit: the service worker installs, precaches the app and takes the page. */
async function firstVisit(page: Page) {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}

/** Page errors that only say the network is off, or that no cache held an answer (the worker failed the request): expected offline. */
function forgetOfflineErrors(consoleErrors: string[]) {
  const others = consoleErrors.filter(
    (error) =>
      !/ERR_INTERNET_DISCONNECTED|ERR_FAILED|Failed to fetch|FetchEvent|network error|no-response/i.test(error),
  );
  consoleErrors.splice(0, consoleErrors.length, ...others);
}

/**
 * Every mark of a step on `pathId` the server answered (200) in this browser: the page sends them
 * itself (the worker leaves writes alone), so each is seen once here.
 */
function countStepMarks(context: BrowserContext, pathId: string) {
  const marks: string[] = [];
  context.on("response", (response) => {
    const request = response.request();
    const marksStep = new URL(request.url()).pathname.startsWith(`/api/me/progress/${pathId}/`);
    if (request.method() === "PUT" && marksStep && response.status() === 200) marks.push(request.url());
  });
  return marks;
}

// the pages the issue names: the landing page, the library, a career, an exam, a roadmap, the plan
const readablePages = [
  "/",
  "/dashboard/library",
  paths.career.href("doctor"),
  paths.exam.href("neet-ug"),
  paths.roadmap.href("medical"),
  paths.dashboard.root.href(),
];

test("the landing page, library, a career, an exam, a roadmap and the student's plan, opened once, open again offline", async ({
  page,
  context,
  consoleErrors,
}) => {
  test.slow();
  await signUpThroughApi(page);
  expect(
    (await page.request.put("/api/me/shortlist/doctor", { headers: { origin: baseURL }, data: {} })).status(),
  ).toBe(200);
  await firstVisit(page);
  const heading = page.getByRole("main").getByRole("heading", { level: 1 });
  const stepMarks = page.getByRole("region", { name: "Your progress" }).getByRole("group").first();
  const headings: string[] = [];
  for (const address of readablePages) {
    await page.goto(address);
    await expect(heading).toBeVisible();
    headings.push((await heading.textContent()) ?? "");
    // the career page's own part for a signed-in student loads after its first paint
    if (address === paths.career.href("doctor")) await expect(stepMarks).toBeVisible();
  }
  await expect(page.getByRole("region", { name: "Your saved careers" }).getByText("Doctor")).toBeVisible();

  await context.setOffline(true);
  // announced politely where it appears (a live region), and the page still passes axe
  await expect(page.locator("[aria-live=polite]").getByText(OFFLINE_BANNER)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.reload();
  await expect(page.getByRole("region", { name: "Your saved careers" }).getByText("Doctor")).toBeVisible();
  for (const [index, address] of readablePages.entries()) {
    await page.goto(address);
    await expect(heading).toHaveText(headings[index]!);
    await expect(page.locator("[aria-live=polite]").getByText(OFFLINE_BANNER)).toBeVisible();
  }
  await page.goto(paths.career.href("doctor"));
  await expect(stepMarks).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByText(OFFLINE_BANNER)).toHaveCount(0);
  forgetOfflineErrors(consoleErrors);
});

test("a step marked offline shows after an offline reload and reaches the server exactly once", async ({
  page,
  context,
  consoleErrors,
}) => {
  test.slow();
  await signUpThroughApi(page);
  const marks = countStepMarks(context, "doctor");
  await firstVisit(page);
  await page.goto(paths.career.href("doctor"));
  const progress = page.getByRole("region", { name: "Your progress" });
  const step = (number: number) => progress.getByRole("group", { name: new RegExp(`^Step ${number}:`) });
  await expect(step(1)).toBeVisible();
  const total = await progress.getByRole("group").count();

  await context.setOffline(true);
  await step(1).getByRole("radio", { name: "Done" }).check();
  const summary = `1 of ${total} steps done or skipped (${Math.floor(100 / total)}%)`;
  await expect(progress.getByText(summary)).toBeVisible();
  await expect(page.getByRole("alert")).toHaveCount(0);
  // the mark waits in this browser: after an offline reload the page still shows it
  await page.reload();
  await expect(step(1).getByRole("radio", { name: "Done" })).toBeChecked();
  await expect(progress.getByText(summary)).toBeVisible();
  expect(marks).toEqual([]);

  await context.setOffline(false);
  await expect.poll(() => marks.length).toBe(1);
  // opened again online, twice: nothing is sent again
  await page.reload();
  await expect(step(1).getByRole("radio", { name: "Done" })).toBeChecked();
  await page.reload();
  await expect(step(1).getByRole("radio", { name: "Done" })).toBeChecked();
  await page.waitForLoadState("networkidle");
  expect(marks).toHaveLength(1);
  expect(await page.evaluate(() => window.localStorage.getItem("disha.offline.changes"))).toBeNull();
  // the server holds the mark, read straight from it (not through the page's worker)
  const saved = await page.request.get("/api/me/progress/doctor");
  expect(((await saved.json()) as { steps: Record<string, string> }).steps).toEqual({
    [new URL(marks[0]!).pathname.split("/").pop()!]: "done",
  });
  forgetOfflineErrors(consoleErrors);
});

test("after signing out, nothing personal is left in the browser's caches or queue", async ({
  page,
  context,
  consoleErrors,
}) => {
  test.slow();
  const student = await signUpThroughApi(page);
  expect(
    (await page.request.put("/api/me/shortlist/doctor", { headers: { origin: baseURL }, data: {} })).status(),
  ).toBe(200);
  await firstVisit(page);
  await page.goto(paths.career.href("doctor"));
  const progress = page.getByRole("region", { name: "Your progress" });
  await expect(progress.getByRole("group").first()).toBeVisible();
  await page.goto(paths.dashboard.root.href());
  await expect(page.getByRole("region", { name: "Your saved careers" }).getByText("Doctor")).toBeVisible();

  // a mark that cannot be sent (its request is cut) waits in the queue
  await page.route("**/api/me/progress/doctor/*", (route) => route.abort("internetdisconnected"));
  await page.goto(paths.career.href("doctor"));
  await progress.getByRole("group").first().getByRole("radio", { name: "Done" }).check();
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem("disha.offline.changes"))).not.toBeNull();

  /** Every cached answer: its address, and its text when it is the API's. */
  const cached = () =>
    page.evaluate(async () => {
      const entries: { cache: string; url: string; body: string }[] = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) {
          const url = new URL(request.url).pathname;
          const body = url.startsWith("/api/") ? ((await (await cache.match(request))?.text()) ?? "") : "";
          entries.push({ cache: name, url, body });
        }
      }
      return entries;
    });
  const personal = (entries: Awaited<ReturnType<typeof cached>>) =>
    entries.filter((entry) => /^\/api\/(me|profile)\b/.test(entry.url) || entry.body.includes(student.email));
  expect(personal(await cached()).length).toBeGreaterThan(0);

  await page.getByRole("button", { name: `Account menu for ${student.name}` }).click();
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();

  expect(personal(await cached())).toEqual([]);
  expect(await page.evaluate(() => window.localStorage.getItem("disha.offline.changes"))).toBeNull();
  // the app itself is still there offline, but not the student's plan
  await context.setOffline(true);
  await page.goto(paths.dashboard.root.href());
  await expect(page.getByRole("region", { name: "Your saved careers" })).toHaveCount(0);
  await expect(page.getByText("Doctor")).toHaveCount(0);
  forgetOfflineErrors(consoleErrors);
});

/**
 * A new release on the update server: its sw.js (in the copy of the build it serves, E2E_UPDATE_DIST_DIR)
 * and the compressed copies the server prefers get different bytes, which answer a MessagePort asking
 * for `version`, so a test can tell which worker controls a page.
 */
function releaseNewWorker(version: string) {
  const distDir = process.env.E2E_UPDATE_DIST_DIR;
  if (!distDir) throw new Error("E2E_UPDATE_DIST_DIR is not set: run the e2e tests through e2e/playwright.config.ts");
  const worker = path.join(distDir, "sw.js");
  const released = Buffer.from(
    `${readFileSync(worker, "utf8")}\nself.addEventListener("message", (event) => { if (event.data?.type === "E2E_VERSION") event.ports[0]?.postMessage(${JSON.stringify(version)}); });\n`,
  );
  writeFileSync(worker, released);
  writeFileSync(`${worker}.gz`, gzipSync(released));
  writeFileSync(`${worker}.br`, brotliCompressSync(released));
}

/** The release of the worker that controls the page, as it answers (releaseNewWorker). */
function controllerVersion(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = (event) => resolve(String(event.data));
        navigator.serviceWorker.controller?.postMessage({ type: "E2E_VERSION" }, [channel.port2]);
      }),
  );
}

test.describe("a new version of the app", () => {
  // a server of its own with a copy of the build, so the new release reaches no other test's pages
  test.use({ baseURL: updateServer.url });

  test("once it has installed, a prompt says so, and Reload lets it take over and reloads the page", async ({
    page,
  }) => {
    const prompt = page.locator("[aria-live=polite]").filter({ hasText: "A new version of Disha is ready." });
    await firstVisit(page);
    await page.goto(paths.career.href("doctor"));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(prompt).toHaveCount(0);

    const version = `e2e-${Date.now()}`;
    releaseNewWorker(version);
    // the browser looks for a new worker on its own schedule (Chromium some time after a page opens); the
    // page asks at once, as the browser's check would (the server sends sw.js with no-cache)
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    await expect(prompt).toBeVisible();
    await expect(prompt.getByRole("button", { name: "Reload" })).toBeVisible();
    await expectNoAxeViolations(page);
    // the old worker still controls the page: the new one waits for the student
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting !== null)).toBe(
      true,
    );

    await Promise.all([page.waitForEvent("load"), prompt.getByRole("button", { name: "Reload" }).click()]);
    await expect(page).toHaveURL(new RegExp(`${paths.career.href("doctor")}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(prompt).toHaveCount(0);
    expect(await controllerVersion(page)).toBe(version);
  });
});
