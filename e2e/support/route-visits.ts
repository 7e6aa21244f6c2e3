import { roadmaps } from "@disha/content/roadmaps";
import type { Locator, Page } from "@playwright/test";
import { paths } from "../../apps/web/src/config/paths.ts";
import { baseURL, expect } from "./fixtures.ts";

// Every route of the app as the walks over all pages visit it (the pseudo-locale and the touch-target
// walks): how each is opened signed out, and signed in as a student with a profile, a booking and a workshop.

/** 'dashboard.profile' for paths.dashboard.profile: every route of the route table, by name. */
type RouteNames<T, Prefix extends string = ""> = {
  [K in keyof T & string]: T[K] extends { path: string } ? `${Prefix}${K}` : RouteNames<T[K], `${Prefix}${K}.`>;
}[keyof T & string];
export type RouteName = RouteNames<typeof paths>;

export function routeNames(table: object, prefix = ""): string[] {
  return Object.entries(table).flatMap(([key, value]: [string, unknown]) =>
    typeof value === "object" && value !== null && "path" in value
      ? [`${prefix}${key}`]
      : routeNames(value as object, `${prefix}${key}.`),
  );
}

export interface Visit {
  url: string;
  /** resolves once the page shows what is checked (its data loaded, its dialog open) */
  ready: (page: Page) => Promise<void>;
}

export const heading = (page: Page) => page.locator("main h1").first();
export const shown = (locator: Locator) => expect(locator).toBeVisible();
const mentorDate = (() => {
  const day = new Date(Date.now() + 330 * 60_000);
  day.setUTCDate(day.getUTCDate() + 6);
  return day.toISOString().slice(0, 10);
})();

async function openBookingDialog(page: Page) {
  await page.locator("main article button").first().click();
  const dialog = page.locator("dialog[open]");
  await shown(dialog);
  await dialog.locator('input[type="date"]').fill(mentorDate);
  await expect(dialog.locator('input[type="radio"]').first()).toBeVisible();
}

/** Answers each question with its first option until the quiz shows a result. */
async function walkQuizToResult(page: Page) {
  const result = page.locator(`main a[href="${paths.quizResults.href()}"]`);
  const question = page.locator("main section h2");
  for (let step = 0; step < 20 && !(await result.isVisible()); step += 1) {
    const asked = (await question.textContent()) ?? "";
    await page.locator('main section [role="group"] button').first().click();
    await expect(question).not.toHaveText(asked);
  }
  await shown(result);
}

const roadmapVisits = (prefix: string): Visit[] =>
  roadmaps
    .filter((roadmap) => roadmap.path.startsWith(prefix))
    .map((roadmap) => ({ url: roadmap.path, ready: (page) => shown(page.locator("main ol li").first()) }));

