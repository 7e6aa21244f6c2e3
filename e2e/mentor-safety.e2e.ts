import type { OutboxListResponse, OutboxMessage } from "@disha/shared";
import type { Browser } from "@playwright/test";
import { grantRole } from "./support/admin.ts";
import { baseURL, expect, expectNoAxeViolations, newStudent, signUpThroughApi, test } from "./support/fixtures.ts";

/** 'YYYY-MM-DD' in India, `days` from today. */
function indiaDate(days: number): string {
  const day = new Date(Date.now() + 330 * 60_000);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

async function personIn(browser: Browser, index: number, prefix: string) {
  const context = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { "x-forwarded-for": `10.202.${process.pid % 250}.${index}` },
  });
  const page = await context.newPage();
  const person = await signUpThroughApi(page, newStudent(prefix));
  return { page, person, close: () => context.close() };
}

test("an admin disables a mentor: the student's session shows as cancelled with the reason, the mail is in the outbox, and the mentor leaves the mentors page", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const admin = await signUpThroughApi(page, newStudent("safety-e2e-admin"));
  await grantRole(admin.email, "admin");
  const mentor = await personIn(browser, 1, "safety-e2e-mentor");
  const student = await personIn(browser, 2, "safety-e2e-student");
  try {
    // a mentor with the default hours: their card is made on the first visit to the console
    await grantRole(mentor.person.email, "mentor");
    await mentor.page.goto("/mentor-console");
    await expect(mentor.page.getByRole("heading", { level: 1, name: "Mentor console" })).toBeVisible();

    // the student books them through the mentors page
    await student.page.goto("/mentors");
    await student.page
      .getByRole("article", { name: mentor.person.name })
      .getByRole("button", { name: "Book Session" })
      .click();
    const dialog = student.page.getByRole("dialog", { name: `Book ${mentor.person.name}` });
    await dialog.getByLabel("Date").fill(indiaDate(3));
    await dialog.getByRole("radio", { name: "10:00 AM" }).check();
    await dialog.getByRole("button", { name: "Confirm" }).click();
    await expect(student.page.getByText("Booking successful!")).toBeVisible();

    // the admin disables the mentor's account in the console
    await page.goto("/admin/accounts");
    await page.getByLabel("Search by name or e-mail").fill(mentor.person.email);
    await page.getByRole("button", { name: "Search", exact: true }).click();
    const account = page.getByRole("article", { name: mentor.person.name });
    await account.getByRole("button", { name: `Disable ${mentor.person.name}` }).click();
    await expect(account.getByText("Disabled", { exact: true })).toBeVisible();

    // My Sessions keeps the session, cancelled, says why, and offers another mentor
    await student.page.goto("/sessions");
    const session = student.page.getByRole("article", { name: `Session with ${mentor.person.name}` });
    await expect(session).toContainText("Cancelled: your mentor can no longer take sessions on Disha.");
    await expect(session.getByRole("button", { name: /^Reschedule/ })).toHaveCount(0);
    await expectNoAxeViolations(student.page);
    await session.getByRole("link", { name: "Book another mentor" }).click();
    await expect(student.page).toHaveURL(/\/mentors$/);
    await expect(student.page.getByRole("article").first()).toBeVisible();
    await expect(student.page.getByRole("article", { name: mentor.person.name })).toHaveCount(0);

    // the cancellation mail waits in the outbox (the job runner writes it moments after the change)
    let cancelled: OutboxMessage | undefined;
    await expect
      .poll(async () => {
        const listed = await page.request.get(`/api/admin/outbox?to=${encodeURIComponent(student.person.email)}`);
        const { messages } = (await listed.json()) as OutboxListResponse;
        const found = messages.find((message) => message.kind === "booking.cancelled");
        cancelled =
          found && ((await (await page.request.get(`/api/admin/outbox/${found.id}`)).json()) as OutboxMessage);
        return cancelled?.text ?? "";
      })
      .toContain("Your mentor can no longer take sessions on Disha");
    expect(cancelled?.text).toContain(`${baseURL}/mentors`);
    await page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Outbox" }).click();
    await expect(
      page
        .getByRole("row")
        .filter({ hasText: student.person.email })
        .filter({ hasText: `Session with ${mentor.person.name}` }),
    ).toContainText("cancelled");
    // the disabled mentor is written nothing about it
    const toMentor = await page.request.get(`/api/admin/outbox?to=${encodeURIComponent(mentor.person.email)}`);
    const mentorKinds = ((await toMentor.json()) as OutboxListResponse).messages.map((message) => message.kind);
    expect(mentorKinds).not.toContain("booking.cancelled");
  } finally {
    await mentor.close();
    await student.close();
  }
});
