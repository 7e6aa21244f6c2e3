import type { Page } from "@playwright/test";
import { roadmaps } from "../packages/content/src/roadmaps.ts";
import { expect, expectNoAxeViolations, signUpThroughApi, test } from "./support/fixtures.ts";

const results = (page: Page) => page.getByRole("region", { name: "Careers" });
const resultCount = (page: Page) => results(page).getByRole("status");

/** The number in '12 careers', once the list has settled. */
async function countOf(page: Page): Promise<number> {
  await expect(results(page)).toHaveAttribute("aria-busy", "false");
  const text = (await resultCount(page).textContent()) ?? "";
  const count = Number(/^(\d+) careers?$/.exec(text)?.[1]);
  expect(count, `count line: "${text}"`).toBeGreaterThanOrEqual(0);
  return count;
}

async function search(page: Page, query: string) {
  await page.getByRole("searchbox", { name: "Search careers" }).fill(query);
  await expect(page).toHaveURL(new RegExp(`[?&]query=${query}(&|$)`));
  await expect(results(page)).toHaveAttribute("aria-busy", "false");
}

for (const query of ["nurse", "nurce"]) {
  test(`searching "${query}" opens the nursing career page, and Back returns to the search`, async ({ page }) => {
    await page.goto("/careers");
    await expect(page.getByRole("heading", { level: 1, name: "Career library" })).toBeVisible();
    await search(page, query);
    const nurse = results(page).getByRole("link", { name: "Nurse", exact: true });
    await expect(nurse).toHaveAttribute("href", "/careers/nurse");
    await nurse.click();
    await expect(page).toHaveURL(/\/careers\/nurse$/);
    await expect(page.getByRole("heading", { level: 1, name: "Nurse" })).toBeVisible();

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/careers\\?query=${query}$`));
    await expect(page.getByRole("searchbox", { name: "Search careers" })).toHaveValue(query);
    await expect(nurse).toBeVisible();
  });
}

test("a shared search address shows its results; a typed search goes into the address", async ({ page }) => {
  await page.goto("/careers?query=pilot");
  await expect(page.getByRole("searchbox", { name: "Search careers" })).toHaveValue("pilot");
  await expect(results(page).getByRole("link", { name: /pilot/i }).first()).toBeVisible();
  await page.getByRole("searchbox", { name: "Search careers" }).fill("lawyer");
  await expect(page).toHaveURL(/\?query=lawyer$/);
  await expect(
    results(page)
      .getByRole("link", { name: /lawyer/i })
      .first(),
  ).toBeVisible();
});

test("filters narrow the list, every result matches them, and the list pages", async ({ page }) => {
  await page.goto("/careers");
  const all = await countOf(page);
  expect(all).toBeGreaterThan(200);
  await expect(results(page).getByRole("navigation", { name: "Pages of results" })).toContainText(
    `Page 1 of ${Math.ceil(all / 20)}`,
  );
  await expect(results(page).getByRole("article")).toHaveCount(20);

  await page.getByLabel("Career family").selectOption({ label: "Medicine and allied health" });
  await expect(page).toHaveURL(/family=medicine-allied-health/);
  // a filter's list replaces the previous one a moment after the address changes: wait for it
  await expect.poll(() => countOf(page)).toBeLessThan(all);
  const family = await countOf(page);
  expect(family).toBeGreaterThan(0);
  const articles = results(page).getByRole("article");
  await expect(articles).toHaveCount(Math.min(family, 20));
  for (const article of await articles.all()) await expect(article).toContainText("Medicine and allied health");

  await page.getByLabel("Interest type (RIASEC)").selectOption("A");
  await expect.poll(() => countOf(page)).toBeLessThan(family);
  for (const article of await results(page).getByRole("article").all()) {
    await expect(article).toContainText("Medicine and allied health");
    await expect(article.locator("[data-content]").nth(1)).toHaveText(/A/);
  }

  await page.getByRole("button", { name: "Clear search and filters" }).click();
  await expect(page).toHaveURL(/\/careers$/);
  await expect.poll(() => countOf(page)).toBe(all);

  await page.getByLabel("No maths after class 10").check();
  await expect.poll(() => countOf(page)).toBeLessThan(all);
  const noMaths = await countOf(page);
  await page.getByLabel("Has a diploma or vocational route").check();
  await expect.poll(() => countOf(page)).toBeLessThan(noMaths);
  await expect(page).toHaveURL(/noMaths=true&vocational=true/);

  await page.getByLabel("Entrance exam").selectOption({ label: "NEET-UG" });
  await expect(page).toHaveURL(/exam=neet-ug/);
  await page.getByLabel("Has a diploma or vocational route").uncheck();
  await page.getByLabel("No maths after class 10").uncheck();
  await expect(results(page).getByRole("link", { name: "Nurse", exact: true })).toBeVisible();
  await expect(results(page).getByRole("link", { name: "Doctor", exact: true })).toBeVisible();
  await expect.poll(() => countOf(page)).toBeLessThan(40);

  await page.goto("/careers");
  await results(page).getByRole("link", { name: "Next page" }).click();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(results(page).getByRole("navigation")).toContainText("Page 2 of");
  await expectNoAxeViolations(page);
});

test("comparing two careers shows both side by side in a table", async ({ page }) => {
  await page.goto("/careers");
  await search(page, "nurse");
  await page.getByRole("checkbox", { name: "Compare Nurse", exact: true }).check();
  const tray = page.getByRole("complementary", { name: "Careers to compare" });
  await expect(tray).toContainText("1 of 3 chosen: Nurse");
  await expect(tray.getByRole("link", { name: "Compare side by side" })).toHaveCount(0);

  await search(page, "doctor");
  await page.getByRole("checkbox", { name: "Compare Doctor", exact: true }).check();
  await expect(tray).toContainText("2 of 3 chosen: Nurse, Doctor");
  await expectNoAxeViolations(page);
  await tray.getByRole("link", { name: "Compare side by side" }).click();

  await expect(page).toHaveURL(/\/careers\/compare\?ids=nurse,doctor$/);
  await expect(page.getByRole("heading", { level: 1, name: "Compare careers" })).toBeVisible();
  const table = page.getByRole("table", { name: "Nurse, Doctor, side by side" });
  await expect(table.getByRole("columnheader")).toHaveText(["Aspect", "Nurse", "Doctor"]);
  const rowHeaders = table.getByRole("rowheader");
  await expect(rowHeaders).toHaveText([
    "Family",
    "Streams",
    "Interest type",
    "What it is",
    "Subjects in class 11-12",
    "Entrance exams",
    "Degrees and diplomas",
    "Salary",
    "Pathway",
  ]);
  const exams = table.getByRole("row", { name: /^Entrance exams/ }).getByRole("cell");
  await expect(exams.nth(0)).toContainText("AIIMS NORCET");
  await expect(exams.nth(1)).toContainText("NEET-PG");
  await expect(exams.nth(1).getByRole("link", { name: "NEET-UG" })).toHaveAttribute("href", "/exams/neet-ug");
  await expect(
    table
      .getByRole("row", { name: /^Salary/ })
      .getByRole("cell")
      .first(),
  ).toContainText("Not known");
  await expect(
    table
      .getByRole("row", { name: /^Pathway/ })
      .getByRole("cell")
      .first(),
  ).toContainText("6 steps");
  await expectNoAxeViolations(page);

  await page.goto("/careers/compare?ids=nurse");
  await expect(page.getByText("Pick two or three careers")).toBeVisible();
});

test("a career page: title, description, facts, pathway timeline, exam and related links, free learning, share links", async ({
  page,
  baseURL,
}) => {
  // the route table preloads the career's answer beside the page's code; the page must use it, not ask again
  const asked: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/careers/nurse") asked.push(request.resourceType());
  });
  await page.goto("/careers/nurse");
  await expect(page.getByRole("heading", { level: 1, name: "Nurse" })).toBeVisible();
  await expect(page).toHaveTitle("Nurse · Disha");
  expect(asked, "requests for the career").toHaveLength(1);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /^Cares for patients/);

  const pathway = page.getByRole("list", { name: "The pathway, step by step" });
  await expect(pathway.getByRole("listitem")).toHaveCount(6);
  await expect(pathway.getByRole("listitem").first()).toContainText("Class 11-12");
  await expect(pathway.getByRole("listitem").first()).toContainText("Physics, Chemistry and Biology");
  await expect(pathway.getByRole("listitem").nth(2)).toContainText("B.Sc Nursing");

  const exams = page.getByRole("region", { name: "Entrance exams" });
  await expect(exams.getByRole("link", { name: "NEET-UG" })).toHaveAttribute("href", "/exams/neet-ug");
  await expect(exams.getByRole("link", { name: "AIIMS NORCET" })).toHaveAttribute("href", "/exams/aiims-norcet");
  await expect(page.getByRole("region", { name: "Degrees and diplomas" })).toContainText("B.Sc Nursing");
  await expect(page.getByRole("region", { name: "Example institutions" }).getByRole("listitem")).toHaveCount(4);
  await expect(page.getByRole("region", { name: "The diploma or vocational route" })).toContainText("GNM");
  const salary = page.getByRole("region", { name: "Salary" });
  await expect(salary).toContainText("Not known");
  await expect(salary.getByRole("link", { name: /Indian Nursing Council/ })).toHaveAttribute(
    "href",
    "https://www.indiannursingcouncil.org/",
  );
  await expect(page.getByText(/Not yet checked against its sources by a person/)).toBeVisible();

  const freeLearning = page.getByRole("region", { name: "Free learning to start with" });
  const freeLinks = freeLearning.getByRole("link");
  expect(await freeLinks.count()).toBeGreaterThanOrEqual(2);
  for (const link of await freeLinks.all()) {
    await expect(link).toHaveAttribute("href", /^https:\/\/[a-z0-9.-]+\.(gov\.in|nic\.in|ac\.in|org)\//);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toContainText("opens in a new tab");
  }
  await expect(freeLearning.getByRole("link", { name: /^Indian Nursing Council/ })).toHaveAttribute(
    "href",
    "https://www.indiannursingcouncil.org/",
  );
  await expect(freeLearning.getByRole("link", { name: /^SWAYAM/ })).toHaveAttribute("href", "https://swayam.gov.in/");

  const pageUrl = encodeURIComponent(`${baseURL}/careers/nurse`);
  await expect(page.getByRole("link", { name: "Share on LinkedIn", exact: true })).toHaveAttribute(
    "href",
    `https://www.linkedin.com/sharing/share-offsite/?url=${pageUrl}`,
  );
  await expectNoAxeViolations(page);

  const related = page.getByRole("region", { name: "Related careers" });
  await related.getByRole("link", { name: "Doctor", exact: true }).click();
  await expect(page).toHaveURL(/\/careers\/doctor$/);
  await expect(page.getByRole("heading", { level: 1, name: "Doctor" })).toBeVisible();
  await expect(page).toHaveTitle("Doctor · Disha");
});

