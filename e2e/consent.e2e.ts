import type { Page } from "@playwright/test";
import { paths } from "../apps/web/src/config/paths.ts";
import { consentServer, expect, expectNoAxeViolations, newStudent, signUpThroughUi, test } from "./support/fixtures.ts";
import { inviteAndLinkParent } from "./support/parents.ts";
import { answers, fillWholeProfile, next, sessionUserId } from "./support/profile-form.ts";

// Disha as an operator runs it with CONSENT_MODE=parent (decision 022): a student's profile is stored
// only while a linked parent, verified at their address, consents from their own account.
test.use({ baseURL: consentServer.url });

const HELD_FOR_CONSENT = "Disha does not store this yet: a parent linked to your account must first agree";

/** The stored profile's location, or null when nothing is stored (the API's 404). */
async function storedLocation(page: Page, userId: string): Promise<string | null> {
  const response = await page.request.get(`/api/profile/${userId}`);
  if (response.status() === 404) return null;
  expect(response.status()).toBe(200);
  return ((await response.json()) as { user: { location: string } }).user.location;
}

test("a new student's profile is stored only once a parent consents, and no change is stored after the parent withdraws", async ({
  page,
  browser,
}) => {
  // two people, a mailed invitation and verification, the questionnaire three times
  test.setTimeout(150_000);
  const child = await signUpThroughUi(page, newStudent("consent-child"));
  const userId = await sessionUserId(page);
  const consentNote = page.getByRole("region", { name: "Your parents" });
  await expect(consentNote.getByText("stores your profile, plan and chat only after a parent")).toBeVisible();

  // before consent: the quiz shows its result and says why it is not kept for the plan
  await page.goto(paths.quiz.href());
  const quiz = page.getByRole("region", { name: "Quiz" });
  for (const answer of ["Arts", "Writing, speaking and telling stories"]) {
    await quiz.getByRole("button", { name: answer }).click();
  }
  await expect(quiz.getByRole("heading", { level: 2, name: /^Your Recommended Career: / })).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: HELD_FOR_CONSENT })).toBeVisible();
  await expect(page.getByText("We could not save this result")).toHaveCount(0);

  // the questionnaire is filled in, and the save is held back with the reason
  await page.goto(paths.dashboard.profile.href());
  await fillWholeProfile(page);
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByRole("alert")).toContainText(HELD_FOR_CONSENT);
  await expect(page).toHaveURL(/\/dashboard\/profile$/);
  // the answers stay on screen, to be saved once a parent agrees
  await expect(page.getByLabel("Reference counsellor")).toHaveValue(answers.referrenceCounsellor);
  await expectNoAxeViolations(page);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Complete Your Profile" })).toBeVisible();
  // nothing was kept: the form starts again from the name given at sign-up
  await expect(page.getByLabel("Full name *")).toHaveValue(child.name);
  expect(await storedLocation(page, userId)).toBeNull();

  // the parent is invited, verifies their address, links and consents in their own account
  const { parentContext, parentPage } = await inviteAndLinkParent(page, browser, child, consentServer);
  const consentCard = parentPage.getByRole("region", { name: "Your consent" });
  await expect(
    consentCard.getByText(`${child.name}'s profile, plan and chat are not saved until you agree`),
  ).toBeVisible();
  await expect(consentCard.getByRole("button", { name: "Give consent" })).toBeDisabled();
  await consentCard.getByRole("checkbox", { name: /parent or guardian/ }).check();
  await consentCard.getByRole("button", { name: "Give consent" }).click();
  await expect(consentCard.getByText(/^You agreed on /)).toBeVisible();
  await expectNoAxeViolations(parentPage);

  // the student sees the consent, and now the profile is stored
  await page.goto(paths.dashboard.root.href());
  await expect(page.getByText(/^Ravi Verma agreed on .*Your profile, plan and chat are saved\.$/)).toBeVisible();
  await page.goto(paths.dashboard.profile.href());
  await fillWholeProfile(page);
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your profile is saved." })).toBeVisible();
  await page.goto(paths.dashboard.profile.href());
  await expect(page.getByText("You have already submitted your profile.")).toBeVisible();
  expect(await storedLocation(page, userId)).toBe(answers.location);

  // the parent withdraws: the next change is refused with the reason, and the stored profile stays as it was
  await parentPage.reload();
  await consentCard.getByRole("button", { name: "Withdraw consent" }).click();
  await expect(consentCard.getByRole("button", { name: "Give consent" })).toBeVisible();
  await parentContext.close();
  await page.goto(paths.dashboard.profileEdit.href());
  await page.getByLabel("Location (city) *").fill("Lucknow");
  for (let step = 1; step < 4; step += 1) await next(page);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("alert")).toContainText(HELD_FOR_CONSENT);
  await expect(page).toHaveURL(/\/dashboard\/profile\/edit$/);
  await page.reload();
  await expect(page.getByLabel("Location (city) *")).toHaveValue(answers.location);
  expect(await storedLocation(page, userId)).toBe(answers.location);
  // the dashboard asks for consent again
  await page.goto(paths.dashboard.root.href());
  await expect(consentNote.getByText("stores your profile, plan and chat only after a parent")).toBeVisible();
});
