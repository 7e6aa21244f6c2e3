import type { Locator, Page } from "@playwright/test";
import { baseURL, expect, expectNoAxeViolations, signUpThroughApi, test } from "./support/fixtures.ts";

// The exam calendar, an exam's page and the college and scholarship finders, signed out as a
// visitor uses them. NEET-UG's months are its record's (packages/content/data/exams/neet-ug.yaml):
// applications usually in February and March, the exam in May.

/** The number a list's status line starts with ('163 exams match your filters.'). */
async function countIn(main: Locator): Promise<number> {
  const status = main.getByRole("status");
  await expect(status).toHaveText(/^\d+ /);
  return Number((await status.textContent())?.match(/^\d+/)?.[0]);
}

/** Waits for the status line to show a count other than `before`, and returns it. */
async function countChangedFrom(main: Locator, before: number): Promise<number> {
  await expect(main.getByRole("status")).not.toHaveText(new RegExp(`^${before} `));
  return countIn(main);
}

/** Sums the page's layout shifts not caused by input, as the Cumulative Layout Shift counts them. */
function recordLayoutShifts() {
  const shifts = { total: 0 };
  (window as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
      if (!entry.hadRecentInput) shifts.total += entry.value;
    }
  }).observe({ type: "layout-shift", buffered: true });
}

const layoutShift = (page: Page) =>
  page.evaluate(() => (window as unknown as { layoutShifts: { total: number } }).layoutShifts.total);

function monthOf(main: Locator, month: string) {
  return main.getByRole("region", { name: month, exact: true });
}

function examIn(region: Locator, name: string) {
  return region.getByRole("listitem").filter({ has: region.page().getByRole("link", { name, exact: true }) });
}

test("the exam calendar shows NEET-UG in its months, and a stream filter narrows it", async ({ page }) => {
  await page.addInitScript(recordLayoutShifts);
  // a November clock: the calendar opens at the current month, not at January's past applications
  await page.clock.setFixedTime(new Date("2026-11-25T10:00:00+05:30"));
  await page.goto("/exams");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Exam calendar" })).toBeVisible();
  await expect(page).toHaveTitle(/Exam calendar/);
  await expect(main.getByText(/Months are the usual pattern of past years, not dates/)).toBeVisible();
  const all = await countIn(main);
  expect(all).toBeGreaterThanOrEqual(120);

  // twelve months from November
  await expect(main.locator("ol > li > section h2")).toHaveText([
    "November",
    "December",
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
  ]);
  for (const month of ["February", "March"]) {
    const neet = examIn(monthOf(main, month), "NEET-UG");
    await expect(neet).toContainText("Applications");
    await expect(neet).not.toContainText("Exam");
  }
  await expect(examIn(monthOf(main, "May"), "NEET-UG")).toContainText("Exam");
  await expect(examIn(monthOf(main, "May"), "NEET-UG")).not.toContainText("Applications");
  for (const month of ["January", "April", "June", "December"]) {
    await expect(examIn(monthOf(main, month), "NEET-UG")).toHaveCount(0);
  }
  expect(await layoutShift(page), "layout shift while the calendar loads").toBeLessThanOrEqual(0.05);
  await expectNoAxeViolations(page);

  // commerce: the medical entrance leaves the calendar, commerce's exams stay
  await main.getByLabel("Stream", { exact: true }).selectOption("commerce");
  await expect(page).toHaveURL(/[?&]stream=commerce/);
  const commerce = await countChangedFrom(main, all);
  expect(commerce).toBeLessThan(all);
  await expect(main.getByRole("link", { name: "NEET-UG", exact: true })).toHaveCount(0);
  await expect(main.getByRole("link", { name: "CLAT", exact: true }).first()).toBeVisible();

  // class: after graduation narrows it again; the filters are in the address, so Back undoes them
  await main.getByLabel("Class", { exact: true }).selectOption("graduation");
  const graduates = await countChangedFrom(main, commerce);
  expect(graduates).toBeLessThan(commerce);
  // after class 10 is a short list: only its months are shown, the others folded into one line
  await main.getByLabel("Class", { exact: true }).selectOption("class-10");
  await countChangedFrom(main, graduates);
  const shown = main.locator("ol > li > section");
  expect(await shown.count()).toBeLessThan(12);
  for (const month of await shown.all()) await expect(month.getByRole("link").first()).toBeVisible();
  await expect(main.getByText(/^Nothing for these filters usually falls in /)).toBeVisible();
  await page.goBack();
  await page.goBack();
  await expect(main.getByLabel("Class", { exact: true })).toHaveValue("");
  await expect.poll(() => countIn(main)).toBe(commerce);
  await page.goBack();
  await expect(main.getByLabel("Stream", { exact: true })).toHaveValue("");
  await expect(examIn(monthOf(main, "May"), "NEET-UG")).toBeVisible();
  await expect.poll(() => countIn(main)).toBe(all);
});

