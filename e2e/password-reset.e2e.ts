import type { OutboxListResponse, OutboxMessage } from "@disha/shared";
import { grantRole } from "./support/admin.ts";
import { expect, expectNoAxeViolations, newStudent, signUpThroughApi, test } from "./support/fixtures.ts";

test("a student who forgot the password gets a reset link by mail; the new password works, the old one and the used link do not", async ({
  page,
  browser,
}) => {
  const student = await signUpThroughApi(page, newStudent("forgot"));
  await page.context().clearCookies();

  await page.goto("/sign-in");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Forgot your password?");
  await page.getByLabel("Email").fill(student.email);
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("status")).toContainText(
    `If an account uses ${student.email}, a reset link is on its way.`,
  );
  await expectNoAxeViolations(page);

  // with no SMTP server the mail waits in the outbox, read here through an admin's API
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  const admin = await signUpThroughApi(adminPage, newStudent("forgot-admin"));
  await grantRole(admin.email, "admin");
  const listed = (await (
    await adminPage.request.get(`/api/admin/outbox?to=${encodeURIComponent(student.email)}`)
  ).json()) as OutboxListResponse;
  const reset = listed.messages.find((message) => message.kind === "account.password-reset");
  expect(reset).toBeDefined();
  const letter = (await (await adminPage.request.get(`/api/admin/outbox/${reset?.id}`)).json()) as OutboxMessage;
  await adminContext.close();
  const link = /https?:\/\/\S+(\/reset-password\?token=[\w%-]+)/.exec(letter.text)?.[1] ?? "";
  expect(link).not.toBe("");

  await page.goto(link);
  await page.getByLabel("New password").fill("fresh-mango-77");
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page.getByRole("status")).toContainText("Your password is changed.");
  await expectNoAxeViolations(page);

  // the link worked once
  await page.goto(link);
  await page.getByLabel("New password").fill("other-mango-88");
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "This reset link has expired or was used already. Ask for a new one.",
  );

  const signIn = async (password: string) => {
    await page.goto("/sign-in");
    await page.getByLabel("Email").fill(student.email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Sign in" }).click();
  };
  await signIn(student.password);
  await expect(page.getByRole("alert")).toHaveText("Wrong email or password.");
  await signIn("fresh-mango-77");
  await expect(page).toHaveURL(/\/dashboard/);
});