test("an unknown career shows the not-found page", async ({ page }) => {
  await page.goto("/careers/no-such-career");
  await expect(page.getByRole("heading", { level: 1, name: "NOT FOUND" })).toBeVisible();
  await expect(page.getByText("Error 404")).toBeAttached();
  await expect(page).toHaveTitle("Page not found · Disha");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  const noSidewaysScroll = (page: Page) =>
    expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth))
      .toBeLessThanOrEqual(0);

  test("the search folds its filters away, the career page fits, the comparison scrolls sideways", async ({ page }) => {
    await page.goto("/careers?query=nurse");
    await expect(results(page).getByRole("link", { name: "Nurse", exact: true })).toBeVisible();
    await expect(page.getByLabel("Career family")).toBeHidden();
    await page.getByRole("button", { name: "Show filters" }).click();
    await expect(page.getByLabel("Career family")).toBeVisible();
    await page.getByLabel("Stream in class 11-12").selectOption("science");
    await expect(page).toHaveURL(/stream=science/);
    await noSidewaysScroll(page);
    await expectNoAxeViolations(page);

    await page.goto("/careers/nurse");
    await expect(page.getByRole("list", { name: "The pathway, step by step" })).toBeVisible();
    await noSidewaysScroll(page);

    await page.goto("/careers/compare?ids=nurse,doctor,pharmacist");
    // each aspect a card with the three careers side by side, not a table showing one career at a time
    const family = page.getByRole("region", { name: "Family", exact: true });
    await expect(family.getByRole("term")).toHaveText(["Nurse", "Doctor", "Pharmacist"]);
    await expect(page.getByRole("table")).toBeHidden();
    const [first, second] = [
      await family.getByRole("term").nth(0).boundingBox(),
      await family.getByRole("term").nth(1).boundingBox(),
    ];
    expect(first?.y).toBe(second?.y);
    await noSidewaysScroll(page);
    await expectNoAxeViolations(page);
  });
});