test("an exam's page shows its conducting body, official site and usual months, and leads to its colleges", async ({
  page,
}) => {
  await page.goto("/exams");
  const main = page.getByRole("main");
  await examIn(monthOf(main, "May"), "NEET-UG").getByRole("link").click();
  await expect(page).toHaveURL(/\/exams\/neet-ug$/);
  await expect(main.getByRole("heading", { level: 1, name: "NEET-UG" })).toBeVisible();
  await expect(page).toHaveTitle(/NEET-UG/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    "content",
    /NEET-UG .*conducted by National Testing Agency \(NTA\)/,
  );

  const fact = (term: string) => main.locator("dt", { hasText: term }).locator("xpath=following-sibling::dd[1]");
  await expect(fact("Conducting body")).toHaveText("National Testing Agency (NTA)");
  await expect(fact("Applications usually open in")).toHaveText("February, March");
  await expect(fact("Exam usually held in")).toHaveText("May");
  await expect(fact("How often")).toHaveText("Once a year");
  const site = fact("Official site").getByRole("link");
  await expect(site).toHaveAttribute("href", "https://neet.nta.nic.in/");
  await expect(site).toHaveAttribute("target", "_blank");
  await expect(main.getByText(/usual months of past years, not dates/)).toBeVisible();
  await expect(main.getByRole("heading", { name: "Who can apply" })).toBeVisible();
  await expect(main.getByText(/Not yet checked against its official source by a person/)).toBeVisible();
  await expectNoAxeViolations(page);

  // its colleges, in the college finder filtered by the exam
  await main.getByRole("link", { name: /See all colleges that admit through NEET-UG/ }).click();
  await expect(page).toHaveURL(/\/colleges\?exam=neet-ug$/);
  await expect(main.getByLabel("Entrance exam")).toHaveValue("neet-ug");
  await countIn(main);
  const colleges = main.getByRole("article");
  await expect(colleges.first()).toBeVisible();
  for (const college of await colleges.all()) {
    await expect(college.getByRole("link", { name: "NEET-UG", exact: true })).toBeVisible();
  }

  await page.goto("/exams/no-such-exam");
  await expect(main.getByRole("alert")).toHaveText("We could not find that exam.");
});

