import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { baseURL, expect, expectNoAxeViolations, signUpThroughApi, test } from "./support/fixtures.ts";

interface ListedMentor {
  _id: string;
  name: string;
}

/** A date `days` after today in India, 'YYYY-MM-DD', so no test depends on the time of day. */
function indiaDatePlus(days: number): string {
  const day = new Date(Date.now() + 330 * 60_000);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
/** '2031-06-07' as '7 Jun 2031', the way the pages write dates. */
function dayMonthYear(date: string): string {
  const [year, month, day] = date.split("-").map(Number);
  return `${day} ${MONTHS[(month ?? 1) - 1]} ${year}`;
}

/** Each test books its own mentor, so tests running side by side never meet in a slot. */
async function mentorAt(request: APIRequestContext, index: number): Promise<ListedMentor> {
  const response = await request.get("/api/mentors");
  expect(response.status()).toBe(200);
  const mentors = (await response.json()) as ListedMentor[];
  expect(mentors.length).toBeGreaterThanOrEqual(30);
  const mentor = mentors[index];
  if (!mentor) throw new Error(`no mentor ${index}`);
  return mentor;
}

async function openBooking(page: Page, mentor: ListedMentor) {
  await page.goto("/mentors");
  await page.getByRole("article", { name: mentor.name }).getByRole("button", { name: "Book Session" }).click();
  const dialog = page.getByRole("dialog", { name: `Book ${mentor.name}` });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** A second student in a browser of their own. */
async function anotherStudent(browser: Browser) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signUpThroughApi(page);
  return { page, close: () => context.close() };
}

function bookThroughApi(page: Page, mentorId: string, date: string, time: string) {
  return page.request.post("/api/book", { data: { mentorId, date, time }, headers: { origin: baseURL } });
}

function recordBookingCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/api/book") calls.push(request.method());
  });
  return calls;
}

