import type { Page } from "@playwright/test";
import { grantRole } from "./support/admin.ts";
import { baseURL, expect, expectNoAxeViolations, newStudent, signUpThroughApi, test } from "./support/fixtures.ts";

const careerFundamentals = {
  slug: "career-fundamentals",
  title: "Career Fundamentals: Finding Your Direction",
  about: "Learn how to match your interests and strengths to streams and careers",
};

function workshopCard(page: Page, title: string) {
  return page.getByRole("main").getByRole("article", { name: title });
}

async function fillRegistration(page: Page, details: { name: string; phone: string; email: string }) {
  await page.getByLabel("Name").fill(details.name);
  await page.getByLabel("Phone number").fill(details.phone);
  await page.getByLabel("Gender").selectOption({ label: "Female" });
  await page.getByLabel("Email").fill(details.email);
  await page.getByLabel("Subject").selectOption("Commerce");
}

test("the workshops page shows six workshops, each saying what it covers without a hover", async ({ page }) => {
  test.slow(); // several pages and axe: slow on a busy machine
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/workshops");
  await expect(page.getByRole("heading", { level: 1, name: "Upcoming Workshops" })).toBeVisible();
  // the six seeded ones; an admin's test may schedule more at the same time
  await expect(page.getByRole("main").getByRole("article").nth(5)).toBeVisible();
  const card = workshopCard(page, careerFundamentals.title);
  await expect(card.getByText(careerFundamentals.about)).toBeVisible();
  await expect(card).toContainText("with Meera Krishnan");
  await expect(card).toContainText(/seats left/);

  const join = card.getByRole("link", { name: /^Join Now/ });
  await expect(join).toHaveAccessibleDescription(new RegExp(careerFundamentals.about));
  await expect(join).toHaveAttribute("href", `/workshops/${careerFundamentals.slug}/register`);
  await expectNoAxeViolations(page);
});