test("the college finder narrows by state: every result, on every page, is in that state", async ({ page }) => {
  await page.addInitScript(recordLayoutShifts);
  await page.goto("/colleges");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "College finder" })).toBeVisible();
  const all = await countIn(main);
  expect(all).toBeGreaterThanOrEqual(400);
  await expect(main.getByRole("article")).toHaveCount(20);
  expect(await layoutShift(page), "layout shift while the results load").toBeLessThanOrEqual(0.05);
  await expectNoAxeViolations(page);

  await main.getByLabel("State or union territory").selectOption("kerala");
  await expect(page).toHaveURL(/[?&]state=kerala/);
  const kerala = await countChangedFrom(main, all);
  expect(kerala).toBeLessThan(all);
  expect(kerala).toBeGreaterThan(20);

  const everyResultInKerala = async () => {
    const colleges = main.getByRole("article");
    await expect(colleges.first()).toBeVisible();
    for (const college of await colleges.all()) {
      await expect(college.locator("p").first()).toHaveText(/, Kerala$/);
      await expect(college.getByRole("link", { name: /^Official site/ })).toHaveAttribute("href", /^https:\/\//);
    }
  };
  await everyResultInKerala();
  await expect(main.getByText("Page 1 of 2")).toBeVisible();
  await main.getByRole("link", { name: "Next page" }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(main.getByText("Page 2 of 2")).toBeVisible();
  await expect(main.getByRole("article")).toHaveCount(kerala - 20);
  await everyResultInKerala();

  // shareable: the same address shows the same list; Back returns to the first page
  await page.goBack();
  await expect(main.getByText("Page 1 of 2")).toBeVisible();
  await main.getByLabel("Type", { exact: true }).selectOption("nit");
  await expect(page).not.toHaveURL(/page=/);
  const nits = await countChangedFrom(main, kerala);
  expect(nits).toBeGreaterThanOrEqual(1);
  expect(nits).toBeLessThan(kerala);
  await expect(main.getByRole("article").first()).toContainText("NIT");

  // a text search
  await main.getByRole("button", { name: "Clear filters" }).click();
  await expect.poll(() => countIn(main)).toBe(all);
  await main.getByLabel("College name or city").fill("Bombay");
  await main.getByRole("button", { name: "Show results" }).click();
  await expect(page).toHaveURL(/[?&]query=Bombay/);
  await expect(main.getByRole("heading", { level: 3, name: /Indian Institute of Technology Bombay/ })).toBeVisible();
});

test("the scholarship finder narrows by class and family income, and its results match", async ({ page }) => {
  await page.goto("/scholarships");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Scholarship finder" })).toBeVisible();
  const all = await countIn(main);
  expect(all).toBeGreaterThanOrEqual(80);
  await expectNoAxeViolations(page);

  await main.getByLabel("Class", { exact: true }).selectOption("class-9");
  await expect(page).toHaveURL(/[?&]level=class-9/);
  const classNine = await countChangedFrom(main, all);
  expect(classNine).toBeLessThan(all);

  const results = main.getByRole("article");
  const line = (result: Locator, start: RegExp) => result.getByRole("listitem").filter({ hasText: start });
  for (const result of await results.all()) {
    await expect(line(result, /^Class:/)).toContainText("Class 9");
  }

  const income = 300_000;
  await main.getByLabel("Family income a year").selectOption({ label: "Up to ₹3 lakh a year" });
  await expect(page).toHaveURL(new RegExp(`[?&]income=${income}`));
  const withIncome = await countChangedFrom(main, classNine);
  expect(withIncome).toBeLessThan(classNine);
  await expect(results.first()).toBeVisible();
  for (const result of await results.all()) {
    await expect(line(result, /^Class:/)).toContainText("Class 9");
    const ceiling = (await line(result, /family income/i).textContent()) ?? "";
    if (!ceiling.startsWith("No family income ceiling")) {
      expect(Number(ceiling.replace(/\D/g, "")), ceiling).toBeGreaterThanOrEqual(income);
    }
    // the amount as the data gives it, with its source; and the official site
    await expect(result.getByRole("link", { name: /^Official site/ })).toHaveAttribute("href", /^https:\/\//);
    await expect(result.getByText(/^Source: /)).toBeVisible();
  }
  await expectNoAxeViolations(page);

  // the address holds the filters: opening it again shows the same list, Back undoes the income
  await page.reload();
  await expect(main.getByLabel("Family income a year")).toHaveValue(String(income));
  // the list may still be the previous one for a moment: wait for the count the address gives
  await expect.poll(() => countIn(main)).toBe(withIncome);
  await page.goBack();
  await expect(main.getByLabel("Family income a year")).toHaveValue("");
  await expect.poll(() => countIn(main)).toBe(classNine);

  // a girl sees what is for girls too; everything else is open to all
  await main.getByLabel("Gender", { exact: true }).selectOption("female");
  await expect(page).toHaveURL(/[?&]gender=female/);
  await expect(results.first()).toBeVisible();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

  test("the calendar, an exam and both finders fit the screen and their filters work", async ({ page }) => {
    const main = page.getByRole("main");
    const fitsTheScreen = async () =>
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
        `${page.url()} scrolls sideways`,
      ).toBe(true);

    await page.goto("/exams");
    await expect(examIn(monthOf(main, "May"), "NEET-UG")).toBeVisible();
    await fitsTheScreen();
    await main.getByRole("link", { name: "May", exact: true }).click();
    await expect(monthOf(main, "May").getByRole("heading")).toBeInViewport();

    await page.goto("/exams/neet-ug");
    await expect(main.getByRole("heading", { level: 1, name: "NEET-UG" })).toBeVisible();
    await fitsTheScreen();

    await page.goto("/colleges");
    const all = await countIn(main);
    await main.getByLabel("State or union territory").selectOption("goa");
    expect(await countChangedFrom(main, all)).toBeLessThan(all);
    await fitsTheScreen();

    await page.goto("/scholarships");
    const scholarships = await countIn(main);
    await main.getByLabel("Class", { exact: true }).selectOption("class-12");
    expect(await countChangedFrom(main, scholarships)).toBeLessThan(scholarships);
    await fitsTheScreen();
    await expectNoAxeViolations(page);
  });
});

