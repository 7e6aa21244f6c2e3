import { expect, expectNoAxeViolations, signUpThroughUi, test } from "./support/fixtures.ts";

test("a student downloads their data, then deletes their account and can no longer sign in", async ({ page }) => {
  const student = await signUpThroughUi(page);
  const section = page.getByRole("region", { name: "Your data" });

  const downloadPromise = page.waitForEvent("download");
  await section.getByRole("link", { name: "Download my data" }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe("disha-my-data.json");
  const path = await download.path();
  const { readFile } = await import("node:fs/promises");
  const exported = JSON.parse(await readFile(path, "utf8")) as { account: { email: string; name: string } };
  expect(exported.account).toMatchObject({ email: student.email, name: student.name });

  await section.getByRole("button", { name: "Delete my account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  const confirm = dialog.getByRole("button", { name: "Delete my account" });
  await expect(confirm).toBeDisabled();
  await expectNoAxeViolations(page);
  await dialog.getByLabel("Type DELETE to confirm").fill("DELETE");
  await confirm.click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toBeVisible();

  await page.goto("/sign-in");
  await page.getByLabel("Email").fill(student.email);
  await page.getByLabel("Password").fill(student.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toHaveText("Wrong email or password.");
});
