import { grantRole } from "./support/admin.ts";
import { baseURL, expect, expectNoAxeViolations, newStudent, signUpThroughApi, test } from "./support/fixtures.ts";

test("a student reports a mistake on a career page; the admin sees it tagged with the record and marks it fixed", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const student = await signUpThroughApi(page, newStudent("reporter"));
  const mistake = `The nursing entrance changed this year (${Date.now().toString(36)})`;

  await page.goto("/careers/nurse");
  await expect(page.getByRole("heading", { level: 1, name: "Nurse" })).toBeVisible();
  const report = page.getByRole("button", { name: "Report a mistake in Nurse" });
  await expect(report).toHaveAttribute("aria-expanded", "false");
  await report.click();
  const form = page.getByRole("form", { name: "Report a mistake in Nurse" });
  await expect(form.getByLabel("What is wrong")).toBeFocused();

  // the shared schema answers in the form before anything is sent
  // (blanks and an ftp address pass the browser's own checks)
  await form.getByLabel("What is wrong").fill("   ");
  await form.getByLabel("Where the right fact is written (optional)").fill("ftp://example.org/notes");
  await form.getByRole("button", { name: "Send report" }).click();
  await expect(form.getByText("Say what is wrong")).toBeVisible();
  await expect(form.getByText("Enter a web address that starts with http:// or https://")).toBeVisible();
  await expectNoAxeViolations(page);

  await form.getByLabel("What is wrong").fill(mistake);
  await form.getByLabel("Where the right fact is written (optional)").fill("https://www.indiannursingcouncil.org/");
  await form.getByRole("button", { name: "Send report" }).click();
  await expect(page.getByRole("status").filter({ hasText: "tell you by e-mail when it is fixed" })).toBeVisible();
  await expect(form).toHaveCount(0);
  await expect(report).toHaveAttribute("aria-expanded", "false");
  await expectNoAxeViolations(page);

  // the admin, in another browser
  const adminContext = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { "x-forwarded-for": `10.201.${process.pid % 250}.1` },
  });
  const adminPage = await adminContext.newPage();
  const admin = await signUpThroughApi(adminPage, newStudent("mistake-admin"));
  await grantRole(admin.email, "admin");
  await adminPage.goto("/admin/support");
  const reports = adminPage.getByRole("region", { name: "Reported mistakes" });
  await expect(reports.getByRole("button", { name: "Open", pressed: true })).toBeVisible();
  const reported = reports.getByRole("article", { name: "Career: Nurse (nurse)" }).filter({ hasText: mistake });
  await expect(reported).toBeVisible();
  await expect(reported.getByRole("link", { name: "Career: Nurse (nurse)" })).toHaveAttribute("href", "/careers/nurse");
  await expect(reported).toContainText(`Reported by ${student.name}`);
  await expect(reported.getByRole("link", { name: /indiannursingcouncil\.org/ })).toBeVisible();
  await expectNoAxeViolations(adminPage);

  await reported.getByRole("button", { name: "Mark fixed" }).click();
  await expect(reported).toHaveCount(0);
  await reports.getByRole("button", { name: "Fixed" }).click();
  const fixed = reports.getByRole("article", { name: "Career: Nurse (nurse)" }).filter({ hasText: mistake });
  await expect(fixed).toContainText("Fixed ");
  await expect(fixed.getByRole("button", { name: "Mark fixed" })).toHaveCount(0);
  await expectNoAxeViolations(adminPage);

  // the reporter is told: the mail waits in the outbox (no SMTP server in e2e)
  await adminPage.goto("/admin/outbox");
  await expect(
    adminPage.getByRole("main").getByText("Disha: the mistake you reported in Nurse is fixed").first(),
  ).toBeVisible();
  const outbox = await adminPage.request.get(
    `/api/admin/outbox?kind=mistake.fixed&to=${encodeURIComponent(student.email)}`,
  );
  expect(outbox.status()).toBe(200);
  expect(((await outbox.json()) as { messages: { to: string }[] }).messages).toEqual([
    expect.objectContaining({ to: student.email }),
  ]);
  await adminContext.close();
});