test("the mentor page lists 30+ mentors in a grid; a signed-out visitor who confirms is told to log in and nothing is sent", async ({
  page,
}) => {
  test.slow(); // several pages, axe or a second browser: slow on a busy machine
  const mentor = await mentorAt(page.request, 0);
  const calls = recordBookingCalls(page);
  await page.goto("/mentors");
  await expect(page.getByRole("heading", { level: 1, name: "Mentor Booking" })).toBeVisible();
  const cards = page.getByRole("main").getByRole("article");
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThanOrEqual(30);
  const card = page.getByRole("article", { name: mentor.name });
  await expect(card.locator("img")).toHaveAttribute("src", new RegExp(`^/api/mentors/${mentor._id}/avatar\\.svg`));
  await expectNoAxeViolations(page);

  const dialog = await openBooking(page, mentor);
  await dialog.getByLabel("Date").fill(indiaDatePlus(2));
  await dialog.getByRole("radio", { name: "10:00 AM" }).check();
  await dialog.getByRole("button", { name: "Confirm" }).click();
  await expect(dialog.getByRole("alert")).toContainText("You must be logged in to book a mentor session.");
  await expect(dialog.getByRole("alert").getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/sign-in");
  await expectNoAxeViolations(page);
  expect(calls).toEqual([]);

  // Cancel closes the dialog and forgets the mentor, date and time
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  const again = await openBooking(page, mentor);
  await expect(again.getByLabel("Date")).toHaveValue("");
  await expect(again.getByRole("alert")).toHaveCount(0);
  await page.keyboard.press("Escape");
  await expect(again).toBeHidden();
});

test("confirming without a date or a time says 'Please select date and time.' and sends nothing", async ({ page }) => {
  const mentor = await mentorAt(page.request, 1);
  await signUpThroughApi(page);
  const calls = recordBookingCalls(page);
  const dialog = await openBooking(page, mentor);
  await dialog.getByRole("button", { name: "Confirm" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Please select date and time.");
  await dialog.getByLabel("Date").fill(indiaDatePlus(2));
  await expect(dialog.getByRole("radio", { name: "9:00 AM" })).toBeEnabled();
  await dialog.getByRole("button", { name: "Confirm" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Please select date and time.");
  expect(calls).toEqual([]);
});

test("a student books a slot, sees 'Booking successful!', and finds the session in My Sessions in India time", async ({
  page,
}) => {
  test.slow(); // several pages, axe or a second browser: slow on a busy machine
  const mentor = await mentorAt(page.request, 2);
  await signUpThroughApi(page);
  const date = indiaDatePlus(3);
  const dialog = await openBooking(page, mentor);
  await dialog.getByLabel("Date").fill(date);
  const radios = dialog.getByRole("radio");
  await expect(radios).toHaveCount(22);
  await expect(radios.first()).toHaveAccessibleName("9:00 AM");
  await expect(radios.last()).toHaveAccessibleName("7:30 PM");
  await dialog.getByRole("radio", { name: "4:30 PM" }).check();
  await dialog.getByRole("button", { name: "Confirm" }).click();

  await expect(dialog).toBeHidden();
  const status = page.getByRole("status").filter({ hasText: "Booking successful!" });
  await expect(status).toContainText(`Your session with ${mentor.name} is on`);
  await expect(status).toContainText(`${dayMonthYear(date)} at 4:30 PM IST`);

  await status.getByRole("link", { name: "See My Sessions" }).click();
  await expect(page).toHaveURL(/\/sessions$/);
  await expect(page.getByRole("heading", { level: 1, name: "My Sessions" })).toBeVisible();
  const upcoming = page.getByRole("region", { name: "Upcoming" });
  const session = upcoming.getByRole("article", { name: `Session with ${mentor.name}` });
  await expect(session).toContainText(`${dayMonthYear(date)} at 4:30 PM IST`);
  await expect(session.getByRole("button", { name: /^Cancel/ })).toBeVisible();
  // no join link yet: it says when and how the link comes
  await expect(session.getByRole("link", { name: /^Join session/ })).toHaveCount(0);
  await expect(session).toContainText("Your mentor adds the link to join before the session.");
  await expectNoAxeViolations(page);
});

test("a second student sees a booked slot as unavailable, and a slot taken while they chose it fails with the reason", async ({
  page,
  browser,
}) => {
  test.slow(); // several pages, axe or a second browser: slow on a busy machine
  const mentor = await mentorAt(page.request, 3);
  const date = indiaDatePlus(4);
  const first = await anotherStudent(browser);
  expect((await bookThroughApi(first.page, mentor._id, date, "10:00")).status()).toBe(201);

  await signUpThroughApi(page);
  const dialog = await openBooking(page, mentor);
  await dialog.getByLabel("Date").fill(date);
  const taken = dialog.getByRole("radio", { name: "10:00 AM" });
  await expect(taken).toBeDisabled();
  await expect(taken).toHaveAccessibleName("10:00 AM Booked");

  // the first student takes 11:00 while the second has it selected
  await dialog.getByRole("radio", { name: "11:00 AM" }).check();
  expect((await bookThroughApi(first.page, mentor._id, date, "11:00")).status()).toBe(201);
  await dialog.getByRole("button", { name: "Confirm" }).click();
  const alert = dialog.getByRole("alert");
  await expect(alert).toContainText("Failed to book the session. Please try again.");
  await expect(alert).toContainText("This slot was just booked by someone else. Please pick another time.");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("radio", { name: "11:00 AM" })).toBeDisabled();
  await expectNoAxeViolations(page);
  await first.close();
});

test("cancelling a session in My Sessions frees its slot for another student", async ({ page, browser }) => {
  test.slow(); // several pages, axe or a second browser: slow on a busy machine
  const mentor = await mentorAt(page.request, 4);
  const date = indiaDatePlus(5);
  await signUpThroughApi(page);
  expect((await bookThroughApi(page, mentor._id, date, "12:00")).status()).toBe(201);

  const other = await anotherStudent(browser);
  const otherDialog = await openBooking(other.page, mentor);
  await otherDialog.getByLabel("Date").fill(date);
  await expect(otherDialog.getByRole("radio", { name: "12:00 PM" })).toBeDisabled();

  await page.goto("/sessions");
  const session = page.getByRole("article", { name: `Session with ${mentor.name}` });
  await expect(session).toContainText(`${dayMonthYear(date)} at 12:00 PM IST`);
  await session.getByRole("button", { name: /^Cancel/ }).click();
  const confirm = page.getByRole("dialog", { name: "Cancel this session?" });
  await expect(confirm).toContainText(`Session with ${mentor.name}`);
  await confirm.getByRole("button", { name: "Cancel session" }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole("status")).toContainText("is cancelled. The slot is free again.");
  await expect(session).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Upcoming" })).toContainText("Nothing booked yet.");

  // the other student looks again and can now book it
  await other.page.keyboard.press("Escape");
  const retry = await openBooking(other.page, mentor);
  await retry.getByLabel("Date").fill(date);
  await retry.getByRole("radio", { name: "12:00 PM" }).check();
  await retry.getByRole("button", { name: "Confirm" }).click();
  await expect(other.page.getByRole("status")).toContainText("Booking successful!");
  await other.close();
});

test("My Sessions asks a signed-out visitor to sign in", async ({ page }) => {
  await page.goto("/sessions");
  await expect(page.getByRole("heading", { level: 1, name: "My Sessions" })).toBeVisible();
  const prompt = page.getByRole("region", { name: "Sign in to see your sessions" });
  await expect(prompt.getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/sign-in");
  await expectNoAxeViolations(page);
});
