import { baseURL, expect, expectNoAxeViolations, newStudent, signUpThroughApi, test } from "./support/fixtures.ts";
import { inviteAndLinkParent } from "./support/parents.ts";

// The CONSENT_MODE=parent half of this journey (nothing stored before consent, withdrawing stops it) is
// consent.e2e.ts, on a server of its own with the mode on.

test("a parent is invited, verifies their address from the mailed link, links, and sees the plan the child shares", async ({
  page,
  browser,
}) => {
  // three people's pages, each checked with axe
  test.setTimeout(120_000);
  // the child: a profile and a saved career, so there is a plan to share
  const child = await signUpThroughApi(page, newStudent("child"));
  const headers = { origin: baseURL };
  const profile = await page.request.post("/api/profile", {
    headers,
    data: {
      name: child.name,
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
    },
  });
  expect(profile.status()).toBe(201);
  const saved = await page.request.put("/api/me/shortlist/doctor", { headers, data: {} });
  expect(saved.status()).toBe(200);
  const career = ((await saved.json()) as { name: { en: string } }).name.en;

  const { parent, parentContext, parentPage } = await inviteAndLinkParent(page, browser, child);
  await expect(parentPage.getByText(`${child.name} does not share their plan with you.`)).toBeVisible();
  await expectNoAxeViolations(parentPage);

  // the child shares the plan; the parent sees it, read only
  const parents = page.getByRole("region", { name: "Your parents" });
  await page.reload();
  await expect(parents.getByText(`Ravi Verma (${parent.email})`)).toBeVisible();
  // the box shows the stored choice: ticked once the server has it
  await parents.getByLabel("Let Ravi Verma see my plan").click();
  await expect(parents.getByLabel("Let Ravi Verma see my plan")).toBeChecked();
  await parentPage.reload();
  const plan = parentPage.getByRole("region", { name: "Plan" });
  await expect(plan.getByText(career, { exact: true })).toBeVisible();
  await expect(plan.getByText("0% of the steps done")).toBeVisible();
  await expect(parentPage.getByRole("button", { name: /Save|Remove|Edit/ })).toHaveCount(0);
  await expectNoAxeViolations(parentPage);

  // the parent unlinks themself; the child's list is empty again
  await parentPage.getByRole("button", { name: `Unlink me from ${child.name}` }).click();
  await expect(parentPage.getByRole("alert")).toContainText("not linked to a child");
  await page.reload();
  await expect(parents.getByText("You have not invited a parent yet.")).toBeVisible();
  await parentContext.close();
});
