import type { Page } from "@playwright/test";

// The profile questionnaire (/dashboard/profile) as a student fills it in: the answers and each step.

export const answers = {
  name: "Asha Verma",
  dob: "2010-05-14",
  location: "Pune",
  // typed as a phone shows it; stored as +919876543210
  mobileNumber: "+91 98765 43210",
  school: "Kendriya Vidyalaya, Pune",
  previousClassPercentage: "87.5%",
  favouriteSubject: "Mathematics",
  nonFavouriteSubject: "History",
  achievements: "District chess champion",
  aspiration: "Data scientist",
  hobbies: "Chess, sketching",
  strength: "Patient problem solver",
  weakness: "Public speaking",
  referrenceCounsellor: "Mrs. Iyer",
};

export const next = (page: Page) => page.getByRole("button", { name: "Next" }).click();

export async function fillStep1(page: Page, dob = answers.dob) {
  await page.getByLabel("Full name *").fill(answers.name);
  await page.getByLabel("Date of birth *").fill(dob);
  await page.getByRole("radio", { name: "Female" }).check();
  await page.getByLabel("Location (city) *").fill(answers.location);
  await page.getByLabel("State or union territory").selectOption({ label: "Uttar Pradesh" });
  await page.getByLabel("Mobile Number *").fill(answers.mobileNumber);
}

export async function fillStep2(page: Page) {
  await page.getByLabel("School name *").fill(answers.school);
  await page.getByRole("radio", { name: "9th-10th" }).check();
  await page.getByLabel("Percentage in your previous class *").fill(answers.previousClassPercentage);
  await page.getByLabel("Favourite subject *").fill(answers.favouriteSubject);
  await page.getByLabel("Least favourite subject").fill(answers.nonFavouriteSubject);
  await page.getByLabel("What do you want to become? *").fill(answers.aspiration);
  await page.getByLabel("Achievements").fill(answers.achievements);
}

export async function fillStep3(page: Page) {
  await page.getByLabel("Hobbies and interests *").fill(answers.hobbies);
  await page.getByLabel("Strengths").fill(answers.strength);
  await page.getByLabel("Weaknesses").fill(answers.weakness);
  await page.getByLabel("Time on social media each day").selectOption({ label: "1-3 hours" });
  await page.getByLabel("Favourite kind of movie").selectOption({ label: "Mystery" });
  await page.getByLabel("Favourite kind of book").selectOption({ label: "Literary / historical" });
}

export async function fillStep4(page: Page) {
  await page.getByRole("radio", { name: "Abroad" }).check();
  await page.getByLabel("Reference counsellor").fill(answers.referrenceCounsellor);
}

export async function sessionUserId(page: Page): Promise<string> {
  const session = await page.request.get("/api/auth/get-session");
  return ((await session.json()) as { user: { id: string } }).user.id;
}

/** Every step answered, the last one shown: its button (Submit, or Save changes) is next. */
export async function fillWholeProfile(page: Page) {
  await fillStep1(page);
  await next(page);
  await fillStep2(page);
  await next(page);
  await fillStep3(page);
  await next(page);
  await fillStep4(page);
}
