import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, signUpThroughApi, test } from "./support/fixtures.ts";

/**
 * Passes the chat socket through untouched, except that the server's frames of one event wait until
 * the test releases them, so what the page shows in between can be seen however fast the server is.
 */
async function holdServerEvent(page: Page, event: "botResponse" | "previousMessages"): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.routeWebSocket(/\/socket\.io\//, (ws) => {
    const server = ws.connectToServer();
    server.onMessage(async (message) => {
      if (typeof message === "string" && message.includes(`"${event}`)) await released;
      ws.send(message);
    });
  });
  return release;
}

const botReplies = (page: Page) =>
  page.getByRole("region", { name: "Conversation" }).locator("li").filter({ hasText: "Disha said:" });

test("a student asks how to become a doctor, sees the typing indicator, then a reply about NEET that is still there after a reload", async ({
  page,
}) => {
  const releaseReplies = await holdServerEvent(page, "botResponse");
  await page.goto("/");
  await signUpThroughApi(page);
  await page.goto("/dashboard/aichatbot");
  const box = page.getByPlaceholder("Type your message...");
  await expect(page.getByRole("button", { name: "Send" })).toBeEnabled();

  await box.fill("How do I become a doctor?");
  await box.press("Enter");
  await expect(box).toHaveValue("");
  const conversation = page.getByRole("region", { name: "Conversation" });
  await expect(conversation.getByText("How do I become a doctor?")).toBeVisible();
  const typing = page.getByRole("status", { name: "Disha is typing" });
  await expect(typing).toBeVisible();
  await expectNoAxeViolations(page);

  releaseReplies();
  await expect(botReplies(page).first()).toContainText("NEET");
  await expect(typing).toHaveCount(0);

  await page.reload();
  await expect(conversation.getByText("How do I become a doctor?")).toBeVisible();
  await expect(botReplies(page).first()).toContainText("NEET");
});

test("the question box waits for the history, so a question asked at once is not wiped by it", async ({ page }) => {
  const releaseHistory = await holdServerEvent(page, "previousMessages");
  await page.goto("/");
  await signUpThroughApi(page);
  await page.goto("/dashboard/aichatbot");
  const send = page.getByRole("button", { name: "Send" });
  await expect(page.getByText("Connecting")).toBeVisible();
  await expect(send).toBeDisabled();
  const box = page.getByPlaceholder("Type your message...");
  await box.fill("How do I become a doctor?");
  await box.press("Enter");
  await expect(box).toHaveValue("How do I become a doctor?");

  releaseHistory();
  await expect(send).toBeEnabled();
  await send.click();
  const conversation = page.getByRole("region", { name: "Conversation" });
  await expect(conversation.getByText("How do I become a doctor?")).toBeVisible();
  await expect(botReplies(page).first()).toContainText("NEET");
});

test("a blank message sends nothing", async ({ page }) => {
  await page.goto("/");
  await signUpThroughApi(page);
  await page.goto("/dashboard/aichatbot");
  await expect(page.getByRole("button", { name: "Send" })).toBeEnabled();
  const box = page.getByPlaceholder("Type your message...");
  await box.fill("   ");
  await box.press("Enter");
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByRole("status", { name: "Disha is typing" })).toHaveCount(0);
  await expect(page.getByText("You said:")).toHaveCount(0);

  // what reaches the server is what a reload shows: still nothing
  await page.reload();
  await expect(page.getByRole("button", { name: "Send" })).toBeEnabled();
  await expect(page.getByRole("button", { name: "How do I become a doctor?" })).toBeVisible();
});

