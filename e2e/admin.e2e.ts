import type { Browser, Page } from "@playwright/test";
import { grantRole } from "./support/admin.ts";
import { baseURL, expect, expectNoAxeViolations, newStudent, signUpThroughApi, test } from "./support/fixtures.ts";

/** 'YYYY-MM-DD' in India, `days` from today. */
function indiaDate(days: number): string {
  const day = new Date(Date.now() + 330 * 60_000);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** 'YYYY-MM-DD' as the certificate page shows it: 'Tue, 14 Jan 2025'. */
function dayAsShown(date: string): string {
  const day = new Date(`${date}T00:00:00Z`);
  return `${WEEKDAYS[day.getUTCDay()]}, ${day.getUTCDate()} ${MONTHS[day.getUTCMonth()]} ${day.getUTCFullYear()}`;
}

async function studentPage(browser: Browser, index: number) {
  const context = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { "x-forwarded-for": `10.200.${process.pid % 250}.${index}` },
  });
  const page = await context.newPage();
  const student = await signUpThroughApi(page, newStudent("admin-e2e"));
  return { page, student, close: () => context.close() };
}

async function registerThroughUi(page: Page, title: string) {
  await page.goto("/workshops");
  await page
    .getByRole("main")
    .getByRole("article", { name: title })
    .getByRole("link", { name: /^Join Now/ })
    .click();
  await page.getByLabel("Phone number").fill("9000012345");
  await page.getByLabel("Gender").selectOption("FEMALE");
  await page.getByLabel("Subject").selectOption("Science");
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Registration Successful!" })).toBeVisible();
  await page.goto("/sessions");
}