/** How each route is visited signed out; `signedIn` holds the visits of a student with a profile. */
export const signedOut: Partial<Record<RouteName, Visit[]>> = {
  home: [
    {
      url: paths.home.href(),
      // every FAQ answer open, so their words are checked too
      ready: async (page) => {
        await shown(heading(page));
        await page.evaluate(() => {
          for (const details of Array.from(document.querySelectorAll("details"))) {
            details.removeAttribute("name");
            details.open = true;
          }
        });
      },
    },
  ],
  signIn: [{ url: paths.signIn.href(), ready: (page) => shown(page.locator("main form")) }],
  signUp: [{ url: paths.signUp.href(), ready: (page) => shown(page.locator("main form")) }],
  forgotPassword: [{ url: paths.forgotPassword.href(), ready: (page) => shown(page.locator("main form")) }],
  // with a token the page asks for the new password; without one it says to open the mailed link
  resetPassword: [
    { url: paths.resetPassword.href("no-such-token"), ready: (page) => shown(page.locator("main form")) },
    { url: "/reset-password", ready: (page) => shown(page.getByRole("alert")) },
  ],
  createAccount: [{ url: paths.createAccount.href(), ready: (page) => shown(page.locator("main li a").first()) }],
  mentors: [{ url: paths.mentors.href(), ready: openBookingDialog }],
  bookings: [{ url: paths.bookings.href(), ready: (page) => shown(page.locator("main section a").first()) }],
  // signed out, the mentor console asks for a sign-in
  mentorConsole: [{ url: paths.mentorConsole.href(), ready: (page) => shown(page.locator('main a[href="/sign-in"]')) }],
  workshops: [{ url: paths.workshops.href(), ready: (page) => shown(page.locator("main article").first()) }],
  workshopRegistration: [
    { url: paths.workshopRegistration.href("career-fundamentals"), ready: (page) => shown(page.locator("main form")) },
    { url: paths.workshopRegistration.href("no-such-workshop"), ready: (page) => shown(page.getByRole("alert")) },
  ],
  // a mailed confirmation link asks for a press of its button before it confirms anything
  workshopConfirmation: [
    {
      url: paths.workshopConfirmation.href("no-such-token"),
      ready: (page) => shown(page.locator("main button").first()),
    },
  ],
  supportConfirmation: [
    {
      url: paths.supportConfirmation.href("no-such-token"),
      ready: (page) => shown(page.locator("main button").first()),
    },
  ],
  invitation: [{ url: paths.invitation.href("no-such-token"), ready: (page) => shown(page.getByRole("alert")) }],
  privacy: [{ url: paths.privacy.href(), ready: (page) => shown(page.locator("main ul li").first()) }],
  verifyEmail: [{ url: paths.verifyEmail.href("no-such-token"), ready: (page) => shown(page.locator("main button")) }],
  parentInvitation: [
    { url: paths.parentInvitation.href("no-such-token"), ready: (page) => shown(page.getByRole("alert")) },
  ],
  // signed out, a parent's page asks for a sign-in
  parent: [{ url: paths.parent.href(), ready: (page) => shown(page.locator('main a[href^="/sign-in"]')) }],
  schoolRequest: [{ url: paths.schoolRequest.href(), ready: (page) => shown(page.locator("main form")) }],
  // signed out, the counsellor console asks for a sign-in
  counsellor: [{ url: paths.counsellor.href(), ready: (page) => shown(page.locator('main a[href="/sign-in"]')) }],
  counsellorClass: [
    {
      url: paths.counsellorClass.href("no-such-school", "no-such-class"),
      ready: (page) => shown(page.locator('main a[href="/sign-in"]')),
    },
  ],
  community: [{ url: paths.community.href(), ready: (page) => shown(page.locator('main p[role="status"]').first()) }],
  communityQuestion: [
    { url: paths.communityQuestion.href("no-such-question"), ready: (page) => shown(page.getByRole("alert")) },
  ],
  // signed out, the safety alerts and the queue answer 401
  communityModeration: [
    { url: paths.communityModeration.href(), ready: (page) => shown(page.getByRole("alert").last()) },
  ],
  certificate: [{ url: paths.certificate.href("AAAAA-BBBBB"), ready: (page) => shown(page.getByRole("alert")) }],
  // signed out, the console asks for an admin's sign-in
  ...Object.fromEntries(
    (["root", "workshops", "support", "mentors", "accounts", "outbox", "schools", "moderation"] as const).map((tab) => [
      `admin.${tab}`,
      [{ url: paths.admin[tab].href(), ready: (page: Page) => shown(page.locator('main a[href="/sign-in"]')) }],
    ]),
  ),
  "admin.registrations": [
    {
      url: paths.admin.registrations.href("no-such-workshop"),
      ready: (page) => shown(page.locator('main a[href="/sign-in"]')),
    },
  ],
  "hub.science": [{ url: paths.hub.science.href(), ready: (page) => shown(page.locator("main li a").last()) }],
  "hub.commerce": [{ url: paths.hub.commerce.href(), ready: (page) => shown(page.locator("main li a").last()) }],
  "hub.arts": [{ url: paths.hub.arts.href(), ready: (page) => shown(page.locator("main li a").last()) }],
  roadmap: [
    ...roadmapVisits("/timelines/"),
    { url: "/timelines/no-such-roadmap", ready: (page) => shown(heading(page)) },
  ],
  commerceRoadmap: roadmapVisits("/career-commerce/"),
  artsRoadmap: roadmapVisits("/career-arts/"),
  careers: [
    {
      url: paths.careers.href({ query: "engineer", stream: "science" }),
      // two careers ticked, so the compare bar's words are checked too
      ready: async (page) => {
        const ticks = page.locator('main article input[type="checkbox"]');
        await ticks.nth(0).check();
        await ticks.nth(1).check();
        await shown(page.locator("main aside a"));
      },
    },
    {
      url: paths.careers.href({ query: "zzzzzzzzzz" }),
      ready: (page) => shown(page.locator('main section[aria-busy="false"] p[role="status"] + p')),
    },
  ],
  careersCompare: [
    {
      url: paths.careersCompare.href(["nurse", "doctor"]),
      // the table, or on a phone the aspects' cards
      ready: (page) => shown(page.locator("main table td:visible, main dl dd:visible").first()),
    },
    { url: paths.careersCompare.href(["nurse"]), ready: (page) => shown(heading(page)) },
  ],
  career: [
    { url: paths.career.href("nurse"), ready: (page) => shown(page.locator("main ol li").first()) },
    { url: paths.career.href("no-such-career"), ready: (page) => shown(page.locator("main .old-tv")) },
  ],
  exams: [
    { url: paths.exams.href(), ready: (page) => shown(page.locator("main ol section li a").first()) },
    {
      url: paths.exams.href({ stream: "commerce", after: "class-12" }),
      ready: (page) => shown(page.locator("main ol section").first()),
    },
  ],
  exam: [
    { url: paths.exam.href("neet-ug"), ready: (page) => shown(page.locator("main dl")) },
    { url: paths.exam.href("no-such-exam"), ready: (page) => shown(page.getByRole("alert")) },
  ],
  colleges: [
    { url: paths.colleges.href({ state: "kerala" }), ready: (page) => shown(page.locator("main article").first()) },
    { url: paths.colleges.href({ exam: "no-such-exam" }), ready: (page) => shown(page.getByRole("alert")) },
  ],
  scholarships: [
    {
      url: paths.scholarships.href({ level: "class-11", gender: "female" }),
      ready: (page) => shown(page.locator("main article").first()),
    },
    {
      url: paths.scholarships.href({ query: "zzzzzzzzzz" }),
      ready: (page) => shown(page.locator('main section[aria-busy="false"] p[role="status"] ~ p')),
    },
  ],
  interestProfiler: [{ url: paths.interestProfiler.href(), ready: (page) => shown(page.locator("main fieldset")) }],
  quiz: [
    { url: paths.quiz.href(), ready: (page) => shown(page.locator('main [role="group"] button').first()) },
    { url: paths.quiz.href(), ready: walkQuizToResult },
  ],
  quizResults: [
    { url: paths.quizResults.href(), ready: (page) => shown(heading(page)) },
    {
      url: paths.quiz.href(),
      ready: async (page) => {
        await walkQuizToResult(page);
        await page.locator(`main a[href="${paths.quizResults.href()}"]`).click();
        await expect(page).toHaveURL(new RegExp(`${paths.quizResults.href()}$`));
        await shown(page.locator("main section a").first());
      },
    },
  ],
};