test("signed in, the calendar and the scholarship finder start from the student's profile: class 9 at class 9", async ({
  page,
}) => {
  await page.goto("/");
  await signUpThroughApi(page);
  const profile = await page.request.post("/api/profile", {
    headers: { origin: baseURL },
    data: {
      name: "Asha Verma",
      dob: "2011-05-14",
      gender: "female",
      location: "Lucknow",
      state: "uttar-pradesh",
      mobileNumber: "+91 98765 43210",
      school: "City School",
      study: "9-10",
      schoolClass: "9",
      previousClassPercentage: "78%",
      favouriteSubject: "Biology",
      aspiration: "Doctor",
      hobbies: "Reading",
      higherEducation: "india",
    },
  });
  expect(profile.status()).toBe(201);
  const main = page.getByRole("main");

  // her state's exams and the national ones after class 10; not another state's polytechnic entrance
  await page.goto("/exams");
  await expect(page).toHaveURL(/[?&]after=class-10/);
  await expect(page).toHaveURL(/[?&]state=uttar-pradesh/);
  await expect(main.getByLabel("State")).toHaveValue("uttar-pradesh");
  await expect(main.getByRole("link", { name: "UP JEECUP (UP Polytechnic)" }).first()).toBeVisible();
  await expect(main.getByRole("link", { name: /POLYCET|DCECE/ })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Clear filters stays cleared
  await main.getByRole("button", { name: "Clear filters" }).click();
  await expect(page).not.toHaveURL(/state=/);
  await expect(main.getByLabel("State")).toHaveValue("");

  await page.goto("/scholarships");
  await expect(page).toHaveURL(/[?&]level=class-9/);
  await expect(page).toHaveURL(/[?&]state=uttar-pradesh/);
  await expect(page).toHaveURL(/[?&]gender=female/);
  await expect(main.getByLabel("Class", { exact: true })).toHaveValue("class-9");
  await expect(main.getByLabel("Category")).toHaveValue("");
  // one "any" per field: the category open to all is "General"
  await expect(main.getByLabel("Category").getByRole("option", { name: /^Any/ })).toHaveCount(1);
  await expectNoAxeViolations(page);
});
