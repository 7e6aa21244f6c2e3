import type { APIRequestContext, Page } from "@playwright/test";
import { paths } from "../apps/web/src/config/paths.ts";
import {
  baseURL,
  expect,
  expectNoAxeViolations,
  newStudent,
  signUpThroughApi,
  signUpThroughUi,
  test,
} from "./support/fixtures.ts";

// My Plan as a student meets it: the interest profiler on a phone, recommendations with their
// reasons, saved careers, step marks that follow the account to another browser, and a profile edit
// that changes what is recommended.

interface ProfilerItem {
  id: string;
  type: "R" | "I" | "A" | "S" | "E" | "C";
}

// an Investigative-Realistic-Social student: I 40, R 30, S 20, C 10, A 0, E 0, so the code is IRS
const ANSWER_BY_TYPE = { I: 4, R: 3, S: 2, C: 1, A: 0, E: 0 } as const;
const SCALE = ["Strongly dislike", "Dislike", "Not sure", "Like", "Strongly like"] as const;

async function profilerItems(request: APIRequestContext): Promise<ProfilerItem[]> {
  const response = await request.get("/api/interest-profiler");
  expect(response.status()).toBe(200);
  return ((await response.json()) as { items: ProfilerItem[] }).items;
}

const profile = {
  name: "Asha Verma",
  dob: "2010-05-14",
  gender: "female",
  location: "Pune",
  mobileNumber: "9876543210",
  school: "City School",
  study: "9-10",
  previousClassPercentage: "88",
  favouriteSubject: "Biology",
  aspiration: "Doctor",
  hobbies: "Reading",
  higherEducation: "india",
};

/** A student with a profile and an IRS interest result, signed in on `page`. */
async function studentWithPlan(page: Page) {
  const student = await signUpThroughApi(page);
  const headers = { origin: baseURL };
  expect((await page.request.post("/api/profile", { headers, data: profile })).status()).toBe(201);
  const answers = Object.fromEntries(
    (await profilerItems(page.request)).map((item) => [item.id, ANSWER_BY_TYPE[item.type]]),
  );
  const saved = await page.request.put("/api/me/interests", { headers, data: { answers } });
  expect(saved.status()).toBe(201);
  expect(((await saved.json()) as { code: string }).code).toBe("IRS");
  return student;
}

const recommendationItems = (page: Page) =>
  page.getByRole("region", { name: "Recommended careers" }).getByRole("list").first().locator(":scope > li");
/** One career of the ranked list, by its exact name. */
const recommendation = (page: Page, name: string) =>
  recommendationItems(page).filter({ has: page.getByRole("heading", { level: 3, name, exact: true }) });
/** Its place in the ranking ("Number 3" is 3). */
async function rankOf(page: Page, name: string): Promise<number> {
  const text =
    (await recommendation(page, name)
      .getByText(/^Number \d+/)
      .textContent()) ?? "";
  return Number(/Number (\d+)/.exec(text)?.[1]);
}

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("a visitor takes the profiler one question at a time, sees the drawing and the code, and keeps it by signing up", async ({
    page,
  }) => {
    test.slow();
    const items = await profilerItems(page.request);
    expect(items).toHaveLength(60);
    await page.goto(paths.interestProfiler.href());
    await expect(page.getByRole("heading", { level: 1, name: "Interest profiler" })).toBeVisible();
    const region = page.getByRole("region", { name: "Interest profiler" });
    await expect(region.getByText("Question 1 of 60")).toBeVisible();
    await expect(region.getByRole("radio")).toHaveCount(5);
    await expectNoAxeViolations(page);

    // the keyboard chooses with the arrows and goes on with Enter; a tap goes on by itself
    await region.getByRole("radio", { name: "Dislike", exact: true }).focus();
    await page.keyboard.press("Space");
    await page.keyboard.press("ArrowRight");
    await expect(region.getByRole("radio", { name: "Not sure" })).toBeChecked();
    await expect(region.getByText("Question 1 of 60")).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(region.getByText("Question 2 of 60")).toBeVisible();
    // Back returns to the first question with its answer
    await region.getByRole("button", { name: "Back" }).click();
    await expect(region.getByText("Question 1 of 60")).toBeVisible();
    await expect(region.getByRole("radio", { name: "Not sure" })).toBeChecked();

    for (const [index, item] of items.entries()) {
      await expect(region.getByText(`Question ${index + 1} of 60`)).toBeVisible();
      await region.getByRole("radio", { name: SCALE[ANSWER_BY_TYPE[item.type]], exact: true }).click();
    }
    await expect(region.getByRole("progressbar", { name: "Questions answered" })).toHaveAttribute("value", "60");
    await region.getByRole("button", { name: "See my result" }).click();

    await expect(page.getByRole("heading", { level: 2, name: "Your interest code is IRS" })).toBeVisible();
    const drawing = page.getByRole("img", { name: /hexagon drawing of your six scores/ });
    await expect(drawing).toBeVisible();
    await expect(drawing.locator("polygon")).toHaveCount(5);
    const table = page.getByRole("table", { name: "Your scores from 0 to 40 for each interest type" });
    await expect(table.getByRole("row")).toHaveCount(7);
    await expect(table.getByRole("row", { name: /Investigative/ })).toContainText("40 of 40");
    await expect(table.getByRole("row", { name: /Realistic/ })).toContainText("30 of 40");
    await expect(page.getByText("You like finding out how and why")).toBeVisible();
    const careers = page.getByRole("region", { name: "Careers your interests point to" });
    await expect(careers.getByRole("link").first()).toBeVisible();
    await expect(
      careers
        .getByText(
          "You enjoy finding out how and why things work and working with your hands, tools and machines; this work does both every day",
        )
        .first(),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    await expect(page.getByRole("heading", { name: "Save this result by signing up" })).toBeVisible();
    await signUpThroughUi(page, newStudent("profiler"));
    const code = page.getByRole("region", { name: "Your interest code" });
    await expect(code.getByText("IRS", { exact: true })).toBeVisible();
    await expect(page.getByText("We saved the result you got before signing in.")).toBeVisible();
    const history = (await (await page.request.get("/api/me/interests")).json()) as { history: { code: string }[] };
    expect(history.history.map((result) => result.code)).toEqual(["IRS"]);
  });
});