export const signedIn: Partial<Record<RouteName, Visit[]>> = {
  "dashboard.root": [
    { url: paths.dashboard.root.href(), ready: (page) => shown(page.locator("#greeting")) },
    { url: "/dashboard/no-such-page", ready: (page) => shown(heading(page)) },
  ],
  "dashboard.profile": [{ url: paths.dashboard.profile.href(), ready: (page) => shown(heading(page)) }],
  "dashboard.chat": [
    {
      url: paths.dashboard.chat.href(),
      ready: (page) => expect(page.locator('main form button[type="submit"]')).toBeEnabled(),
    },
  ],
  "dashboard.library": [
    { url: paths.dashboard.library.href(), ready: (page) => shown(page.locator("main article").first()) },
  ],
  "dashboard.join": [{ url: paths.dashboard.join.href(), ready: (page) => shown(page.locator("main form")) }],
  "dashboard.support": [{ url: paths.dashboard.support.href(), ready: (page) => shown(page.locator("main form")) }],
  interestProfiler: [
    {
      url: paths.interestProfiler.href(),
      // a saved result, so its drawing, table, meanings, careers and history are checked
      ready: async (page) => {
        const { items } = (await (await page.request.get("/api/interest-profiler")).json()) as {
          items: { id: string }[];
        };
        const answers = Object.fromEntries(items.map((item, index) => [item.id, index % 5]));
        const saved = await page.request.put("/api/me/interests", { headers: { origin: baseURL }, data: { answers } });
        expect(saved.status()).toBe(201);
        await page.reload();
        await shown(page.locator("main table"));
        await shown(page.locator("main ol li ul li").first());
      },
    },
  ],
  "dashboard.profileEdit": [
    { url: paths.dashboard.profileEdit.href(), ready: (page) => shown(page.locator("main form")) },
  ],
  "dashboard.recommendations": [
    { url: paths.dashboard.recommendations.href(), ready: (page) => shown(page.locator("main ol li ul li").first()) },
  ],
  "dashboard.shortlist": [
    {
      url: paths.dashboard.shortlist.href(),
      // one career saved, so a card with its progress and note is checked
      ready: async (page) => {
        const saved = await page.request.put("/api/me/shortlist/doctor", { headers: { origin: baseURL }, data: {} });
        expect(saved.status()).toBe(200);
        await page.reload();
        await shown(page.locator("main article textarea"));
      },
    },
  ],
  mentors: [{ url: paths.mentors.href(), ready: openBookingDialog }],
  bookings: [
    { url: paths.bookings.href(), ready: (page) => shown(page.locator("main article").first()) },
    {
      url: paths.bookings.href(),
      ready: async (page) => {
        await page.locator("main article button").first().click();
        await shown(page.locator("dialog[open]"));
      },
    },
  ],
  workshopRegistration: [
    { url: paths.workshopRegistration.href("career-fundamentals"), ready: (page) => shown(page.locator("main form")) },
  ],
  // a student who is nobody's parent is told how a link is made
  parent: [{ url: paths.parent.href(), ready: (page) => shown(page.getByRole("alert")) }],
  community: [{ url: paths.community.href(), ready: (page) => shown(page.locator("main aside form")) }],
  communityQuestion: [
    {
      url: paths.community.href(),
      // a question of the student's own, answered, so its answer, accept and report controls are checked
      ready: async (page) => {
        const headers = { origin: baseURL };
        const asked = await page.request.post("/api/questions", {
          headers,
          data: {
            title: "Is biology enough to become a doctor?",
            body: "Or do I need maths?",
            tags: ["stream:science"],
          },
        });
        expect(asked.status()).toBe(201);
        const { id } = (await asked.json()) as { id: string };
        await page.goto(paths.communityQuestion.href(id));
        await shown(page.locator("main form textarea"));
      },
    },
  ],
};

