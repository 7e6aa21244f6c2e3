import type { Browser, BrowserContext, Page } from "@playwright/test";
import { type E2eServer, expect, expectNoAxeViolations, mainServer, newStudent, type Student } from "./fixtures.ts";
import { adminPage, mailedPath } from "./outbox.ts";

export interface LinkedParent {
  parent: Student;
  parentContext: BrowserContext;
  /** the parent's page, on their child's page (/parent?child=…) */
  parentPage: Page;
}

/**
 * The child (signed in on `page`) invites a parent from the dashboard; the parent opens the mailed link
 * signed out, signs up through it as Ravi Verma, verifies their address from the mailed link (which
 * works once) and accepts. Each person's page is checked with axe on the way.
 */
export async function inviteAndLinkParent(
  page: Page,
  browser: Browser,
  child: Student,
  server: E2eServer = mainServer,
): Promise<LinkedParent> {
  const parent = newStudent("parent");
  await page.goto("/dashboard");
  const parents = page.getByRole("region", { name: "Your parents" });
  await parents.getByLabel("Parent's e-mail address").fill(parent.email);
  await parents.getByRole("button", { name: "Invite" }).click();
  await expect(parents.getByRole("status")).toHaveText(`Invitation sent to ${parent.email}.`);
  await expect(parents.getByText(`Invited ${parent.email}, waiting for them to accept`)).toBeVisible();
  await expectNoAxeViolations(page);

  const admin = await adminPage(browser, server);
  const invitation = await mailedPath(
    admin,
    parent.email,
    "parent.invitation",
    /https?:\/\/\S+?(\/parent-invitations\/\S+)/,
  );

  // the parent opens the link signed out, signs up through it and comes back to it
  const parentContext = await browser.newContext({
    baseURL: server.url,
    extraHTTPHeaders: { "x-forwarded-for": "10.250.0.7" },
  });
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
  return { parent, parentContext, parentPage };
}
