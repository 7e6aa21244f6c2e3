import type { OutboxListResponse, OutboxMessage } from "@disha/shared";
import type { InterestResult } from "@disha/shared/plan";
import type { Page } from "@playwright/test";
import { grantRole } from "./support/admin.ts";
import { baseURL, expect, expectNoAxeViolations, newStudent, signUpThroughApi, test } from "./support/fixtures.ts";

/** The student's interest code, from answers that favour three types, and one career on the shortlist. */
async function givePlan(page: Page): Promise<string> {
  const { items } = (await (await page.request.get("/api/interest-profiler")).json()) as {
    items: { id: string; type: string }[];
  };
  const favoured = ["S", "A", "E"];
  const answers = Object.fromEntries(
    items.map((item) => [item.id, favoured.includes(item.type) ? 4 - favoured.indexOf(item.type) : 0]),
  );
  const saved = await page.request.put("/api/me/interests", { headers: { origin: baseURL }, data: { answers } });
  expect(saved.status()).toBe(201);
  const shortlisted = await page.request.put("/api/me/shortlist/nurse", { headers: { origin: baseURL }, data: {} });
  expect(shortlisted.status()).toBe(200);
  return ((await saved.json()) as InterestResult).code;
}

test("a school's request is approved, its counsellor makes a class, a student joins sharing the interest code, and stops", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const school = `Sarvodaya Vidyalaya ${Date.now().toString(36)}`;
  const counsellor = newStudent("counsellor");

  // the "Schools" choice at /createAccount leads to the request form
  await page.goto("/createAccount");
  await page.getByRole("link", { name: /Schools/ }).click();
  await expect(page).toHaveURL(/\/schools\/request$/);
  await page.getByLabel("School name").fill(school);
  await page.getByLabel("City or town").fill("Jaipur");
  await page.getByLabel("Counsellor's name").fill(counsellor.name);
  await page.getByLabel("Counsellor's e-mail").fill(counsellor.email);
  await page.getByRole("button", { name: "Send the request" }).click();
  await expect(page.getByRole("status")).toContainText("Your request has reached the Disha team");
  await expectNoAxeViolations(page);

  // an admin approves it in the console, which invites the counsellor
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  const admin = await signUpThroughApi(adminPage, newStudent("schools-admin"));
  await grantRole(admin.email, "admin");
  await adminPage.goto("/admin/schools");
  await adminPage.getByRole("button", { name: `Approve ${school} and invite the counsellor` }).click();
  await expect(adminPage.getByRole("status")).toContainText(`The invitation to ${counsellor.email} is in the outbox`);
  await expectNoAxeViolations(adminPage);
  // with no SMTP server the invitation waits in the outbox, read here through the admin's API
  const listed = (await (
    await adminPage.request.get(`/api/admin/outbox?to=${encodeURIComponent(counsellor.email)}`)
  ).json()) as OutboxListResponse;
  const mail = listed.messages.find((message) => message.kind === "counsellor.invitation");
  expect(mail).toBeDefined();
  const letter = (await (await adminPage.request.get(`/api/admin/outbox/${mail?.id}`)).json()) as OutboxMessage;
  await adminContext.close();
  const link = /https?:\/\/\S+(\/invitations\/[\w%-]+)/.exec(letter.text)?.[1] ?? "";
  expect(link).not.toBe("");

  // the counsellor accepts and makes class 10 B
  const counsellorContext = await browser.newContext();
  const counsellorPage = await counsellorContext.newPage();
  await counsellorPage.goto(link);
  await expect(counsellorPage.getByRole("heading", { level: 1 })).toHaveText(
    `Become the counsellor of ${school} on Disha`,
  );
  await counsellorPage.getByLabel("Your name").fill(counsellor.name);
  await counsellorPage.getByLabel("Password").fill(counsellor.password);
  await counsellorPage.getByRole("button", { name: "Create my counsellor account" }).click();
  await expect(counsellorPage).toHaveURL(/\/counsellor$/);
  await expect(counsellorPage.getByRole("heading", { name: school })).toBeVisible();
  await counsellorPage.getByLabel("Grade").selectOption("10");
  await counsellorPage.getByLabel("Section").fill("B");
  await counsellorPage.getByRole("button", { name: "Add class" }).click();
  const code = counsellorPage.locator("[data-join-code]");
  await expect(code).toHaveText(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  const joinCode = (await code.textContent()) ?? "";
  await expectNoAxeViolations(counsellorPage);

  // a student with a plan joins with the code, sharing the interest code only
  const student = await signUpThroughApi(page, newStudent("joins"));
  const interestCode = await givePlan(page);
  await page.goto("/dashboard/join");
  await page.getByLabel("Join code").fill("ZZZZ-ZZZZ");
  await page.getByRole("button", { name: "Check code" }).click();
  await expect(page.getByRole("alert")).toContainText("No class has this join code");
  await page.getByLabel("Join code").fill(joinCode.toLowerCase());
  await page.getByRole("button", { name: "Check code" }).click();
  await expect(page.getByRole("status")).toHaveText(`This code is for 10 B at ${school}.`);
  const interests = page.getByLabel("Also my interest code (for example SAE)");
  await expect(interests).not.toBeChecked();
  await interests.check();
  await page.getByRole("button", { name: "Join 10 B" }).click();
  await expect(page.getByRole("heading", { name: `You are in 10 B at ${school}` })).toBeVisible();
  await expect(page.getByLabel("Also my shortlist of careers")).not.toBeChecked();
  await expectNoAxeViolations(page);

  // the counsellor sees the code in the class, in the chart's table and in the CSV; nothing else
  await counsellorPage.getByRole("link", { name: "Open class 10 B" }).click();
  const row = counsellorPage.getByRole("row", { name: new RegExp(student.name) });
  await expect(row.locator('[data-column="interestCode"]')).toHaveText(interestCode);
  await expect(row.locator('[data-column="shortlist"]')).toHaveText("Not shared");
  await expect(row.locator('[data-column="progress"]')).toHaveText("Not shared");
  await expect(counsellorPage.locator("main")).not.toContainText("Nurse");
  const chart = counsellorPage.getByRole("figure", { name: "Interest codes by first letter" });
  await expect(chart.getByRole("row", { name: `${interestCode[0]} 1` })).toBeVisible();
  await expect(counsellorPage.getByRole("figure", { name: "Most shortlisted careers" })).toContainText(
    "Nothing to count yet.",
  );
  await expectNoAxeViolations(counsellorPage);
  const csvUrl =
    (await counsellorPage.getByRole("link", { name: "Download what is shared (CSV)" }).getAttribute("href")) ?? "";
  const csv = await (await counsellorPage.request.get(csvUrl)).text();
  expect(csv).toContain(`${student.name},10 B,yes,${interestCode},,`);
  expect(csv).not.toContain("Nurse");

  // the student stops sharing: the code is gone from the class, the chart and the CSV
  await interests.uncheck();
  await page.getByRole("button", { name: "Save what I share" }).click();
  await expect(page.getByRole("status")).toContainText("Saved.");
  await counsellorPage.reload();
  await expect(row.locator('[data-column="interestCode"]')).toHaveText("Not shared");
  await expect(chart.getByRole("row", { name: `${interestCode[0]} 0` })).toBeVisible();
  const after = await (await counsellorPage.request.get(csvUrl)).text();
  expect(after).toContain(`${student.name},10 B,yes,,,`);
  expect(after).not.toContain(interestCode);
  await counsellorContext.close();
});

