import {
  developmentServer,
  expect,
  expectNoAxeViolations,
  newStudent,
  signUpThroughUi,
  test,
} from "./support/fixtures.ts";

// The rest of the suite runs against the servers in production mode (npm run test:e2e, decision 034);
// this is `npm start` on its embedded defaults: development, a generated secret, SQLite, demo data.
test.use({ baseURL: developmentServer.url });

test("npm start's defaults: sign-up through the page over plain http, demo mentors to book, and the AI mentor over its socket", async ({
  page,
  context,
}) => {
  await signUpThroughUi(page, newStudent("development"));
  // development serves plain http, so the session cookie is not marked Secure (production's is)
  const session = (await context.cookies()).find((cookie) => cookie.name.endsWith("session_token"));
  expect(session).toMatchObject({ secure: false, httpOnly: true });

  await page.goto("/mentors");
  await expect(page.getByRole("heading", { level: 1, name: "Mentor Booking" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("article").first()).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto("/dashboard/aichatbot");
  const box = page.getByPlaceholder("Type your message...");
  await expect(page.getByRole("button", { name: "Send" })).toBeEnabled();
  await box.fill("How do I become a doctor?");
  await box.press("Enter");
  const reply = page.getByRole("region", { name: "Conversation" }).locator("li").filter({ hasText: "Disha said:" });
  await expect(reply.first()).toContainText("NEET");
});
