import type { Page } from "@playwright/test";
import { baseURL, expect, expectNoAxeViolations, signUpThroughApi, test } from "./support/fixtures.ts";
import { answers, fillStep1, fillStep2, fillStep3, fillStep4, next, sessionUserId } from "./support/profile-form.ts";

const step1Messages = [
  "Full name is required",
  "Date of birth is required",
  "Gender is required",
  "Location is required",
  "Mobile Number is required",
];
const step2Messages = [
  "School name is required",
  "Study Details is required",
  "Percentage is required",
  "Favourite Subject Name is required",
  "Aspiration is required",
];

const currentStep = (page: Page) => page.locator('[aria-current="step"]');
const previous = (page: Page) => page.getByRole("button", { name: "Previous" }).click();

test("a student fills the profile step by step, submits it, and it is stored with every answer", async ({ page }) => {
  // four steps with an axe scan at each: longer than the default 30 s on a busy machine
  test.setTimeout(60_000);
  await signUpThroughApi(page);
  await page.goto("/dashboard/profile");
  await expect(page.getByRole("heading", { level: 1, name: "Complete Your Profile" })).toBeVisible();
  await expect(currentStep(page)).toHaveText(/Personal Details/);
  await expect(page.getByRole("list", { name: "Profile progress" }).getByRole("listitem")).toHaveText([
    /Personal Details/,
    /Academic Details/,
    /Other Details/,
  ]);
  await expect(page.getByLabel("Date of birth *")).toHaveAttribute("type", "date");
  // a phone keypad, with + for +91
  await expect(page.getByLabel("Mobile Number *")).toHaveAttribute("type", "tel");
  await expectNoAxeViolations(page);

  // the name given at sign-up is there; emptied, Next on the empty step shows its five messages and stays
  await expect(page.getByLabel("Full name *")).not.toHaveValue("");
  await page.getByLabel("Full name *").fill("");
  await page.getByLabel("Full name *").blur();
  await expect(page.getByText("Full name is required")).toBeVisible();
  await next(page);
  for (const message of step1Messages) await expect(page.getByText(message)).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Personal Details" })).toBeVisible();
  await expect(page.getByLabel("Full name *")).toBeFocused();
  await expectNoAxeViolations(page);

  // a touched field is checked live: a short number is refused as it is typed, then accepted
  await page.getByLabel("Mobile Number *").fill("98765");
  await expect(
    page.getByText("Enter a 10-digit Indian mobile number, such as 98765 43210 or +91 98765 43210"),
  ).toBeVisible();
  await fillStep1(page);
  for (const message of [
    ...step1Messages,
    "Enter a 10-digit Indian mobile number, such as 98765 43210 or +91 98765 43210",
  ]) {
    await expect(page.getByText(message)).toBeHidden();
  }
  await next(page);

  // step 2
  await expect(currentStep(page)).toHaveText(/Academic Details/);
  await expect(page.getByLabel("Percentage in your previous class *")).toHaveAttribute("inputmode", "decimal");
  await next(page);
  for (const message of step2Messages) await expect(page.getByText(message)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel("Percentage in your previous class *").fill("120");
  await expect(page.getByText("Percentage must be a number from 0 to 100, such as 78 or 78%")).toBeVisible();
  await fillStep2(page);
  for (const message of step2Messages) await expect(page.getByText(message)).toBeHidden();
  await next(page);

  // step 3 sits on the third visible step
  await expect(currentStep(page)).toHaveText(/Other Details/);
  await expect(page.getByRole("heading", { level: 2, name: /Hobbies and interests/ })).toBeVisible();
  await next(page);
  await expect(page.getByText("Hobbies/Interest name is required")).toBeVisible();
  await expectNoAxeViolations(page);
  await fillStep3(page);
  await expect(page.getByText("Hobbies/Interest name is required")).toBeHidden();
  await next(page);

  // step 4 is still the third visible step; Submit validates it
  await expect(currentStep(page)).toHaveText(/Other Details/);
  await expect(page.getByRole("heading", { level: 2, name: /Higher education/ })).toBeVisible();
  await expect(page.getByRole("button", { name: "Next" })).toHaveCount(0);
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText("Higher Education Data is Required")).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  await expectNoAxeViolations(page);

  // Previous goes back without losing anything
  await previous(page);
  await expect(page.getByLabel("Weaknesses")).toHaveValue(answers.weakness);
  await previous(page);
  await previous(page);
  await expect(currentStep(page)).toHaveText(/Personal Details/);
  await expect(page.getByLabel("Full name *")).toHaveValue(answers.name);
  await expect(page.getByRole("radio", { name: "Female" })).toBeChecked();
  await next(page);
  await next(page);
  await next(page);

  await fillStep4(page);
  await expect(page.getByText("Higher Education Data is Required")).toBeHidden();
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page).toHaveURL(`${baseURL}/dashboard`);
  // the dashboard, with a word that it was saved, in view and announced, and the next step
  await expect(page.getByRole("status").filter({ hasText: "Your profile is saved." })).toBeInViewport();

  await page.goto("/dashboard/profile");
  await expect(page.getByText("You have already submitted your profile.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Next" })).toHaveCount(0);
  await expect(page.getByLabel("Full name *")).toHaveCount(0);
  await expectNoAxeViolations(page);

  const userId = await sessionUserId(page);
  const stored = await page.request.get(`/api/profile/${userId}`);
  expect(stored.status()).toBe(200);
  expect(((await stored.json()) as { user: unknown }).user).toMatchObject({
    ...answers,
    mobileNumber: "+919876543210",
    previousClassPercentage: "87.5",
    state: "uttar-pradesh",
    userId,
    gender: "female",
    study: "9-10",
    socialMedia: "1-3",
    movie: "mystry",
    book: "literary-historical",
    higherEducation: "abroad",
  });
});