/**
 * Gives the signed-in student of `page` a profile, a booking and a workshop registration, as `signedIn`
 * expects. Each walk books its own slot (`time`, India time), as they may share a server.
 */
export async function prepareStudent(page: Page, time: string) {
  const headers = { origin: baseURL };
  const profile = await page.request.post("/api/profile", {
    headers,
    data: {
      name: "Asha Verma",
      dob: "2010-05-14",
      gender: "female",
      location: "Pune",
      mobileNumber: "9876543210",
      school: "City School",
      study: "9-10",
      previousClassPercentage: "88",
      favouriteSubject: "Biology",
      aspiration: "Doctor",
      hobbies: "Reading",
      higherEducation: "india",
    },
  });
  expect(profile.status()).toBe(201);
  const mentors = (await (await page.request.get("/api/mentors")).json()) as { _id: string }[];
  const booking = await page.request.post("/api/book", {
    headers,
    data: { mentorId: mentors[5]?._id, date: mentorDate, time },
  });
  expect(booking.status()).toBe(201);
  const session = (await (await page.request.get("/api/auth/get-session")).json()) as {
    user: { name: string; email: string };
  };
  const registration = await page.request.post("/api/workshops/career-fundamentals/registrations", {
    headers,
    data: {
      name: session.user.name,
      email: session.user.email,
      phoneNumber: "9000012345",
      gender: "FEMALE",
      subject: "Science",
    },
  });
  expect(registration.status()).toBe(201);
}
