import type { Browser, Page } from "@playwright/test";
import { grantRole } from "./support/admin.ts";
import { baseURL, expect, expectNoAxeViolations, newStudent, signUpThroughApi, test } from "./support/fixtures.ts";

async function personIn(browser: Browser, index: number, prefix: string) {
  const context = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { "x-forwarded-for": `10.203.${process.pid % 250}.${index}` },
  });
  const page = await context.newPage();
  const person = await signUpThroughApi(page, newStudent(prefix));
  return { page, person, close: () => context.close() };
}

/** Fills the ask form on /community and posts it. */
async function ask(page: Page, title: string, body: string) {
  await page.goto("/community");
  await page.getByLabel("Your question").fill(title);
  await page.getByLabel("More about it").fill(body);
  await page.getByLabel("Topic", { exact: true }).last().selectOption({ label: "Science" });
  await page.getByRole("button", { name: "Post question" }).click();
}

test("a student asks and sees suggestions while typing; a mentor answers, marked as a mentor; the asker accepts it", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const asker = await signUpThroughApi(page, newStudent("community-asker"));
  const mentor = await personIn(browser, 1, "community-mentor");
  try {
    await grantRole(mentor.person.email, "mentor");
    await page.goto("/community");
    await expect(page.getByRole("heading", { level: 1, name: "Community" })).toBeVisible();
    const title = "How do I become a doctor after class 12?";
    await page.getByLabel("Your question").pressSequentially("How do I become a doctor", { delay: 20 });
    const suggestions = page.getByRole("region", { name: "These may already answer it" });
    await expect(suggestions.getByRole("link", { name: /Career page: Doctor/ }).first()).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel("Your question").fill(title);
    await page.getByLabel("More about it").fill("I like biology. Is NEET the only way?");
    await page.getByLabel("Topic", { exact: true }).last().selectOption({ label: "Science" });
    await page.getByRole("button", { name: "Post question" }).click();
    await page.getByRole("link", { name: "Your question is posted." }).click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    const questionUrl = page.url();

    await mentor.page.goto(questionUrl);
    await mentor.page
      .getByLabel("Write an answer")
      .fill("NEET-UG is the way to MBBS in India; start with NCERT biology.");
    await mentor.page.getByRole("button", { name: "Post answer" }).click();
    await expect(mentor.page.getByText("Your answer is posted.")).toBeVisible();

    await page.reload();
    const answer = page.getByRole("listitem").filter({ hasText: "NEET-UG is the way to MBBS" });
    await expect(answer.getByText("Mentor", { exact: true })).toBeVisible();
    await expect(answer.getByText(`${mentor.person.name.split(" ")[0]}, mentor`)).toBeVisible();
    await answer.getByRole("button", { name: "Accept this answer" }).click();
    await expect(answer.getByText("Accepted by the asker")).toBeVisible();
    await expectNoAxeViolations(page);
    expect(asker.email).toContain("community-asker");
  } finally {
    await mentor.close();
  }
});

test("a post with a phone number is refused; an abusive one is held, a moderator removes it and its author is told why", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signUpThroughApi(page, newStudent("community-poster"));
  const moderator = await personIn(browser, 2, "community-moderator");
  try {
    await ask(page, "Can someone share chemistry notes with me?", "Call me on 98765 43210 and I will explain.");
    await expect(page.getByRole("alert")).toContainText("phone number");

    const title = "Why do arts students get teased?";
    await ask(page, title, "tu chutiya hai");
    await expect(page.getByText("Your post waits for a moderator")).toBeVisible();
    await expect(page.getByText("It may insult or hurt someone.")).toBeVisible();

    await grantRole(moderator.person.email, "moderator");
    await moderator.page.goto("/community/moderation");
    const item = moderator.page.getByRole("article", { name: new RegExp(title.replace("?", "\\?")) });
    await expect(item.getByText("Held by the automatic checks")).toBeVisible();
    await expectNoAxeViolations(moderator.page);
    await item.getByLabel(/^Reason/).fill("Abusive words are not allowed here.");
    await item.getByRole("button", { name: "Remove" }).click();
    await expect(item).toBeHidden();
    await expect(moderator.page.getByText(/Remove by .*: Abusive words are not allowed here\./)).toBeVisible();

    await page.goto("/dashboard");
    await expect(
      page.getByText(`A moderator removed your post in "${title}". Why: Abusive words are not allowed here.`),
    ).toBeVisible();
  } finally {
    await moderator.close();
  }
});