test("a failed save says why, shows the server's field message on its step, and keeps every answer", async ({
  page,
}) => {
  // the browser's clock runs ahead, so a birth date it thinks is past is one the server refuses
  await page.clock.setFixedTime(new Date("2040-06-01T10:00:00Z"));
  await signUpThroughApi(page);
  await page.goto("/dashboard/profile");
  await fillStep1(page, "2035-03-03");
  await next(page);
  await fillStep2(page);
  await next(page);
  await fillStep3(page);
  await next(page);
  await fillStep4(page);
  await page.getByRole("button", { name: "Submit" }).click();

  await expect(page.getByRole("alert")).toHaveText("Some fields need your attention.");
  await expect(currentStep(page)).toHaveText(/Personal Details/);
  await expect(page.getByText("Date of birth must be in the past")).toBeVisible();
  await expect(page.getByLabel("Date of birth *")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("Full name *")).toHaveValue(answers.name);
  await expect(page.getByLabel("Mobile Number *")).toHaveValue(answers.mobileNumber);
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  await expectNoAxeViolations(page);

  await page.getByLabel("Date of birth *").fill(answers.dob);
  await expect(page.getByText("Date of birth must be in the past")).toBeHidden();
  await next(page);
  await expect(page.getByLabel("School name *")).toHaveValue(answers.school);
  await next(page);
  await expect(page.getByLabel("Weaknesses")).toHaveValue(answers.weakness);
  await next(page);
  await expect(page.getByRole("radio", { name: "Abroad" })).toBeChecked();

  // meanwhile the same student submitted from another tab: this save gets a 409
  const userId = await sessionUserId(page);
  const elsewhere = await page.request.post("/api/profile", {
    headers: { origin: baseURL },
    data: {
      ...answers,
      dob: "2009-01-01",
      gender: "male",
      study: "11-12",
      higherEducation: "india",
      name: "From another tab",
    },
  });
  expect(elsewhere.status()).toBe(201);
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByRole("alert")).toHaveText("You have already submitted your profile.");
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  await expect(page.getByLabel("Reference counsellor")).toHaveValue(answers.referrenceCounsellor);
  const stored = (await (await page.request.get(`/api/profile/${userId}`)).json()) as { user: { name: string } };
  expect(stored.user.name).toBe("From another tab");
});
