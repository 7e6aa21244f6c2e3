import type { OutboxListResponse, OutboxMessage } from "@disha/shared";
import type { Browser, Page } from "@playwright/test";
import { grantRole } from "./support/admin.ts";
import { baseURL, expect, expectNoAxeViolations, newStudent, signUpThroughApi, test } from "./support/fixtures.ts";

// The CONSENT_MODE=parent half of this journey (nothing stored before consent, withdrawing stops it) runs
// against the server in apps/server/src/features/parents/consent.test.ts: the e2e server runs with the
// mode off, as the product ships, and a second server would need a second port.

/** The path of the newest mail of `kind` to `address`, read from the outbox through an admin's API. */
async function mailedPath(admin: Page, address: string, kind: string, pattern: RegExp): Promise<string> {
  let found: string | undefined;
  await expect(async () => {
    const listed = (await (
      await admin.request.get(`/api/admin/outbox?to=${encodeURIComponent(address)}`)
    ).json()) as OutboxListResponse;
    const message = listed.messages.find((candidate) => candidate.kind === kind);
    expect(message).toBeDefined();
    const letter = (await (await admin.request.get(`/api/admin/outbox/${message?.id}`)).json()) as OutboxMessage;
    found = pattern.exec(letter.text)?.[1];
    expect(found).toBeDefined();
  }).toPass();
  return found!;
}

async function adminPage(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  const admin = await signUpThroughApi(page, newStudent("parents-admin"));
  await grantRole(admin.email, "admin");
  return page;
}

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

  const parent = newStudent("parent");
  await page.goto("/dashboard");
  const parents = page.getByRole("region", { name: "Your parents" });
  await parents.getByLabel("Parent's e-mail address").fill(parent.email);
  await parents.getByRole("button", { name: "Invite" }).click();
  await expect(parents.getByRole("status")).toHaveText(`Invitation sent to ${parent.email}.`);
  await expect(parents.getByText(`Invited ${parent.email}, waiting for them to accept`)).toBeVisible();
  await expectNoAxeViolations(page);

  const admin = await adminPage(browser);
  const invitation = await mailedPath(
    admin,
    parent.email,
    "parent.invitation",
    /https?:\/\/\S+?(\/parent-invitations\/\S+)/,
  );

  // the parent opens the link signed out, signs up through it and comes back to it
  const parentContext = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": "10.250.0.7" } });
  const parentPage = await parentContext.newPage();
  await parentPage.goto(invitation);
  await expect(parentPage.getByText(`${child.name} invites you as their parent`)).toBeVisible();
  await expectNoAxeViolations(parentPage);
  await parentPage.getByRole("main").getByRole("link", { name: "Sign up" }).click();
  await parentPage.getByLabel("Full name").fill("Ravi Verma");
  await parentPage.getByLabel("Email").fill(parent.email);
  await parentPage.getByLabel("Password").fill(parent.password);
  await parentPage.getByRole("button", { name: "Sign up" }).click();
  await expect(parentPage).toHaveURL(new RegExp(`${invitation}$`));

  // unverified: the page asks for the address to be verified first
  await expect(parentPage.getByText("Verify your e-mail address first")).toBeVisible();
  await parentPage.getByRole("button", { name: "Send verification link" }).click();
  await expect(parentPage.getByRole("status")).toContainText(`We sent a link to ${parent.email}`);
  const verify = await mailedPath(admin, parent.email, "account.verify-email", /https?:\/\/\S+?(\/verify-email\/\S+)/);
  await admin.context().close();
  await parentPage.goto(verify);
  await parentPage.getByRole("button", { name: "Confirm my address" }).click();
  await expect(parentPage.getByRole("status")).toHaveText("Your e-mail address is confirmed. Thank you.");
  await expectNoAxeViolations(parentPage);
  // the link works once
  await parentPage.goto(verify);
  await parentPage.getByRole("button", { name: "Confirm my address" }).click();
  await expect(parentPage.getByRole("alert")).toContainText("expired or was used already");

  await parentPage.goto(invitation);
  await parentPage.getByRole("button", { name: "Accept invitation" }).click();
  await expect(parentPage).toHaveURL(/\/parent\?child=/);
  await expect(parentPage.getByRole("heading", { level: 2, name: child.name })).toBeVisible();
  await expect(parentPage.getByText(`${child.name} does not share their plan with you.`)).toBeVisible();
  await expectNoAxeViolations(parentPage);

  // the child shares the plan; the parent sees it, read only
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
