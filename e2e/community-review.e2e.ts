import {
  consentServer,
  expect,
  expectNoAxeViolations,
  newStudent,
  signUpThroughApi,
  test,
} from "./support/fixtures.ts";

// The operator's strict community (COMMUNITY_REVIEW=first-posts on the consent server, an operator that
// asks for more: a parent's consent, and a moderator for a new member's first posts).
test.use({ baseURL: consentServer.url });

test("with COMMUNITY_REVIEW=first-posts a new account's first post waits for a moderator and says so", async ({
  page,
}) => {
  await signUpThroughApi(page, newStudent("community-first"), consentServer);
  await page.goto("/community");
  const title = "Which stream suits someone who likes drawing?";
  await page.getByLabel("Your question").fill(title);
  await page.getByLabel("More about it").fill("I am in class 9 and I like art and maths.");
  await page.getByLabel("Topic", { exact: true }).last().selectOption({ label: "Arts" });
  await page.getByRole("button", { name: "Post question" }).click();
  await expect(page.getByText("Your post waits for a moderator")).toBeVisible();
  await expect(page.getByText("A moderator reads a new member's first 3 posts before they are public.")).toBeVisible();
  await expect(page.getByText(/within 24 hours/)).toBeVisible();
  await expectNoAxeViolations(page);
});
