import { expect, expectNoAxeViolations, newStudent, signUpThroughUi, test } from "./support/fixtures.ts";

test("a new student signs up, lands on the dashboard, logs out and signs in again", async ({ page }) => {
  const student = await signUpThroughUi(page);
  await expect(page.getByRole("heading", { name: `Welcome, ${student.name}!` })).toBeVisible();
  const card = page.getByRole("region", { name: "Your profile" });
  await expect(card.getByText(student.email)).toBeVisible();
  await expect(card.getByRole("link", { name: "Edit profile" })).toHaveAttribute("href", "/dashboard/profile");
  const mainNav = page.getByRole("navigation", { name: "Main" });
  await expect(mainNav.getByRole("link", { name: "My Plan" })).toHaveAttribute("aria-current", "page");
  await expect(
    page.getByRole("navigation", { name: "Your dashboard" }).getByRole("link", { name: "Overview" }),
  ).toHaveAttribute("aria-current", "page");

  await page.getByRole("button", { name: `Account menu for ${student.name}` }).click();
  await expect(page.getByRole("menu").getByText(student.email)).toBeVisible();
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/$/);
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "Sign in" })).toBeVisible();
  await expect(header.getByRole("link", { name: "Sign up" })).toHaveAttribute("href", "/createAccount");

  await header.getByRole("link", { name: "Sign in" }).click();
  await page.getByLabel("Email").fill(student.email);
  await page.getByLabel("Password").fill(student.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  // "Welcome back" in a later session: a sign-in seconds after sign-up may still read as the first visit
  // (first-steps.test.ts holds the rule)
  await expect(page.getByRole("heading", { name: new RegExp(`^Welcome( back)?, ${student.name}!$`) })).toBeVisible();
});

test("one navigation, the same links in the same order on the site's pages and the dashboard's", async ({ page }) => {
  await signUpThroughUi(page);
  const names = [
    "Home",
    "Careers",
    "Exams",
    "Scholarships",
    "Colleges",
    "Mentors",
    "Workshops",
    "Community",
    "My Plan",
    "AI Mentor",
    "Sessions",
  ];
  for (const path of ["/", "/careers", "/mentors", "/dashboard", "/dashboard/aichatbot", "/sessions"]) {
    await page.goto(path);
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link")).toHaveText(names);
  }
});

test("sign-in and sign-up show clear messages for a wrong password, a taken e-mail and a weak password", async ({
  page,
}) => {
  const student = await signUpThroughUi(page);
  await page.context().clearCookies();

  await page.goto("/sign-in");
  await page.getByLabel("Email").fill(student.email);
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toHaveText("Wrong email or password.");

  await page.getByRole("link", { name: "Sign up" }).last().click();
  await expect(page).toHaveURL(/\/sign-up$/);
  await page.getByLabel("Full name").fill("Someone Else");
  await page.getByLabel("Email").fill(student.email);
  await page.getByLabel("Password").fill("short");
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();
  await page.getByLabel("Password").fill("long-enough-pass");
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page.getByRole("alert")).toHaveText("An account with this email already exists. Sign in instead.");
});

test("a signed-out visit to a dashboard page ends on /sign-in", async ({ page }) => {
  await page.goto("/dashboard/profile");
  await expect(page).toHaveURL(/\/sign-in$/);
  await expect(page.getByRole("button", { name: "Sign in" })).toBeVisible();
});

test("the account-type choice leads to sign-up, and Schools to the schools' request", async ({ page }) => {
  await page.goto("/createAccount");
  const main = page.getByRole("main");
  for (const type of ["Student", "Mentors"]) {
    await expect(main.getByRole("link", { name: new RegExp(`^${type}`) })).toHaveAttribute("href", "/sign-up");
  }
  await expect(main.getByRole("link", { name: /^Schools/ })).toHaveAttribute("href", "/schools/request");
  await main.getByRole("link", { name: /^Student/ }).click();
  await expect(page).toHaveURL(/\/sign-up$/);
});

