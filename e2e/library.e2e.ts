import { roadmaps } from "../packages/content/src/roadmaps.ts";
import { expect, expectNoAxeViolations, signUpThroughApi, test } from "./support/fixtures.ts";

// the spec's nine routes and step counts, written out so a content change that breaks them fails here
const expectedRoadmaps = [
  { path: "/timelines/eng", title: "Engineering Roadmap", steps: 8 },
  { path: "/timelines/medical", title: "Medical Roadmap", steps: 7 },
  { path: "/timelines/bsc", title: "B.Sc Roadmap", steps: 6 },
  { path: "/career-commerce/accounting", title: "Accounting Roadmap", steps: 6 },
  { path: "/career-commerce/finance", title: "Finance Roadmap", steps: 5 },
  { path: "/career-commerce/business", title: "Business Management Roadmap", steps: 5 },
  { path: "/career-arts/fine-arts", title: "Fine Arts Roadmap", steps: 5 },
  { path: "/career-arts/journalism", title: "Journalism & Media Roadmap", steps: 5 },
  { path: "/career-arts/psychology", title: "Psychology Roadmap", steps: 5 },
] as const;

const hubs = [
  { path: "/career-science", stream: "Science", cards: ["Engineering", "Medical", "B.Sc"] },
  { path: "/career-commerce", stream: "Commerce", cards: ["Accounting", "Finance", "Business"] },
  { path: "/career-arts", stream: "Arts", cards: ["Fine Arts", "Journalism & Media", "Psychology"] },
] as const;

test("the Career Library: three streams lead to their hubs, Others says it is not available yet", async ({ page }) => {
  await signUpThroughApi(page);
  await page.goto("/dashboard/library");
  const main = page.getByRole("main");
  await expect(main.getByRole("heading", { level: 1, name: "Career Library" })).toBeVisible();
  await expect(page).toHaveTitle(/Career Library/);

  const cards = {
    "Get started with Science": { explore: "Explore Science", href: "/career-science" },
    "Get started with Commerce": { explore: "Explore Commerce", href: "/career-commerce" },
    "Get started with Arts": { explore: "Explore Arts", href: "/career-arts" },
  };
  for (const [title, card] of Object.entries(cards)) {
    const article = main.getByRole("article", { name: title });
    await expect(article.getByRole("heading", { level: 2, name: title })).toBeVisible();
    await expect(article.getByRole("link", { name: card.explore })).toHaveAttribute("href", card.href);
  }

  const others = main.getByRole("article", { name: "Others" });
  await expect(others.getByRole("status")).toHaveText("");
  await expect(page.getByText("This section is not available yet!")).toBeHidden();
  await others.getByRole("button", { name: "Explore Others" }).click();
  await expect(others.getByRole("status")).toHaveText("This section is not available yet!");
  await expect(others.getByRole("status")).toBeVisible();
  await expectNoAxeViolations(page);

  await main.getByRole("link", { name: "Explore Commerce" }).click();
  await expect(page).toHaveURL(/\/career-commerce$/);
  await expect(page.getByRole("heading", { level: 1, name: "Commerce" })).toBeVisible();
});

/** The hub's step (hub-page.tsx): the node at once, then one roadmap card every 700 ms. */
const revealStepMs = 700;

for (const hub of hubs) {
  test(`the ${hub.stream} hub reveals its node first, then its three cards one by one`, async ({ page }) => {
    // the page's clock stands still until the test moves it, so a busy machine cannot bend the steps
    await page.clock.install({ time: 0 });
    await page.clock.pauseAt(1000);
    await page.goto(hub.path);
    await expect(page.getByRole("heading", { level: 1, name: hub.stream })).toBeVisible();
    const list = page.getByRole("list", { name: `${hub.stream} roadmaps` });
    const cards = hub.cards.map((name) =>
      list.getByRole("link", { name: new RegExp(`^${name.replace(".", "\\.")} `) }),
    );
    for (const [index, card] of cards.entries()) {
      // just before its step the card is still hidden, with every later one; at its step it shows
      await page.clock.runFor(revealStepMs - 1);
      for (const later of cards.slice(index)) await expect(later).toBeHidden();
      await page.clock.runFor(1);
      await expect(card).toBeVisible();
    }
    await expect(page).toHaveTitle(new RegExp(`${hub.stream} careers`));

    const paths = roadmaps.filter((roadmap) => roadmap.cardTitle === hub.cards[0]).map((roadmap) => roadmap.path);
    await expect(cards[0]!).toHaveAttribute("href", paths[0]!);
    await cards[0]!.click();
    await expect(page).toHaveURL(new RegExp(`${paths[0]!}$`));
  });
}