test("a counsellor with an account accepts the invitation signed in, removes a student, who sees it and joins again", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const school = `Kendriya Vidyalaya ${Date.now().toString(36)}`;

  // the counsellor already uses Disha with the address the school gives
  const counsellorContext = await browser.newContext();
  const counsellorPage = await counsellorContext.newPage();
  const counsellor = await signUpThroughApi(counsellorPage, newStudent("has-account"));
  const requested = await page.request.post("/api/school-requests", {
    headers: { origin: baseURL },
    data: { schoolName: school, city: "Bhopal", counsellorName: counsellor.name, counsellorEmail: counsellor.email },
  });
  expect(requested.status()).toBe(201);
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  const admin = await signUpThroughApi(adminPage, newStudent("schools-admin"));
  await grantRole(admin.email, "admin");
  const { id } = (await requested.json()) as { id: string };
  const approved = await adminPage.request.post(`/api/admin/school-requests/${id}/approve`, {
    headers: { origin: baseURL },
  });
  expect(approved.status()).toBe(200);
  const listed = (await (
    await adminPage.request.get(`/api/admin/outbox?to=${encodeURIComponent(counsellor.email)}`)
  ).json()) as OutboxListResponse;
  const mail = listed.messages.find((message) => message.kind === "counsellor.invitation");
  const letter = (await (await adminPage.request.get(`/api/admin/outbox/${mail?.id}`)).json()) as OutboxMessage;
  await adminContext.close();
  const link = /https?:\/\/\S+(\/invitations\/[\w%-]+)/.exec(letter.text)?.[1] ?? "";
  expect(link).not.toBe("");

  // signed in at the invited address: one press, no new account
  await counsellorPage.goto(link);
  await expect(counsellorPage.getByText("you are signed in with that address")).toBeVisible();
  await expect(counsellorPage.getByLabel("Password")).toHaveCount(0);
  await expectNoAxeViolations(counsellorPage);
  await counsellorPage.getByRole("button", { name: "Accept the invitation" }).click();
  await expect(counsellorPage).toHaveURL(/\/counsellor$/);
  await expect(counsellorPage.getByRole("heading", { name: school })).toBeVisible();
  await counsellorPage.getByLabel("Grade").selectOption("9");
  await counsellorPage.getByLabel("Section").fill("A");
  await counsellorPage.getByRole("button", { name: "Add class" }).click();
  const shownCode = counsellorPage.locator("[data-join-code]");
  await expect(shownCode).toHaveText(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  const joinCode = (await shownCode.textContent()) ?? "";

  const student = await signUpThroughApi(page, newStudent("removed"));
  const joined = await page.request.post("/api/me/school", {
    headers: { origin: baseURL },
    data: { code: joinCode, share: { interests: false, shortlist: false, progress: false } },
  });
  expect(joined.status()).toBe(201);

  // the counsellor takes the student out of the class, asked once more first
  await counsellorPage.getByRole("link", { name: "Open class 9 A" }).click();
  await expect(counsellorPage.getByRole("row", { name: new RegExp(student.name) })).toBeVisible();
  await counsellorPage.getByRole("button", { name: `Remove ${student.name} from the class` }).click();
  await counsellorPage.getByRole("button", { name: "Yes, remove" }).click();
  await expect(counsellorPage.getByRole("status").filter({ hasText: "no longer in this class" })).toHaveText(
    `${student.name} is no longer in this class.`,
  );
  await expect(counsellorPage.getByRole("row", { name: new RegExp(student.name) })).toHaveCount(0);
  await expect(counsellorPage.getByText("0 students, 0 with a plan")).toBeVisible();
  await expectNoAxeViolations(counsellorPage);
  const csvUrl =
    (await counsellorPage.getByRole("link", { name: "Download what is shared (CSV)" }).getAttribute("href")) ?? "";
  expect(await (await counsellorPage.request.get(csvUrl)).text()).not.toContain(student.name);

  // the student's dashboard says so, and the code lets them back in
  await page.goto("/dashboard/join");
  await expect(page.getByRole("status").filter({ hasText: "took you out of" })).toContainText(
    `Your counsellor took you out of 9 A at ${school}`,
  );
  await expectNoAxeViolations(page);
  await page.getByLabel("Join code").fill(joinCode);
  await page.getByRole("button", { name: "Check code" }).click();
  await page.getByRole("button", { name: "Join 9 A" }).click();
  await expect(page.getByRole("heading", { name: `You are in 9 A at ${school}` })).toBeVisible();
  await counsellorPage.reload();
  await expect(counsellorPage.getByRole("row", { name: new RegExp(student.name) })).toBeVisible();
  await counsellorContext.close();
});
