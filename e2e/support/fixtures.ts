import AxeBuilder from "@axe-core/playwright";
import { type Page, test as base, expect } from "@playwright/test";

export const baseURL = `http://localhost:${process.env.E2E_PORT ?? 3100}`;

/** A server playwright.config.ts starts: where it answers and the data directory it runs on. */
export interface E2eServer {
  url: string;
  dataDir: string | undefined;
  /** NODE_ENV=production, as `npm run test:e2e` runs the servers (E2E_PRODUCTION=1) */
  production: boolean;
}
const production = process.env.E2E_PRODUCTION === "1";
/** The product as it ships: every spec's server unless it asks for another with `test.use({ baseURL })`. */
export const mainServer: E2eServer = { url: baseURL, dataDir: process.env.E2E_DATA_DIR, production };
/** CONSENT_MODE=parent: a child's profile, plan and chat are stored only after a parent's consent. */
export const consentServer: E2eServer = {
  url: `http://localhost:${process.env.E2E_CONSENT_PORT}`,
  dataDir: process.env.E2E_CONSENT_DATA_DIR,
  production,
};
/** A copy of the build of its own (E2E_UPDATE_DIST_DIR), where a test makes a new release. */
export const updateServer: E2eServer = {
  url: `http://localhost:${process.env.E2E_UPDATE_PORT}`,
  dataDir: process.env.E2E_UPDATE_DATA_DIR,
  production,
};
/** `npm start` on its embedded defaults: development, a generated secret, demo data. */
export const developmentServer: E2eServer = {
  url: `http://localhost:${process.env.E2E_DEVELOPMENT_PORT}`,
  dataDir: process.env.E2E_DEVELOPMENT_DATA_DIR,
  production: false,
};
let counter = 0;
let devices = 0;

export interface Student {
  name: string;
  email: string;
  password: string;
}

export function newStudent(prefix = "student"): Student {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}`;
  // a name is letters only (no digits), so the id's digits are spelled as letters
  const letters = id.replace(/\d/g, (digit) => "abcdefghij"[Number(digit)]!);
  return { name: `Asha ${letters}`, email: `${prefix}.${id}@example.in`, password: "mango-lassi-42" };
}

/** Signs a new student up through the real sign-up page; the page ends on /dashboard. */
export async function signUpThroughUi(page: Page, student: Student = newStudent()): Promise<Student> {
  await page.goto("/sign-up");
  await page.getByLabel("Full name").fill(student.name);
  await page.getByLabel("Email").fill(student.email);
  await page.getByLabel("Password").fill(student.password);
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  return student;
}

/**
 * A fresh student signed up over the API (faster), with the session cookie in the page's context;
 * `server` is the one the page's context talks to (its baseURL), which checks the Origin.
 */
export async function signUpThroughApi(
  page: Page,
  student: Student = newStudent(),
  server: E2eServer = mainServer,
): Promise<Student> {
  const response = await page.request.post("/api/auth/sign-up/email", {
    data: student,
    headers: { origin: server.url },
  });
  expect(response.status()).toBe(200);
  return student;
}

export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
    `axe on ${page.url()}`,
  ).toEqual([]);
}

/**
 * Fails a test on any console error, uncaught exception or Content-Security-Policy violation in the
 * page (a refused inline style, script or connection).
 */
export const test = base.extend<{ consoleErrors: string[]; ownAddress: void }>({
  // the server limits per address (and trusts loopback as a proxy in e2e): each test comes from its own
  ownAddress: [
    async ({ context }, use) => {
      devices += 1;
      await context.setExtraHTTPHeaders({
        "x-forwarded-for": `10.${process.pid % 250}.${(devices >> 8) & 255}.${devices & 255}`,
      });
      await use();
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      // Chromium also logs a violation, but an event says for sure which directive refused what
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          console.error(`CSP violation: ${event.effectiveDirective} refused ${event.blockedURI || "inline"}`);
        });
      });
      page.on("console", (message) => {
        // an expected 4xx answer (a wrong password, no profile yet) is logged by Chromium; 5xx still fails
        if (message.type() === "error" && !/status of 4\d\d/.test(message.text())) errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      expect(errors, "console errors in the page").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