test("the nine roadmaps link each of their careers to its career page", async ({ page, request }) => {
  for (const roadmap of roadmaps) {
    await page.goto(roadmap.path);
    const careers = page.getByRole("region", { name: "Careers this roadmap leads to" });
    const links = careers.getByRole("heading", { level: 3 }).getByRole("link");
    await expect(links).toHaveCount(roadmap.careerIds.length);
    for (const [index, id] of roadmap.careerIds.entries()) {
      await expect(links.nth(index)).toHaveAttribute("href", `/careers/${id}`);
      expect((await request.get(`/api/careers/${id}`)).status(), id).toBe(200);
    }
  }
  await page.goto("/timelines/medical");
  await page.getByRole("link", { name: "Doctor", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Doctor" })).toBeVisible();
});

test("the dashboard's Career Library searches the whole library; a hub links to its stream's careers", async ({
  page,
}) => {
  await signUpThroughApi(page);
  await page.goto("/dashboard/library");
  await expect(page.getByRole("article")).toHaveCount(4);
  await page.getByRole("searchbox", { name: "Search all careers" }).fill("pilot");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(page).toHaveURL(/\/careers\?query=pilot$/);
  await expect(page.getByRole("searchbox", { name: "Search careers" })).toHaveValue("pilot");

  await page.goto("/career-arts");
  await page.getByRole("link", { name: "See every career open to Arts students" }).click();
  await expect(page).toHaveURL(/\/careers\?stream=arts$/);
  await expect(page.getByLabel("Stream in class 11-12")).toHaveValue("arts");
});