test("an admin schedules a workshop; one student registers and cancels; another attends and verifies a certificate", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const admin = await signUpThroughApi(page, newStudent("admin"));
  await grantRole(admin.email, "admin");
  const title = `Robotics Careers ${Date.now().toString(36)}`;

  // the dashboard leads an admin to the console
  await page.goto("/dashboard");
  const dashboardNav = page.getByRole("navigation", { name: "Your dashboard" });
  await expect(dashboardNav.getByRole("link", { name: "Mentor console" })).toHaveCount(0);
  await dashboardNav.getByRole("link", { name: "Admin console" }).click();
  await expect(page).toHaveURL(/\/admin\/workshops$/);
  await page.getByRole("button", { name: "New workshop" }).click();
  const form = page.getByRole("dialog", { name: "New workshop" });
  await form.getByLabel("Title", { exact: true }).fill(title);
  await form.getByLabel("Instructor").fill("Neha Iyer");
  await form.getByLabel("Topic", { exact: true }).fill("Robotics");
  await form
    .getByLabel("What it covers")
    .fill("How robots are built and programmed, and where robotics careers start.");
  await form.getByLabel("Date", { exact: true }).fill(indiaDate(5));
  await form.getByLabel("Start time (India time)").fill("16:30");
  await form.getByLabel("Length in minutes").fill("60");
  await form.getByLabel("Seats").fill("20");
  await form.getByLabel("Cover", { exact: true }).selectOption("teal");
  await form.getByRole("button", { name: "Save" }).click();
  // the shared schema refuses to schedule without a link to join by
  await expect(form.getByText("A scheduled workshop needs a meeting link")).toBeVisible();
  await form.getByLabel("Meeting link").fill("https://meet.example.in/robotics");
  await expectNoAxeViolations(page);
  await form.getByRole("button", { name: "Save" }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole("main").getByRole("status")).toHaveText("Saved.");
  const card = page.getByRole("listitem").filter({ hasText: title });
  await expect(card).toContainText("Scheduled");
  await expect(card).toContainText("0 of 20 registered");
  await expectNoAxeViolations(page);

  // the first student registers, then cancels from My Sessions
  const first = await studentPage(browser, 1);
  await registerThroughUi(first.page, title);
  const entry = first.page.getByRole("region", { name: "Upcoming" }).getByRole("article", { name: title });
  await expect(entry).toContainText("Workshop with Neha Iyer");
  // its calendar file: 16:30 India time is 11:00 UTC
  const calendar = first.page.waitForEvent("download");
  await entry.getByRole("link", { name: /^Add to calendar/ }).click();
  const ics = await calendar;
  expect(ics.suggestedFilename()).toBe(`disha-workshop-${indiaDate(5)}.ics`);
  const icsText = Buffer.concat(await (await ics.createReadStream()).toArray()).toString("utf8");
  expect(icsText).toContain("METHOD:PUBLISH");
  expect(icsText).toContain(`SUMMARY:${title}`);
  expect(icsText).toContain(`DTSTART:${indiaDate(5).replaceAll("-", "")}T110000Z`);
  expect(icsText).toMatch(/UID:registration-.+@localhost\r\n/);
  await entry.getByRole("button", { name: /^Cancel registration/ }).click();
  await first.page
    .getByRole("dialog", { name: "Cancel this registration?" })
    .getByRole("button", { name: "Cancel registration" })
    .click();
  await expect(entry).toHaveCount(0);
  await first.close();

  // the second registers and attends
  const second = await studentPage(browser, 2);
  await registerThroughUi(second.page, title);
  await expect(
    second.page.getByRole("region", { name: "Upcoming" }).getByRole("article", { name: title }),
  ).toBeVisible();

  await page.reload();
  await expect(card).toContainText("1 of 20 registered");
  await card.getByRole("link", { name: `Registrations: ${title}` }).click();
  await expect(page.getByRole("heading", { level: 2, name: `Registrations for ${title}` })).toBeVisible();
  await expect(page.getByRole("cell", { name: second.student.name, exact: true })).toBeVisible();
  await expect(page.getByRole("cell", { name: first.student.name, exact: true })).toHaveCount(0);
  const present = page.getByRole("checkbox", { name: `${second.student.name} was present` });
  // attendance waits for the workshop to start
  await expect(present).toBeDisabled();
  const csv = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export CSV" }).click();
  expect((await csv).suggestedFilename()).toMatch(/^registrations-robotics-careers-.+\.csv$/);

  // the workshop took place yesterday: the admin corrects its date, then marks attendance
  await page.getByRole("link", { name: "Back to workshops" }).click();
  await card.getByRole("button", { name: `Edit: ${title}` }).click();
  const edit = page.getByRole("dialog", { name: "Edit workshop" });
  await edit.getByLabel("Date", { exact: true }).fill(indiaDate(-1));
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(edit).toBeHidden();
  await card.getByRole("link", { name: `Registrations: ${title}` }).click();
  await expect(present).toBeEnabled();
  // checked once the server has recorded it
  await present.click();
  await expect(present).toBeChecked();
  await expectNoAxeViolations(page);

  // the student downloads the certificate from My Sessions, and its public page confirms it
  await second.page.reload();
  const past = second.page.getByRole("region", { name: "Past" }).getByRole("article", { name: title });
  const download = second.page.waitForEvent("download");
  await past.getByRole("link", { name: /^Download certificate/ }).click();
  const pdf = await download;
  expect(pdf.suggestedFilename()).toMatch(/^disha-certificate-[A-Z2-9]{5}-[A-Z2-9]{5}\.pdf$/);
  const code = /([A-Z2-9]{5}-[A-Z2-9]{5})/.exec(pdf.suggestedFilename())?.[1] ?? "";
  const bytes = Buffer.concat(await (await pdf.createReadStream()).toArray());
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");

  const visitorContext = await browser.newContext({ baseURL });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/certificates/${code}`);
  await expect(visitor.getByRole("main").getByRole("status")).toHaveText("This certificate is genuine.");
  const facts = visitor.getByRole("region", { name: "This certificate is genuine." });
  await expect(facts).toContainText(second.student.name);
  await expect(facts).toContainText(title);
  await expect(facts).toContainText(dayAsShown(indiaDate(-1)));
  await expect(facts).toContainText(code);
  await expect(facts).not.toContainText(second.student.email);
  await expectNoAxeViolations(visitor);
  await visitor.goto("/certificates/AAAAA-BBBBB");
  await expect(visitor.getByRole("alert")).toContainText("No certificate has this code.");
  await visitorContext.close();
  await second.close();
});

test("the console asks a visitor to sign in and tells a student it is for admins", async ({ page }) => {
  await page.goto("/admin/accounts");
  await expect(page.getByText("Sign in with an admin account to open the console.")).toBeVisible();
  await signUpThroughApi(page);
  const rolesRead = page.waitForResponse((response) => response.url().endsWith("/api/me/roles"));
  await page.goto("/dashboard");
  await rolesRead;
  await expect(page.getByRole("link", { name: "Help & Support" }).first()).toBeVisible();
  await expect(page.getByRole("link", { name: "Admin console" })).toHaveCount(0);
  await page.goto("/admin/accounts");
  await expect(page.getByRole("alert")).toHaveText(
    "Only an admin can open the console. Ask an admin to grant you the role.",
  );
});
