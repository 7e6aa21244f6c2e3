import { quizPaths } from "../packages/content/src/quiz.ts";
import { roadmaps } from "../packages/content/src/roadmaps.ts";
import { expect, expectNoAxeViolations, test } from "./support/fixtures.ts";

const START = "What subjects do you enjoy the most?";

function roadmapTitlesFor(careerIds: readonly string[]): string[] {
  const titles = careerIds.flatMap((id) =>
    roadmaps.filter((roadmap) => roadmap.careerIds.includes(id)).map((roadmap) => roadmap.title),
  );
  return [...new Set(titles)];
}

test("the quiz starts with the subjects question and its five choices", async ({ page }) => {
  await page.goto("/career-quiz");
  await expect(page).toHaveTitle(/Career Quiz/);
  const quiz = page.getByRole("region", { name: "Quiz" });
  await expect(quiz.getByRole("heading", { level: 2, name: START })).toBeVisible();
  await expect(quiz.getByRole("group", { name: START }).getByRole("button")).toHaveText([
    "Mathematics",
    "Science",
    "Commerce",
    "Arts",
    "Not Sure",
  ]);
  await expect(quiz.getByRole("button", { name: "Back" })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

for (const path of quizPaths()) {
  test(`quiz: ${path.answers.join(" → ")} recommends ${path.result.career}`, async ({ page }) => {
    await page.goto("/career-quiz");
    const quiz = page.getByRole("region", { name: "Quiz" });
    await expect(quiz.getByRole("heading", { level: 2, name: START })).toBeVisible();
    for (const answer of path.answers) {
      await quiz.getByRole("button", { name: answer, exact: true }).click();
    }
    const result = quiz.getByRole("heading", { level: 2, name: `Your Recommended Career: ${path.result.career}` });
    await expect(result).toBeVisible();
    await expect(result).toBeFocused();
    for (const title of roadmapTitlesFor(path.result.careerIds)) {
      const href = roadmaps.find((roadmap) => roadmap.title === title)!.path;
      await expect(quiz.getByRole("link", { name: title })).toHaveAttribute("href", href);
    }

    await quiz.getByRole("button", { name: "Restart Quiz" }).click();
    const start = quiz.getByRole("heading", { level: 2, name: START });
    await expect(start).toBeVisible();
    await expect(start).toBeFocused();
    await expect(quiz.getByText("Your Recommended Career:")).toHaveCount(0);
  });
}

test("the quiz works from the keyboard, moves focus to each new question and goes back one step", async ({ page }) => {
  await page.goto("/career-quiz");
  const quiz = page.getByRole("region", { name: "Quiz" });
  await quiz.getByRole("button", { name: "Arts", exact: true }).focus();
  await page.keyboard.press("Enter");
  const arts = quiz.getByRole("heading", { level: 2, name: "How do you like to express yourself?" });
  await expect(arts).toBeFocused();
  await expect(quiz.getByText("Question 2")).toBeVisible();

  await page.keyboard.press("Tab");
  await expect(quiz.getByRole("button", { name: "Drawing, painting and design" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(quiz.getByRole("heading", { level: 2, name: /Graphic Designer\/Painter/ })).toBeFocused();

  await quiz.getByRole("button", { name: "Back" }).click();
  await expect(arts).toBeFocused();
  await quiz.getByRole("button", { name: "Back" }).click();
  await expect(quiz.getByRole("heading", { level: 2, name: START })).toBeFocused();
  await expect(quiz.getByRole("button", { name: "Back" })).toHaveCount(0);
});

test("Not Sure leads to exploring: the interest profiler and the career library, not one career", async ({ page }) => {
  await page.goto("/career-quiz");
  const quiz = page.getByRole("region", { name: "Quiz" });
  await quiz.getByRole("button", { name: "Not Sure" }).click();
  const explore = quiz.getByRole("heading", { level: 2, name: "Not sure yet? That is a good place to start" });
  await expect(explore).toBeFocused();
  await expect(quiz.getByText("Your Recommended Career:")).toHaveCount(0);
  await expect(quiz.getByRole("link", { name: "Explore the career library" })).toHaveAttribute("href", "/careers");
  await expectNoAxeViolations(page);
  await quiz.getByRole("link", { name: "Take the interest profiler" }).click();
  await expect(page).toHaveURL(/\/interest-profiler$/);
});

test("axe finds no violations on a quiz result and the results page", async ({ page }) => {
  await page.goto("/career-quiz");
  const quiz = page.getByRole("region", { name: "Quiz" });
  for (const answer of ["Arts", "Writing, speaking and telling stories"]) {
    await quiz.getByRole("button", { name: answer }).click();
  }
  await expect(
    quiz.getByRole("heading", { level: 2, name: "Your Recommended Career: Journalist/News Reporter" }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await quiz.getByRole("link", { name: "Open your result page" }).click();
  await expect(page).toHaveURL(/\/career-quiz\/results$/);
  await expect(page.getByRole("heading", { level: 1, name: "Your quiz result" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the results page shows the career it was given, and Try Again goes back to the quiz", async ({ page }) => {
  await page.goto("/career-quiz");
  const quiz = page.getByRole("region", { name: "Quiz" });
  for (const answer of ["Mathematics", "Problem-solving", "Building things with computers and data"]) {
    await quiz.getByRole("button", { name: answer }).click();
  }
  await quiz.getByRole("link", { name: "Open your result page" }).click();
  await expect(page).toHaveURL(/\/career-quiz\/results$/);
  await expect(page).toHaveTitle(/Your quiz result/);
  const result = page.getByRole("region", { name: "Result" });
  await expect(result.getByText("Your Recommended Career:")).toBeVisible();
  await expect(result.getByText("AI Engineer/Data Scientist")).toBeVisible();
  await expect(result.getByRole("link", { name: "Engineering Roadmap" })).toHaveAttribute("href", "/timelines/eng");
  await expect(result.getByText("No career selected")).toHaveCount(0);

  await result.getByRole("link", { name: "Try Again" }).click();
  await expect(page).toHaveURL(/\/career-quiz$/);
  await expect(page.getByRole("heading", { level: 2, name: START })).toBeVisible();
});

test("the results page without a career says 'No career selected'", async ({ page }) => {
  await page.goto("/career-quiz/results");
  const result = page.getByRole("region", { name: "Result" });
  await expect(result.getByText("No career selected")).toBeVisible();
  await expect(result.getByText("Your Recommended Career:")).toHaveCount(0);
  await expect(result.getByRole("link", { name: "Try Again" })).toHaveAttribute("href", "/career-quiz");
  await expectNoAxeViolations(page);
});
