import type { OutboxListResponse, OutboxMessage } from "@disha/shared";
import type { Browser } from "@playwright/test";
import sharp from "sharp";
import { grantRole } from "./support/admin.ts";
import { baseURL, expect, expectNoAxeViolations, newStudent, signUpThroughApi, test } from "./support/fixtures.ts";

/** 'YYYY-MM-DD' in India, `days` from today. */
function indiaDate(days: number): string {
  const day = new Date(Date.now() + 330 * 60_000);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

const WEEKDAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

async function personIn(browser: Browser, index: number, prefix: string) {
  const context = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { "x-forwarded-for": `10.201.${process.pid % 250}.${index}` },
  });
  const page = await context.newPage();
  const person = await signUpThroughApi(page, newStudent(prefix));
  return { page, person, close: () => context.close() };
}

test("an admin invites a mentor, who sets hours; a student books, reschedules and cancels; the outbox holds each message with its .ics", async ({
  page,
  browser,
}) => {
  // a whole journey through three people's browsers
  test.setTimeout(180_000);
  // the admin works in the test's own page, whose console errors fail the test
  const admin = await signUpThroughApi(page, newStudent("mentor-e2e-admin"));
  await grantRole(admin.email, "admin");
  const invitee = newStudent("mentor-e2e");
  await page.goto("/admin/mentors");
  const invite = page.getByRole("form", { name: "Invite a mentor" });
  await invite.getByLabel("Mentor's e-mail").fill(invitee.email);
  await invite.getByLabel("Name (optional)").fill(invitee.name);
  await invite.getByRole("button", { name: "Send invitation" }).click();
  await expect(invite.getByRole("status")).toHaveText(`Invitation sent to ${invitee.email}.`);
  await expectNoAxeViolations(page);

  // with no SMTP server the invitation waits in the outbox, where the admin reads its link
  await page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: "Outbox" }).click();
  const invitationRow = page.getByRole("row").filter({ hasText: invitee.email });
  await expect(invitationRow).toContainText("You are invited to mentor students on Disha");
  await expect(invitationRow).toContainText("None");
  await invitationRow
    .getByRole("button", { name: `Read the message to ${invitee.email}: You are invited to mentor students on Disha` })
    .click();
  const letter = page.getByText(/Open this link to choose your name and password/);
  await expect(letter).toContainText(`as ${invitee.email}`);
  await expectNoAxeViolations(page);
  const link = /(https?:\/\/\S+\/invitations\/[\w-]+)/.exec((await letter.textContent()) ?? "")?.[1] ?? "";
  expect(link).toMatch(new RegExp(`^${baseURL}/invitations/`));

  // the mentor opens the link on a device of their own, chooses a password and lands in the mentor console
  const mentorContext = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { "x-forwarded-for": `10.201.${process.pid % 250}.1` },
  });
  const mentorPage = await mentorContext.newPage();
  const student = await personIn(browser, 2, "mentor-e2e-student");
  try {
    await mentorPage.goto(link);
    await expect(mentorPage.getByRole("heading", { level: 1, name: "Become a Disha mentor" })).toBeVisible();
    await expect(mentorPage.getByText(`You were invited as ${invitee.email}.`)).toBeVisible();
    await expect(mentorPage.getByLabel("Your name")).toHaveValue(invitee.name);
    await mentorPage.getByLabel("Password").fill(invitee.password);
    await expectNoAxeViolations(mentorPage);
    await mentorPage.getByRole("button", { name: "Create my mentor account" }).click();
    await expect(mentorPage).toHaveURL(/\/mentor-console$/);
    await expect(mentorPage.getByRole("heading", { level: 1, name: "Mentor console" })).toBeVisible();
    await expect(mentorPage.getByText("You have not set your hours yet")).toBeVisible();

    // the mentor sets hours on the day three days from now: 15:00 to 17:00 India time, 45-minute sessions
    const day = indiaDate(3);
    const weekday = WEEKDAY_NAMES[new Date(`${day}T00:00:00Z`).getUTCDay()]!;
    for (const name of WEEKDAY_NAMES) {
      const open = mentorPage.getByRole("checkbox", { name });
      if (name === weekday) await open.check();
      else await open.uncheck();
    }
    await mentorPage.getByLabel(`${weekday} from`).fill("15:00");
    await mentorPage.getByLabel(`${weekday} until`).fill("17:00");
    await mentorPage.getByLabel("Session length (minutes)").fill("45");
    await mentorPage.getByLabel("Break between sessions (minutes)").fill("15");
    await mentorPage.getByLabel("Minimum notice (hours)").fill("2");
    await mentorPage.getByRole("button", { name: "Save hours" }).click();
    await expect(mentorPage.getByRole("status").getByText("Your hours are saved")).toBeVisible();
    await expectNoAxeViolations(mentorPage);
    const mentorId = (
      (await (await mentorPage.request.get("/api/mentor-console")).json()) as { mentor: { id: string } }
    ).mentor.id;

    // the student books through the mentors page: the dialog offers exactly the mentor's two slots
    await student.page.goto("/mentors");
    await student.page
      .getByRole("article", { name: invitee.name })
      .getByRole("button", { name: "Book Session" })
      .click();
    const dialog = student.page.getByRole("dialog", { name: `Book ${invitee.name}` });
    await dialog.getByLabel("Date").fill(day);
    await expect(dialog.getByRole("radio")).toHaveCount(2);
    await expect(dialog.getByRole("radio", { name: "3:00 PM" })).toBeVisible();
    await expect(dialog.getByRole("radio", { name: "4:00 PM" })).toBeVisible();
    await dialog.getByRole("radio", { name: "3:00 PM" }).check();
    await dialog.getByLabel("What would you like to talk about? (optional)").fill("Is B.Sc Nursing right for me?");
    await dialog.getByRole("button", { name: "Confirm" }).click();
    await expect(student.page.getByText("Booking successful!")).toBeVisible();

    // My Sessions lists it, and its calendar file downloads with the same UID the server keeps
    await student.page.goto("/sessions");
    const session = student.page.getByRole("article", { name: `Session with ${invitee.name}` });
    await expect(session).toContainText("45 min");
    const download = student.page.waitForEvent("download");
    await session.getByRole("link", { name: /Add to calendar/ }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`disha-session-${day}.ics`);
    const ics = await (await file.createReadStream()).toArray();
    const text = Buffer.concat(ics).toString("utf8");
    expect(text).toContain("METHOD:PUBLISH");
    const uid = /UID:(.+)\r\n/.exec(text)?.[1];
    expect(uid).toMatch(/^booking-.+@localhost$/);
    await expectNoAxeViolations(student.page);

    // the mentor sees the student and the note, and adds a meeting link for this session
    await mentorPage.reload();
    const card = mentorPage.getByRole("article", { name: student.person.name });
    await expect(card).toContainText("Is B.Sc Nursing right for me?");
    await card.getByLabel("Link for this session").fill("https://meet.example.org/e2e-session");
    await card.getByRole("button", { name: "Save link" }).click();
    await expect(card.getByText("Saved.")).toBeVisible();

    // the student sees the link, then moves the session to 16:00
    await student.page.reload();
    await expect(session.getByRole("link", { name: /Join session/ })).toHaveAttribute(
      "href",
      "https://meet.example.org/e2e-session",
    );
    await session.getByRole("button", { name: /^Reschedule/ }).click();
    const move = student.page.getByRole("dialog", { name: "Move this session" });
    await expect(move.getByRole("radio", { name: "4:00 PM" })).toBeVisible();
    await move.getByRole("radio", { name: "4:00 PM" }).check();
    await move.getByRole("button", { name: "Move session" }).click();
    await expect(student.page.getByRole("status")).toContainText("is now on");
    await expect(session).toContainText("4:00 PM");
    const moved = await student.page.request.get(
      (await session.getByRole("link", { name: /Add to calendar/ }).getAttribute("href")) ?? "",
    );
    const movedText = await moved.text();
    expect(movedText).toContain(`UID:${uid}`);
    expect(movedText).toContain("SEQUENCE:2");

    // the slot the student left is free again for others
    const slots = (await (await student.page.request.get(`/api/mentors/${mentorId}/slots?date=${day}`)).json()) as {
      slots: { time: string; available: boolean }[];
    };
    expect(slots.slots.find((slot) => slot.time === "15:00")?.available).toBe(true);

    // then cancels; the mentor sees it
    await session.getByRole("button", { name: /^Cancel/ }).click();
    await student.page
      .getByRole("dialog", { name: "Cancel this session?" })
      .getByRole("button", { name: "Cancel session" })
      .click();
    await expect(student.page.getByRole("status")).toContainText("is cancelled");
    await mentorPage.reload();
    await expect(mentorPage.getByRole("article", { name: student.person.name })).toContainText(
      "The student cancelled this session.",
    );

    // the outbox, read through the admin's API, holds booked, moved and cancelled for each side,
    // each with the session's calendar file: one UID throughout, METHOD:CANCEL on the last
    for (const address of [student.person.email, invitee.email]) {
      const listed = await page.request.get(`/api/admin/outbox?to=${encodeURIComponent(address)}`);
      expect(listed.status()).toBe(200);
      const messages = ((await listed.json()) as OutboxListResponse).messages.filter((message) =>
        message.kind.startsWith("booking."),
      );
      expect(messages.map((message) => message.kind)).toEqual([
        "booking.cancelled",
        "booking.rescheduled",
        "booking.booked",
      ]);
      for (const message of messages) {
        const method = message.kind === "booking.cancelled" ? "CANCEL" : "PUBLISH";
        expect(message.attachments).toEqual([
          { filename: `disha-session-${day}.ics`, contentType: `text/calendar; charset=utf-8; method=${method}` },
        ]);
        const whole = (await (await page.request.get(`/api/admin/outbox/${message.id}`)).json()) as OutboxMessage;
        expect(whole.attachments[0]?.content).toContain(`UID:${uid}\r\n`);
        expect(whole.attachments[0]?.content).toContain(`METHOD:${method}\r\n`);
      }
    }
    // and the console's outbox shows the cancellation's calendar file with its type
    await page.reload();
    const cancellation = page
      .getByRole("row")
      .filter({ hasText: student.person.email })
      .filter({ hasText: "cancelled" });
    await expect(cancellation).toContainText(`disha-session-${day}.ics`);
    await expect(cancellation).toContainText("text/calendar; charset=utf-8; method=CANCEL");
  } finally {
    await mentorContext.close();
    await student.close();
  }
});