test("a second student sees none of the first one's messages", async ({ browser }) => {
  const first = await browser.newContext();
  const firstPage = await first.newPage();
  await firstPage.goto("/");
  await signUpThroughApi(firstPage);
  await firstPage.goto("/dashboard/aichatbot");
  await firstPage.getByPlaceholder("Type your message...").fill("My private question about the CA Foundation exam");
  await firstPage.getByRole("button", { name: "Send" }).click();
  await expect(botReplies(firstPage)).toHaveCount(1);

  const second = await browser.newContext();
  const secondPage = await second.newPage();
  await secondPage.goto("/");
  await signUpThroughApi(secondPage);
  await secondPage.goto("/dashboard/aichatbot");
  await expect(secondPage.getByRole("button", { name: "Send" })).toBeEnabled();
  await expect(secondPage.getByRole("button", { name: "How do I become a doctor?" })).toBeVisible();
  await expect(secondPage.getByText("My private question about the CA Foundation exam")).toHaveCount(0);
  await first.close();
  await second.close();
});

test("a parent's question the mentor cannot place for sure is asked back with choices, and a tap asks about one", async ({
  page,
}) => {
  await page.goto("/");
  await signUpThroughApi(page);
  await page.goto("/dashboard/aichatbot");
  const box = page.getByPlaceholder("Type your message...");
  await expect(page.getByRole("button", { name: "Send" })).toBeEnabled();

  await box.fill("मेरी बेटी को जानवरों से बहुत प्यार है, वह क्या बन सकती है?");
  await box.press("Enter");
  await expect(botReplies(page).last()).toContainText("मुझे पक्का नहीं पता");
  const choices = page.getByRole("list", { name: "Choose one" });
  await expect(choices.getByRole("button")).toHaveCount(3);
  await expectNoAxeViolations(page);

  await choices.getByRole("button", { name: /वेटरनरी/ }).click();
  const conversation = page.getByRole("region", { name: "Conversation" });
  await expect(conversation.getByText("पशु चिकित्सक (वेटरनरी डॉक्टर) के बारे में बताइए")).toBeVisible();
  await expect(botReplies(page).last()).toContainText("जानवरों की बीमारियों का इलाज");
  // the choices belong to the reply that offered them: the answer to one has none
  await expect(choices).toHaveCount(0);
});

test("on a phone the message box is in view at first load, and each new answer comes into view", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await signUpThroughApi(page);
  await page.goto("/dashboard/aichatbot");
  const box = page.getByPlaceholder("Type your message...");
  await expect(page.getByRole("button", { name: "Send" })).toBeEnabled();
  await expect(box).toBeInViewport();
  const questions = ["How do I become a doctor?", "What is the NEET exam?", "Which colleges are there for law?"];
  for (const [index, question] of questions.entries()) {
    await box.fill(question);
    await box.press("Enter");
    await expect(botReplies(page)).toHaveCount(index + 1);
    await expect(botReplies(page).last()).toBeInViewport();
  }
  await expectNoAxeViolations(page);
});

test("a student who scrolled up to read is offered the new answer instead of being moved to it", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const releaseReplies = await holdServerEvent(page, "botResponse");
  await page.goto("/");
  await signUpThroughApi(page);
  await page.goto("/dashboard/aichatbot");
  const box = page.getByPlaceholder("Type your message...");
  await expect(page.getByRole("button", { name: "Send" })).toBeEnabled();
  // a long question, so there is something above to scroll back to
  await box.fill(`${"I like biology and drawing and I am in class 10 and confused. ".repeat(14)}What should I do?`);
  await box.press("Enter");
  await expect(page.getByRole("status", { name: "Disha is typing" })).toBeInViewport();
  const conversation = page.getByRole("region", { name: "Conversation" }).getByRole("list").first();
  await conversation.evaluate((list) => (list.scrollTop = 0));

  releaseReplies();
  const newAnswer = page.getByRole("button", { name: "New answer" });
  await expect(newAnswer).toBeVisible();
  await expect(botReplies(page).last()).not.toBeInViewport();
  await expectNoAxeViolations(page);
  await newAnswer.click();
  await expect(botReplies(page).last()).toBeInViewport();
  await expect(newAnswer).toHaveCount(0);
});