test("recommendations with reasons, two saved careers and marked steps are the same after a reload and in a second browser; a profile edit changes the ranking", async ({
  page,
  browser,
}) => {
  test.slow();
  const student = await studentWithPlan(page);

  await page.goto(paths.dashboard.recommendations.href());
  await expect(page.getByRole("heading", { level: 1, name: "Recommended careers" })).toBeVisible();
  // her code in words, and no prompt to take the profiler or fill the profile she has done
  await expect(page.getByText("Your interest code is IRS, your three strongest types:")).toBeVisible();
  await expect(page.getByText("I (Investigative): you enjoy finding out how and why things work")).toBeVisible();
  await expect(page.getByRole("link", { name: "take the interest profiler" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "complete your profile" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "take the career quiz" })).toBeVisible();
  const doctor = recommendation(page, "Doctor");
  await expect(doctor.getByRole("list", { name: "Why Doctor" }).getByRole("listitem")).toHaveText([
    "You enjoy finding out how and why things work and working with your hands, tools and machines, and this work does both every day; it asks for biology knowledge",
    "You like Biology, its main subject",
    "You wrote “doctor” in your goal",
  ]);
  // the best career for each part of the goal is shown in the first three
  expect(await rankOf(page, "Doctor")).toBeLessThanOrEqual(3);
  await expectNoAxeViolations(page);

  // the filters narrow the list
  await page.getByLabel("Career family").selectOption("design");
  await expect(page).toHaveURL(/family=design/);
  await expect(recommendation(page, "Doctor")).toHaveCount(0);
  await expect(page.getByText(/^Showing \d+ of \d+ careers$/)).toBeVisible();
  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(recommendation(page, "Doctor")).toBeVisible();

  // save two careers
  await doctor.getByRole("button", { name: "Save Doctor", exact: true }).click();
  await expect(doctor.getByRole("button", { name: "Saved Doctor", exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  const second = recommendationItems(page)
    .filter({ hasNot: page.getByRole("heading", { name: "Doctor", exact: true }) })
    .first();
  const secondName = (await second.getByRole("heading").textContent())?.trim() ?? "";
  await second.getByRole("button", { name: `Save ${secondName}`, exact: true }).click();
  await expect(second.getByRole("button", { name: `Saved ${secondName}`, exact: true })).toHaveAttribute(
    "aria-pressed",
    "true",
  );

  // mark steps of the doctor's pathway: the page updates at once
  await page.goto(paths.career.href("doctor"));
  const progress = page.getByRole("region", { name: "Your progress" });
  const step = (number: number) => progress.getByRole("group", { name: new RegExp(`^Step ${number}:`) });
  await expect(step(1)).toBeVisible();
  const total = await progress.getByRole("group").count();
  await step(1).getByRole("radio", { name: "Done" }).check();
  await step(2).getByRole("radio", { name: "Skipped" }).check();
  await step(3).getByRole("radio", { name: "In progress" }).check();
  const summary = `2 of ${total} steps done or skipped (${Math.floor(200 / total)}%)`;
  await expect(progress.getByText(summary)).toBeVisible();
  await expect(page.getByRole("button", { name: "Saved Doctor", exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  // a roadmap's steps too
  await page.goto("/timelines/medical");
  const roadmap = page.getByRole("region", { name: "Your progress" });
  await roadmap
    .getByRole("group", { name: /^Step 1:/ })
    .getByRole("radio", { name: "Done" })
    .check();
  await expect(roadmap.getByText(/^1 of \d+ steps done or skipped/)).toBeVisible();

  // a note on a saved career
  await page.goto(paths.dashboard.shortlist.href());
  await expect(page.getByRole("article")).toHaveCount(2);
  await page.getByLabel("Your note on Doctor").fill("Ask Dr Rao about NEET coaching");
  await page.getByRole("article", { name: "Doctor", exact: true }).getByRole("button", { name: "Save note" }).click();
  await expect(page.getByText("Note saved.")).toBeVisible();
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(page.getByLabel("Your note on Doctor")).toHaveValue("Ask Dr Rao about NEET coaching");
  await page.goto(paths.career.href("doctor"));
  await expect(step(1).getByRole("radio", { name: "Done" })).toBeChecked();
  await expect(step(2).getByRole("radio", { name: "Skipped" })).toBeChecked();
  await expect(step(3).getByRole("radio", { name: "In progress" })).toBeChecked();

  // the same account in another browser: the same plan and progress
  const other = await browser.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": "10.251.1.2" } });
  const elsewhere = await other.newPage();
  const signIn = await elsewhere.request.post("/api/auth/sign-in/email", {
    headers: { origin: baseURL },
    data: { email: student.email, password: student.password },
  });
  expect(signIn.status()).toBe(200);
  await elsewhere.goto(paths.dashboard.root.href());
  const saved = elsewhere.getByRole("region", { name: "Your saved careers" });
  await expect(saved.getByRole("link", { name: "Doctor", exact: true })).toBeVisible();
  await expect(saved.getByRole("link", { name: secondName, exact: true })).toBeVisible();
  await expect(saved.getByText(summary)).toBeVisible();
  await expect(saved.getByRole("progressbar", { name: "Progress on Doctor" })).toHaveAttribute("value", "2");
  await expect(saved.getByText(/^Next step:/).first()).toBeVisible();
  await expect(elsewhere.getByRole("region", { name: "Your interest code" }).getByText("IRS")).toBeVisible();
  await expect(elsewhere.getByRole("region", { name: "Exam windows in the next three months" })).toBeVisible();
  await expect(elsewhere.getByRole("region", { name: "Upcoming sessions and workshops" })).toBeVisible();
  await expectNoAxeViolations(elsewhere);
  await elsewhere.goto(paths.career.href("doctor"));
  const otherProgress = elsewhere.getByRole("region", { name: "Your progress" });
  await expect(otherProgress.getByText(summary)).toBeVisible();
  await expect(
    otherProgress.getByRole("group", { name: /^Step 2:/ }).getByRole("radio", { name: "Skipped" }),
  ).toBeChecked();
  await other.close();

  // edit the profile: the questionnaire's route still says it was submitted, and links to the editor
  await page.goto(paths.dashboard.profile.href());
  await expect(page.getByText("You have already submitted your profile.")).toBeVisible();
  await page.getByRole("link", { name: "Edit your profile" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit your profile" })).toBeVisible();
  await expect(page.getByLabel("Full name *")).toHaveValue(profile.name);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByLabel("Stream (the one you are in, or plan to take)").selectOption("arts");
  await page.getByLabel("Favourite subject *").fill("Drawing");
  await page.getByLabel("What do you want to become? *").fill("Graphic designer");
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("button", { name: "Next" }).click();
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto(paths.dashboard.recommendations.href());
  const designer = recommendation(page, "Graphic Designer");
  await expect(designer.getByRole("listitem")).toContainText([
    "You like Fine Arts, its main subject",
    "You wrote “graphic designer” in your goal",
  ]);
  expect(await rankOf(page, "Graphic Designer")).toBeLessThanOrEqual(3);
  // the doctor now needs another stream than the planned Arts, and is no longer the goal
  await expect(recommendation(page, "Doctor")).toHaveCount(0);
});

test("a quiz result reached before signing in is saved to the account after sign-up", async ({ page }) => {
  await page.goto(paths.quiz.href());
  const quiz = page.getByRole("region", { name: "Quiz" });
  const result = quiz.getByRole("link", { name: "Open your result page" });
  for (let step = 0; step < 20 && !(await result.isVisible()); step += 1) {
    const asked = (await quiz.getByRole("heading", { level: 2 }).textContent()) ?? "";
    await quiz.getByRole("group").getByRole("button").first().click();
    await expect(quiz.getByRole("heading", { level: 2 })).not.toHaveText(asked);
  }
  await expect(quiz.getByText(/Sign up or sign in to save this result/)).toBeVisible();
  await signUpThroughUi(page, newStudent("quiz"));
  await expect(page.getByText("We saved the result you got before signing in.")).toBeVisible();
  const saved = (await (await page.request.get("/api/me/quiz-result")).json()) as {
    quizResult: { resultId: string } | null;
  };
  expect(saved.quizResult?.resultId).toMatch(/^result-/);
});
