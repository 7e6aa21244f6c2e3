import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, signUpThroughApi, test } from "./support/fixtures.ts";

const message = {
  name: "Ravi Kumar",
  email: "ravi.kumar@example.in",
  phone: "+91 98765 43210",
  message: "How do I book a second session with my mentor?",
};

const field = {
  name: (page: Page) => page.getByRole("textbox", { name: "Name" }),
  email: (page: Page) => page.getByRole("textbox", { name: "Email" }),
  phone: (page: Page) => page.getByRole("textbox", { name: "Phone" }),
  message: (page: Page) => page.getByRole("textbox", { name: "Message" }),
};

async function fillMessage(page: Page) {
  await field.name(page).fill(message.name);
  await field.email(page).fill(message.email);
  await field.phone(page).fill(message.phone);
  await page.getByRole("radio", { name: "Phone" }).check();
  await field.message(page).fill(message.message);
}

test("a student sends a message: it is stored, confirmed, the form clears and the page reloads", async ({ page }) => {
  await signUpThroughApi(page);
  await page.goto("/dashboard/help");
  await expect(page.getByRole("heading", { level: 1, name: "Help & Support" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Send Us A Message" })).toBeVisible();
  await expectNoAxeViolations(page);

  // the browser refuses an empty form: nothing is sent
  let posts = 0;
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().endsWith("/api/support-messages")) posts += 1;
  });
  await page.getByRole("button", { name: "Send" }).click();
  expect(await field.name(page).evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
  await field.email(page).fill("not-an-email");
  expect(await field.email(page).evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(true);
  expect(posts).toBe(0);

  await fillMessage(page);
  await page.evaluate(() => ((window as unknown as { beforeReload?: boolean }).beforeReload = true));
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST" && r.url().endsWith("/api/support-messages")),
    page.getByRole("button", { name: "Send" }).click(),
  ]);
  expect(response.status()).toBe(201);
  const session = (await (await page.request.get("/api/auth/get-session")).json()) as { user: { id: string } };
  expect(((await response.json()) as { message: unknown }).message).toMatchObject({
    ...message,
    // stored in the one form every phone takes
    phone: "+919876543210",
    preferredContact: "phone",
    userId: session.user.id,
    id: expect.any(String),
  });

  await expect(page.getByRole("status")).toHaveText("Your message has been submitted successfully!");
  await expect(page.getByRole("status")).toBeInViewport();
  for (const input of Object.values(field)) await expect(input(page)).toHaveValue("");
  await expect(page.getByRole("radio", { name: "Phone" })).not.toBeChecked();

  // after two seconds the page reloads (the page is scanned by axe after it: a scan of the confirmation
  // itself races the reload on a loaded machine): the marker set before is gone; the confirmation stays, in view
  const markerStillSet = () =>
    page
      .evaluate(() => (window as unknown as { beforeReload?: boolean }).beforeReload ?? false)
      // asked while the reload replaces the page: it has not finished yet, ask again
      .catch(() => true);
  await expect.poll(markerStillSet, { timeout: 6_000 }).toBe(false);
  await expect(page.getByRole("status")).toHaveText("Your message has been submitted successfully!");
  await expect(page.getByRole("status")).toBeInViewport();
  await expect(page.getByRole("heading", { name: "Send Us A Message" })).toBeVisible();
  // shown once: a later visit starts without it
  await page.reload();
  await expect(page.getByRole("heading", { name: "Send Us A Message" })).toBeVisible();
  await expect(page.getByText("Your message has been submitted successfully!")).toBeHidden();
  await expectNoAxeViolations(page);
  expect(posts).toBe(1);
});

test("when the message cannot be sent, the student is told and the form keeps its content", async ({
  page,
  consoleErrors,
}) => {
  await signUpThroughApi(page);
  await page.goto("/dashboard/help");
  await fillMessage(page);
  // the connection drops as the message is sent
  await page.route("**/api/support-messages", (route) => route.abort("internetdisconnected"));
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByRole("alert")).toHaveText("We could not reach Disha. Check your connection and try again.");
  // Chromium logs the dropped request; that one console error is expected, any other still fails the test
  const dropped = consoleErrors.indexOf("Failed to load resource: net::ERR_INTERNET_DISCONNECTED");
  expect(dropped).toBeGreaterThanOrEqual(0);
  consoleErrors.splice(dropped, 1);
  await expect(page.getByText("Your message has been submitted successfully!")).toBeHidden();
  await expect(field.name(page)).toHaveValue(message.name);
  await expect(field.email(page)).toHaveValue(message.email);
  await expect(field.phone(page)).toHaveValue(message.phone);
  await expect(field.message(page)).toHaveValue(message.message);
  await expect(page.getByRole("radio", { name: "Phone" })).toBeChecked();
  await expectNoAxeViolations(page);

  await page.unroute("**/api/support-messages");
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByRole("status")).toHaveText("Your message has been submitted successfully!");
});