test("a mentor edits their public card and uploads a photo; the mentors page shows both", async ({ browser }) => {
  test.setTimeout(120_000);
  const mentor = await personIn(browser, 3, "mentor-card-e2e");
  const visitor = await personIn(browser, 4, "mentor-card-e2e-visitor");
  try {
    await grantRole(mentor.person.email, "mentor");
    const name = `Dr. ${mentor.person.name}`;
    const about = `Chartered accountant in Kolkata for twelve years (${mentor.person.email}); I explain CA Foundation.`;
    await mentor.page.goto("/mentor-console");
    const card = mentor.page.getByRole("region", { name: "Your public card" });
    await expect(card.getByText("You have no photo yet")).toBeVisible();

    // a card too short to save says so under the field, and nothing is sent
    await card.getByLabel("About you").fill("Too short.");
    await card.getByRole("button", { name: "Save card" }).click();
    await expect(card.getByText("Write 20 to 600 characters about yourself.")).toBeVisible();
    await expect(card.getByLabel("About you")).toHaveAttribute("aria-invalid", "true");

    await card.getByLabel("Name on your card").fill(name);
    await card.getByLabel("About you").fill(about);
    await card.getByLabel("Stream you guide").selectOption("commerce");
    await card.getByLabel("Topics").fill("CA Foundation, B.Com life");
    await card.getByRole("checkbox", { name: "Bengali" }).check();
    await card.getByRole("button", { name: "Save card" }).click();
    await expect(card.getByRole("status").getByText("Your card is saved")).toBeVisible();

    // a PNG made here, bigger than the card shows it and not square: the server cuts it to 256x256
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#0f766e" } })
      .png()
      .toBuffer();
    await card.getByLabel("Choose a photo").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: photo });
    await card.getByRole("button", { name: "Upload photo" }).click();
    await expect(card.getByRole("status").getByText("Your photo is saved.")).toBeVisible();
    await expect(card.getByRole("img", { name: `Photo of ${name}` })).toBeVisible();
    await expectNoAxeViolations(mentor.page);

    // anyone on the mentors page sees the new words, languages and photo
    await visitor.page.goto("/mentors");
    const listed = visitor.page.getByRole("article", { name });
    await listed.scrollIntoViewIfNeeded();
    await expect(listed).toContainText(about);
    await expect(listed).toContainText("Commerce mentor");
    await expect(listed).toContainText("Speaks English, Bengali");
    const shown = listed.getByRole("img", { name: `Photo of ${name}` });
    await expect(shown).toHaveAttribute("src", /\/photo\.webp\?v=/);
    await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(256);
    await expectNoAxeViolations(visitor.page);

    // removing the photo brings back the initials
    await card.getByRole("button", { name: "Remove photo" }).click();
    await expect(card.getByRole("status").getByText("Your photo is removed.")).toBeVisible();
    await expect(card.getByRole("img", { name: `Photo of ${name}` })).toHaveCount(0);
  } finally {
    await mentor.close();
    await visitor.close();
  }
});
