import { knowledgeBase } from "@disha/content/knowledge/base";
import { createTranslator } from "@disha/shared/i18n";
import type { APIRequestContext, Page } from "@playwright/test";
import { paths } from "../apps/web/src/config/paths.ts";
import { baseURL, expect, expectNoAxeViolations, newStudent, test } from "./support/fixtures.ts";

// Issue 36's walk: a class-9 girl in Bihar whose browser is in Hindi, on a 390 px phone. Where the
// knowledge base holds a Hindi name, no page shows her the English one.
test.use({ locale: "hi-IN", viewport: { width: 390, height: 844 } });

const hi = createTranslator("hi");

// every record's English name that has a Hindi name of its own
const englishWithHindi = [
  ...knowledgeBase.careers,
  ...knowledgeBase.exams,
  ...knowledgeBase.scholarships,
  ...knowledgeBase.degrees,
].flatMap((record) => (record.name.hi && record.name.hi !== record.name.en ? [record.name.en] : []));

/** The content on the page (names of careers, exams, scholarships) shown in English though the base has Hindi. */
async function englishNamesShown(page: Page): Promise<string[]> {
  return page.evaluate((names) => {
    const english = new Set(names);
    return Array.from(document.querySelectorAll("main [data-content]"))
      .filter((element) => element.checkVisibility())
      .map((element) => (element.textContent ?? "").trim())
      .filter((text) => english.has(text));
  }, englishWithHindi);
}

/** Profiler answers that make `order` ("SIR") her interest code: strongly like, like, not sure, else dislike. */
async function interestsFavouring(request: APIRequestContext, order: string) {
  const response = await request.get("/api/interest-profiler");
  const items = ((await response.json()) as { items: { id: string; type: string }[] }).items;
  const scale: Record<string, number> = { [order[0]!]: 4, [order[1]!]: 3, [order[2]!]: 2 };
  return Object.fromEntries(items.map((item) => [item.id, scale[item.type] ?? 0]));
}

test("a class-9 girl who reads Hindi: sign-up, profile, profiler, recommendations, a finder, the mentor and the topic picker, with the base's Hindi names throughout", async ({
  page,
}) => {
  test.slow();
  const student = newStudent("hindi-walk");
  await page.goto("/sign-up");
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await page.getByLabel(hi.t("auth.signUp.name")).fill(student.name);
  await page.getByLabel(hi.t("auth.email")).fill(student.email);
  await page.getByLabel(hi.t("auth.password")).fill(student.password);
  await page.getByRole("button", { name: hi.t("auth.signUp.submit") }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  const headers = { origin: baseURL };
  const profile = await page.request.post("/api/profile", {
    headers,
    data: {
      name: student.name,
      dob: "2011-08-02",
      gender: "female",
      location: "Patna",
      state: "bihar",
      mobileNumber: "98765 43210",
      school: "Kendriya Vidyalaya",
      study: "9-10",
      schoolClass: "9",
      previousClassPercentage: "81",
      favouriteSubject: "Biology",
      aspiration: "नर्स या डॉक्टर",
      hobbies: "Drawing",
      higherEducation: "india",
    },
  });
  expect(profile.status()).toBe(201);
  const saved = await page.request.put("/api/me/interests", {
    headers,
    data: { answers: await interestsFavouring(page.request, "SIR") },
  });
  expect(saved.status()).toBe(201);

  // her goal in Devanagari brings the nurse into the first three, named in Hindi, each card with its reason
  await page.goto(paths.dashboard.recommendations.href());
  const cards = page.getByRole("region", { name: hi.t("plan.recommendations.title") }).locator("ol > li");
  await expect(cards.first()).toBeVisible();
  const firstThree = await cards
    .locator("h3")
    .evaluateAll((names) => names.slice(0, 3).map((name) => name.textContent));
  expect(firstThree).toContain("नर्स");
  expect(await englishNamesShown(page)).toEqual([]);
  await expectNoAxeViolations(page);

  // the scholarship finder opens at her class, with Hindi names where the base has them
  await page.goto("/scholarships");
  await expect(page).toHaveURL(/[?&]level=class-9/);
  await expect(page.getByRole("main").locator("[data-content]").first()).toBeVisible();
  expect(await englishNamesShown(page)).toEqual([]);

  // the mentor answers a Hindi question in Hindi, and its newest answer is in view after each reply
  await page.goto("/dashboard/aichatbot");
  const box = page.getByPlaceholder(hi.t("chat.placeholder"));
  await expect(page.getByRole("button", { name: hi.t("chat.send") })).toBeEnabled();
  await expect(box).toBeInViewport();
  const replies = page
    .getByRole("region", { name: hi.t("chat.conversation") })
    .locator("li")
    .filter({ hasText: hi.t("chat.dishaSaid") });
  for (const [index, question] of ["नर्स कैसे बनें?", "नर्सिंग की प्रवेश परीक्षा कौन-सी है?"].entries()) {
    await box.fill(question);
    await box.press("Enter");
    await expect(replies).toHaveCount(index + 1);
    await expect(replies.last()).toBeInViewport();
    await expect(replies.last()).toContainText("नर्स");
  }

  // the community's topic picker finds the nurse by her Hindi name and names it in Hindi
  await page.goto("/community");
  await page
    .getByLabel(hi.t("community.ask.findTopic", { label: hi.t("community.ask.tag") }))
    .last()
    .fill("नर्स");
  const topic = page.getByLabel(hi.t("community.ask.tag"), { exact: true }).last();
  await expect(topic.locator("option", { hasText: /^नर्स$/ })).toHaveCount(1);
  await expect(topic.locator("option", { hasText: /^Nurse$/ })).toHaveCount(0);
});