test("reports from enough students hide a post until a moderator looks", async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signUpThroughApi(page, newStudent("community-reported"));
  const title = "Is commerce only for weak students?";
  await ask(page, title, "My uncle says so.");
  await page.getByRole("link", { name: "Your question is posted." }).click();
  const questionUrl = page.url();

  const reporters = await Promise.all([3, 4, 5].map((index) => personIn(browser, index, `community-reporter${index}`)));
  try {
    for (const reporter of reporters) {
      await reporter.page.goto(questionUrl);
      await reporter.page.getByRole("button", { name: "Report this question" }).click();
      await reporter.page.getByLabel("What is wrong with it?").fill("Spreads a wrong idea about commerce.");
      await reporter.page.getByRole("button", { name: "Send report" }).click();
      await expect(reporter.page.getByText("Your report is in the moderators' queue now")).toBeVisible();
    }
    const visitor = await browser.newContext({ baseURL });
    const anonymous = await visitor.newPage();
    await anonymous.goto(questionUrl);
    await expect(anonymous.getByText("This question could not be loaded")).toBeVisible();
    await anonymous.goto("/community");
    await expect(anonymous.getByRole("link", { name: title })).toHaveCount(0);
    await visitor.close();
  } finally {
    for (const reporter of reporters) await reporter.close();
  }
});

test("a self-harm post is held and the same words to the AI mentor raise an alert, each with the helplines in view; a moderator opens the queue from the menu, finds both first and records how the student was reached", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const student = await signUpThroughApi(page, newStudent("community-care"));
  const moderator = await personIn(browser, 6, "community-urgent");
  try {
    const title = "I failed again and I am so tired";
    await ask(page, title, "mujhe ab jeena nahi hai, sab khatam kar dungi");
    const help = page.getByRole("region", { name: "You are not alone" });
    await expect(help).toBeInViewport();
    await expect(help.getByRole("link", { name: /Tele-MANAS.*14416/ })).toBeVisible();
    await expect(help.getByRole("link", { name: "Talk to the AI mentor now" })).toBeVisible();
    await expect(page.getByText("a person from Disha will read it today")).toBeVisible();
    await expectNoAxeViolations(page);
    // not public
    const visitor = await browser.newContext({ baseURL });
    const anonymous = await visitor.newPage();
    await anonymous.goto("/community");
    await expect(anonymous.getByRole("heading", { level: 1, name: "Community" })).toBeVisible();
    await expect(anonymous.getByRole("link", { name: title })).toHaveCount(0);
    await visitor.close();

    // the same words to the AI mentor: the helplines, and the student is told a person knows
    await page.goto("/dashboard/aichatbot");
    const box = page.getByPlaceholder("Type your message...");
    await expect(page.getByRole("button", { name: "Send" })).toBeEnabled();
    await box.fill("mujhe ab jeena nahi hai, sab khatam kar dungi");
    await box.press("Enter");
    const reply = page.getByRole("region", { name: "Conversation" }).locator("li").filter({ hasText: "Disha said:" });
    await expect(reply.last()).toContainText("14416");
    await expect(reply.last()).toContainText("I have also let a person on the Disha team know");

    await grantRole(moderator.person.email, "moderator");
    await moderator.page.goto("/community");
    await moderator.page.getByRole("button", { name: /Account menu for/ }).click();
    await moderator.page.getByRole("menuitem", { name: /Moderation queue: \d+ waiting, [1-9]\d* urgent/ }).click();
    await expect(moderator.page).toHaveURL(/\/community\/moderation$/);
    const first = moderator.page.getByRole("region", { name: "Held and reported posts" }).getByRole("article").first();
    await expect(first).toContainText(title);
    await expect(first.getByText("Urgent: self-harm")).toBeVisible();
    await expect(first.getByText(/waiting for \d+ minutes?/)).toBeVisible();
    const alert = moderator.page
      .getByRole("region", { name: "Students who may need help now" })
      .getByRole("article")
      .filter({ hasText: student.email });
    await expect(alert).toContainText("mujhe ab jeena nahi hai");
    await expect(alert.getByText("Waiting to be reached")).toBeVisible();
    await expectNoAxeViolations(moderator.page);
    await alert.getByLabel("How the student was reached").fill("Rang her; her school counsellor meets her tomorrow.");
    await alert.getByRole("button", { name: "Mark as reached" }).click();
    await expect(alert.getByText(/Reached by .*: Rang her; her school counsellor meets her tomorrow\./)).toBeVisible();
  } finally {
    await moderator.close();
  }
});

test("the topic picker finds a topic by its English or Hindi name, in the reader's language", async ({ page }) => {
  await signUpThroughApi(page, newStudent("community-topics"));
  await page.goto("/community");
  const search = page.getByLabel("Search the topics for “Topic” (English or Hindi)").last();
  const topic = page.getByLabel("Topic", { exact: true }).last();
  await search.fill("नर्स");
  await expect(topic.locator("option", { hasText: /^Nurse$/ })).toHaveCount(1);
  // a few topics, not the several hundred
  expect(await topic.locator("option").count()).toBeLessThan(12);
  await topic.selectOption({ label: "Nurse" });
  await search.fill("engineer");
  // the chosen topic stays chosen while she searches for another
  await expect(topic).toHaveValue("career:nurse");
  await expectNoAxeViolations(page);

  // in Hindi, the topics are named in Hindi
  await page.goto("/community?lng=hi");
  await expect(page.getByLabel("विषय", { exact: true }).last().locator("option", { hasText: /^नर्स$/ })).toHaveCount(1);
});
