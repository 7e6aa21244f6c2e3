import type { Browser } from "@playwright/test";
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

test("a mentor sets hours; a student books and downloads the .ics; the mentor adds a link; the student reschedules, then cancels", async ({
  browser,
}) => {
  test.slow();
  const mentor = await personIn(browser, 1, "mentor-e2e");
  const student = await personIn(browser, 2, "mentor-e2e-student");
  try {
    // an operator makes the account a mentor, as `npm run admin -- grant <email> mentor` does
    await grantRole(mentor.person.email, "mentor");

    // the mentor sets hours on the day three days from now: 15:00 to 17:00 India time, 45-minute sessions
    const day = indiaDate(3);
    const weekday = WEEKDAY_NAMES[new Date(`${day}T00:00:00Z`).getUTCDay()]!;
    await mentor.page.goto("/mentor-console");
    await expect(mentor.page.getByRole("heading", { level: 1, name: "Mentor console" })).toBeVisible();
    await expect(mentor.page.getByText("You have not set your hours yet")).toBeVisible();
    for (const name of WEEKDAY_NAMES) {
      const open = mentor.page.getByRole("checkbox", { name });
      if (name === weekday) await open.check();
      else await open.uncheck();
    }
    await mentor.page.getByLabel(`${weekday} from`).fill("15:00");
    await mentor.page.getByLabel(`${weekday} until`).fill("17:00");
    await mentor.page.getByLabel("Session length (minutes)").fill("45");
    await mentor.page.getByLabel("Break between sessions (minutes)").fill("15");
    await mentor.page.getByLabel("Minimum notice (hours)").fill("2");
    await mentor.page.getByRole("button", { name: "Save hours" }).click();
    await expect(mentor.page.getByRole("status").getByText("Your hours are saved")).toBeVisible();
    await expectNoAxeViolations(mentor.page);
    const mentorId = (
      (await (await mentor.page.request.get("/api/mentor-console")).json()) as { mentor: { id: string } }
    ).mentor.id;

    // the student books through the mentors page: the dialog offers exactly the mentor's two slots
    await student.page.goto("/mentors");
    await student.page
      .getByRole("article", { name: mentor.person.name })
      .getByRole("button", { name: "Book Session" })
      .click();
    const dialog = student.page.getByRole("dialog", { name: `Book ${mentor.person.name}` });
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
    const session = student.page.getByRole("article", { name: `Session with ${mentor.person.name}` });
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
    await mentor.page.reload();
    const card = mentor.page.getByRole("article", { name: student.person.name });
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
    await mentor.page.reload();
    await expect(mentor.page.getByRole("article", { name: student.person.name })).toContainText(
      "The student cancelled this session.",
    );
  } finally {
    await mentor.close();
    await student.close();
  }
});