test("with reduced motion the hub shows every card at once", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/career-science");
  await expect(page.getByRole("heading", { level: 1, name: "Science" })).toBeVisible();
  const list = page.getByRole("list", { name: "Science roadmaps" });
  await expect(list.getByRole("link", { name: /^B\.Sc / })).toBeVisible({ timeout: 300 });
  await expect(list.getByRole("link")).toHaveCount(3, { timeout: 300 });
});

test("axe finds no violations on a hub once its cards are in", async ({ page }) => {
  await page.goto("/career-arts");
  await expect(page.getByRole("heading", { level: 1, name: "Arts" })).toBeVisible();
  // the reveal's timing is the test above's; this one only waits until every card is in
  await expect(page.getByRole("list", { name: "Arts roadmaps" }).getByRole("link")).toHaveCount(3);
  await expectNoAxeViolations(page);
});

test("the nine roadmap routes: title, every step on the timeline and the careers they lead to", async ({ page }) => {
  expect(roadmaps.map((roadmap) => roadmap.path).sort()).toEqual(
    expectedRoadmaps.map((roadmap) => roadmap.path).sort(),
  );
  for (const expected of expectedRoadmaps) {
    const roadmap = roadmaps.find((candidate) => candidate.path === expected.path)!;
    await page.goto(expected.path);
    await expect(page.getByRole("heading", { level: 1, name: expected.title })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(expected.title));
    const timeline = page.getByRole("list", { name: "Step by step" });
    await expect(timeline.getByRole("listitem"), expected.path).toHaveCount(expected.steps);
    await expect(timeline.getByRole("listitem").first()).toContainText(roadmap.steps[0]!.title);
    await expect(timeline.getByRole("listitem").last()).toContainText(roadmap.steps.at(-1)!.title);

    const careers = page.getByRole("region", { name: "Careers this roadmap leads to" });
    await expect(careers.getByRole("heading", { level: 3 })).toHaveCount(roadmap.careerIds.length);
  }
});

test("the engineering roadmap: share links for this page, careers with exams and degrees, and axe", async ({
  page,
  baseURL,
}) => {
  await page.goto("/timelines/eng");
  await expect(page.getByRole("heading", { level: 1, name: "Engineering Roadmap" })).toBeVisible();
  await expect(page.getByText("Share:", { exact: true })).toBeVisible();
  const pageUrl = encodeURIComponent(`${baseURL}/timelines/eng`);
  const shares = {
    "Share on WhatsApp": `https://wa.me/?text=`,
    "Share on X": `https://twitter.com/intent/tweet?url=${pageUrl}&text=`,
    "Share on LinkedIn": `https://www.linkedin.com/sharing/share-offsite/?url=${pageUrl}`,
  };
  for (const [name, prefix] of Object.entries(shares)) {
    const link = page.getByRole("link", { name, exact: true });
    await expect(link).toBeVisible();
    const href = await link.getAttribute("href");
    expect(href?.startsWith(prefix), `${name}: ${href}`).toBe(true);
    expect(href).toContain(pageUrl);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  }

  const careers = page.getByRole("region", { name: "Careers this roadmap leads to" });
  await expect(careers.getByRole("heading", { level: 3, name: "Software Engineer" })).toBeVisible();
  await expect(careers.getByRole("listitem").filter({ hasText: "Software Engineer" })).toContainText("JEE Main");
  await expect(careers.getByRole("listitem").filter({ hasText: "Software Engineer" })).toContainText("B.Tech/B.E.");
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "All Science roadmaps" }).click();
  await expect(page).toHaveURL(/\/career-science$/);
});

test("an unknown roadmap says so and links back to the library", async ({ page }) => {
  await page.goto("/career-arts/underwater-basket-weaving");
  await expect(page.getByRole("heading", { level: 1, name: "Roadmap not found" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Go to the Career Library" })).toHaveAttribute(
    "href",
    "/dashboard/library",
  );
});