test("an unknown route shows the not-found page", async ({ page }) => {
  await page.goto("/this/page/does-not-exist");
  await expect(page.getByRole("heading", { name: "NOT FOUND" })).toBeVisible();
  await expect(page.getByText("404", { exact: true })).toBeVisible();
  await expect(page.getByRole("img", { name: /old television/ })).toBeVisible();
});

test.describe("on a 375 px phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the menu slides out and closes when a link is chosen; only Sign in sits beside it", async ({ page }) => {
    await page.goto("/");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Sign in" })).toBeVisible();
    await expect(header.getByRole("link", { name: "Sign up" })).toBeHidden();
    await expect(header.getByRole("link", { name: "Mentors" })).toBeHidden();

    await header.getByRole("button", { name: "Open menu" }).click();
    const mentors = header.getByRole("link", { name: "Mentors" });
    await expect(mentors).toBeVisible();
    // rows a thumb can hit
    for (const link of await header.getByRole("navigation", { name: "Main" }).getByRole("link").all())
      expect((await link.boundingBox())?.height).toBeGreaterThanOrEqual(44);
    await header.getByRole("link", { name: "Careers" }).click();
    await expect(page).toHaveURL(/\/careers$/);
    await expect(mentors).toBeHidden();
    await expect(header.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  });
});

test("the landing page: FAQ opens one item at a time, back-to-top appears after scrolling", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: "Improve your career with Different Way" })).toBeVisible();
  const faq = page.locator("#faq");
  const summaries = faq.locator("summary");
  await expect(summaries).toHaveCount(5);
  const details = faq.locator("details");
  await summaries.nth(0).click();
  await expect(details.nth(0)).toHaveAttribute("open", "");
  await summaries.nth(2).click();
  await expect(details.nth(2)).toHaveAttribute("open", "");
  await expect(details.nth(0)).not.toHaveAttribute("open", "");
  await summaries.nth(2).click();
  await expect(faq.locator("details[open]")).toHaveCount(0);
  await expect(faq.getByText("Still have questions?")).toBeVisible();

  await page.evaluate(() => window.scrollTo(0, 0));
  const backToTop = page.getByRole("button", { name: "Back to top" });
  await expect(backToTop).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 1200));
  await expect(backToTop).toBeVisible();
  await backToTop.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(50);
  await expect(backToTop).toBeHidden();
});

const signedOutPages = {
  "/": "Improve your career with Different Way",
  "/sign-in": "Welcome back",
  "/sign-up": "Create your account",
  "/createAccount": "Create an account",
  "/nowhere": "NOT FOUND",
};
for (const [path, heading] of Object.entries(signedOutPages)) {
  test(`axe finds no violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test("axe finds no violations on the dashboard and Join School", async ({ page }) => {
  const student = await signUpThroughUi(page, newStudent("axe"));
  await expect(page.getByRole("heading", { level: 1, name: `Welcome, ${student.name}!` })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto("/dashboard/join");
  await expect(page.getByLabel("Join code")).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the hero's figures are the real counts: careers and exams in the knowledge base, mentors in the database", async ({
  page,
  request,
}) => {
  const careers = (await (await request.get("/api/careers?pageSize=1")).json()) as { total: number };
  const exams = (await (await request.get("/api/exams?pageSize=1")).json()) as { total: number };
  const mentors = (await (await request.get("/api/mentors")).json()) as unknown[];
  await page.goto("/");
  const figures = page.getByRole("region", { name: /Improve your career/ }).getByRole("listitem");
  await expect(figures.filter({ hasText: "Careers to explore" })).toContainText(String(careers.total));
  await expect(figures.filter({ hasText: "Entrance exams" })).toContainText(String(exams.total));
  await expect(figures.filter({ hasText: "Experienced mentors" })).toContainText(String(mentors.length));
});