test("a visitor registers through 'Join Now', confirms from the mailbox and gets the workshop's Google Meet link", async ({
  page,
  request,
}) => {
  test.slow(); // several pages and axe: slow on a busy machine
  const calls: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/registrations")) calls.push(request.method());
  });
  await page.goto("/workshops");
  await workshopCard(page, "Finance and Investment for Beginners")
    .getByRole("link", { name: /^Join Now/ })
    .click();
  await expect(page).toHaveURL(/\/workshops\/finance-and-investment\/register$/);
  await expect(page.getByRole("heading", { level: 1, name: "Register Here" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Finance and Investment for Beginners" })).toContainText(
    "with Sneha Kulkarni",
  );

  // the shared schema checks every field in the browser before anything is sent
  await page.getByRole("button", { name: "Register" }).click();
  for (const message of [
    "Name is required",
    "Phone number is required",
    "Choose a gender",
    "Email is required",
    "Choose a subject",
  ]) {
    await expect(page.getByText(message)).toBeVisible();
  }
  await fillRegistration(page, { name: "Meher Kaur", phone: "98765x4321", email: "meher.kaur@example.in" });
  await page.getByRole("button", { name: "Register" }).click();
  await expect(
    page.getByText("Enter a 10-digit Indian mobile number, such as 98765 43210 or +91 98765 43210"),
  ).toBeVisible();
  await expect(page.getByLabel("Phone number")).toHaveAttribute("aria-invalid", "true");
  expect(calls).toEqual([]);
  await expectNoAxeViolations(page);

  // as a phone shows it: +91 and spaces
  await page.getByLabel("Phone number").fill("+91 98765 43210");
  await page.getByRole("button", { name: "Register" }).click();
  // signed out: nothing but a confirmation link goes to the address until its mailbox confirms it
  await expect(page.getByRole("heading", { level: 1, name: "Confirm from your mailbox" })).toBeVisible();
  await expect(page.getByText(/We sent a link to meher.kaur@example.in/)).toBeVisible();
  await expect(page.getByRole("link", { name: /^Join with Google Meet/ })).toHaveCount(0);
  expect(calls).toEqual(["POST"]);
  await expectNoAxeViolations(page);

  // the student opens the link from the mailbox (an admin reads it in the outbox here)
  const admin = newStudent("outbox-admin");
  expect((await request.post("/api/auth/sign-up/email", { data: admin, headers: { origin: baseURL } })).status()).toBe(
    200,
  );
  await grantRole(admin.email, "admin");
  const listed = (await (
    await request.get("/api/admin/outbox?kind=registration.confirm&to=meher.kaur@example.in")
  ).json()) as { messages: { id: string }[] };
  const mail = (await (await request.get(`/api/admin/outbox/${listed.messages[0]!.id}`)).json()) as { text: string };
  expect(mail.text.startsWith("Hello,")).toBe(true);
  expect(mail.text).not.toContain("Meher");
  const link = /https?:\/\/\S+\/workshops\/confirm\/[\w-]+/.exec(mail.text)![0];
  await page.goto(new URL(link).pathname);
  await page.getByRole("button", { name: "Confirm my registration" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Registration Successful!" })).toBeVisible();
  const meet = page.getByRole("link", { name: /^Join with Google Meet/ });
  await expect(meet).toHaveAttribute("href", "https://meet.google.com/mzb-xtre-gho");
  await expect(meet).toHaveAttribute("target", "_blank");
  await expect(meet).toHaveAttribute("rel", /\bnoopener\b/);
  await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "Back to Home" }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
});

test("registering the same e-mail twice shows the same success as the first time", async ({ page }) => {
  const email = newStudent("twice").email;
  const first = await page.request.post("/api/workshops/sports-and-fitness/registrations", {
    data: { name: "Kabir Das", phoneNumber: "9123456780", gender: "MALE", email, subject: "Arts" },
    headers: { origin: baseURL },
  });
  expect(first.status()).toBe(201);

  await page.goto("/workshops/sports-and-fitness/register");
  await fillRegistration(page, { name: "Kabir Das", phone: "9123456780", email: email.toUpperCase() });
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Confirm from your mailbox" })).toBeVisible();
  await expect(page.getByRole("alert")).toHaveCount(0);
});

test("a signed-in student registers with their account's details, finds the workshop in My Sessions and cancels it", async ({
  page,
}) => {
  test.slow(); // several pages and a dialog: slow on a busy machine
  const student = await signUpThroughApi(page);
  await page.goto("/workshops/fine-arts-exploration/register");
  await expect(page.getByLabel("Name")).toHaveValue(student.name);
  await expect(page.getByLabel("Email")).toHaveValue(student.email);
  // the server registers the account's own name and e-mail: the form does not offer to change them
  await expect(page.getByLabel("Name")).not.toBeEditable();
  await expect(page.getByLabel("Email")).not.toBeEditable();
  await page.getByLabel("Phone number").fill("9000012345");
  await page.getByLabel("Gender").selectOption("NON-BINARY");
  await page.getByLabel("Subject").selectOption("Arts");
  await page.getByRole("button", { name: "Register" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Registration Successful!" })).toBeVisible();

  await page.goto("/sessions");
  const entry = page.getByRole("region", { name: "Upcoming" }).getByRole("article", { name: "Exploring Fine Arts" });
  await expect(entry).toContainText("Workshop with Kabir Sen");
  await expect(entry.getByRole("link", { name: /^Join with Google Meet/ })).toHaveAttribute(
    "href",
    "https://meet.google.com/qhn-vbya-crd",
  );

  const deletes: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "DELETE") deletes.push(new URL(request.url()).pathname);
  });
  await entry.getByRole("button", { name: /^Cancel registration/ }).click();
  const confirm = page.getByRole("dialog", { name: "Cancel this registration?" });
  await expect(confirm).toContainText("Exploring Fine Arts on");
  await expectNoAxeViolations(page);
  // keeping it closes the dialog and cancels nothing
  await confirm.getByRole("button", { name: "Keep registration" }).click();
  await expect(confirm).toBeHidden();
  expect(deletes).toEqual([]);

  await entry.getByRole("button", { name: /^Cancel registration/ }).click();
  await confirm.getByRole("button", { name: "Cancel registration" }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole("status")).toHaveText("Your registration for Exploring Fine Arts is cancelled.");
  await expect(entry).toHaveCount(0);
  expect(deletes).toEqual([expect.stringMatching(/^\/api\/workshops\/registrations\/[^/]+$/)]);
  const after = (await (await page.request.get("/api/bookings")).json()) as { registrations: unknown[] };
  expect(after.registrations).toEqual([]);
});

test("an unknown workshop's registration page says so", async ({ page }) => {
  await page.goto("/workshops/no-such-workshop/register");
  await expect(page.getByRole("alert")).toContainText("We could not find that workshop.");
  await expect(page.getByRole("link", { name: "See all workshops" })).toHaveAttribute("href", "/workshops");
});
