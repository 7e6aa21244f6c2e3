import { knowledgeBase } from "@disha/content/knowledge/base";
import { createTranslator } from "@disha/shared/i18n";
import {
  type InterestProfilerResponse,
  type InterestResult,
  type InterestsResponse,
  type PathProgress,
  type PlanResponse,
  type RecommendationsResponse,
  type SavedQuizResult,
  type ShortlistItem,
  translateReason,
} from "@disha/shared/plan";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { TestClient } from "../../testing/test-client.ts";
import { createTestContext, type TestContext } from "../../testing/test-server.ts";
import { loadPlanForCounsellor, refreshPlanForCounsellor } from "./index.ts";
import { doctorProfile } from "../../testing/profile-fixtures.ts";

let context: TestContext;
let items: InterestProfilerResponse["items"];
beforeAll(async () => {
  context = await createTestContext();
  items = (await new TestClient(context).get<InterestProfilerResponse>("/api/interest-profiler")).body.items;
});
afterAll(async () => {
  await context.close();
});

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

const english = createTranslator("en");
const words = (reason: string) => translateReason(english, reason);

const profile = doctorProfile;

/** Answers that make the given types strongest: 4 for them, 1 for the rest. */
function answersFavouring(...types: string[]): Record<string, number> {
  return Object.fromEntries(
    items.map((item) => [item.id, types.includes(item.type) ? 4 - types.indexOf(item.type) : 1]),
  );
}

async function student() {
  const client = new TestClient(context);
  const user = await client.signUp();
  return { client, user };
}

const put = <T>(client: TestClient, path: string, body?: unknown) => client.request<T>("PUT", path, body);

describe("GET /api/interest-profiler", () => {
  it("is public and lists the 60 items, 10 per type, with their text", async () => {
    const response = await new TestClient(context).get<InterestProfilerResponse>("/api/interest-profiler");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("public");
    expect(response.body.items).toHaveLength(60);
    expect(response.body.items[0]).toEqual({
      id: "r01",
      type: "R",
      text: { en: expect.any(String) as string, hi: expect.any(String) as string },
    });
    for (const type of ["R", "I", "A", "S", "E", "C"])
      expect(response.body.items.filter((item) => item.type === type)).toHaveLength(10);
  });
});

describe("every /api/me route of My Plan", () => {
  const calls: [string, string, unknown?][] = [
    ["GET", "/api/me/plan"],
    ["GET", "/api/me/interests"],
    ["PUT", "/api/me/interests", { answers: {} }],
    ["GET", "/api/me/quiz-result"],
    ["PUT", "/api/me/quiz-result", { resultId: "result-doctor-biotech" }],
    ["GET", "/api/me/recommendations"],
    ["GET", "/api/me/shortlist"],
    ["PUT", "/api/me/shortlist/doctor", { note: "mine" }],
    ["DELETE", "/api/me/shortlist/doctor"],
    ["GET", "/api/me/progress/doctor"],
    ["PUT", "/api/me/progress/doctor/neet-ug", { status: "done" }],
  ];

  const countRows = async () => {
    const tables = ["interestResult", "quizResult", "shortlist", "roadmapProgress"] as const;
    return Promise.all(
      tables.map(async (table) => (await context.deps.db.selectFrom(table).selectAll().execute()).length),
    );
  };

  it.each(calls)("%s %s refuses anonymous callers with 401 and stores nothing", async (method, path, body) => {
    const before = await countRows();
    const response = await new TestClient(context).request<ErrorBody>(method, path, body);
    expect(response.status).toBe(401);
    expect(response.body.error.code).toBe("unauthenticated");
    expect(await countRows()).toEqual(before);
  });
});

describe("PUT /api/me/interests", () => {
  it("scores a full set of answers, keeps every sitting, and GET answers the latest with the history", async () => {
    const { client } = await student();
    expect((await client.get<InterestsResponse>("/api/me/interests")).body).toEqual({ latest: null, history: [] });

    const first = await put<InterestResult>(client, "/api/me/interests", { answers: answersFavouring("I", "R", "S") });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ scores: { R: 30, I: 40, A: 10, S: 20, E: 10, C: 10 }, code: "IRS" });
    const second = await put<InterestResult>(client, "/api/me/interests", { answers: answersFavouring("A", "E") });
    expect(second.body.code).toBe("AER");
    expect(second.body.takenAt > first.body.takenAt).toBe(true);

    const stored = await client.get<InterestsResponse>("/api/me/interests");
    expect(stored.body.latest).toEqual(second.body);
    expect(stored.body.history).toEqual([second.body, first.body]);
  });

  it.each([
    ["an answer above 4", { r01: 5 }, "answers.r01", "Choose an answer from 0 (strongly dislike) to 4 (strongly like)"],
    ["a fraction", { r01: 2.5 }, "answers.r01", "Choose an answer from 0 (strongly dislike) to 4 (strongly like)"],
    ["text", { r01: "4" }, "answers.r01", "Choose an answer from 0 (strongly dislike) to 4 (strongly like)"],
    ["an unknown item", { r11: 2 }, "answers.r11", "Not an item of the interest profiler"],
  ])("refuses %s with 400 and a field message, and stores nothing", async (_name, change, field, message) => {
    const { client } = await student();
    const response = await put<ErrorBody>(client, "/api/me/interests", {
      answers: { ...answersFavouring("I"), ...change },
    });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe("validation_failed");
    expect(response.body.error.fields?.[field]).toBe(message);
    expect((await client.get<InterestsResponse>("/api/me/interests")).body.history).toEqual([]);
  });

  it("refuses a partial set of answers, a body without answers, and a body that is not JSON", async () => {
    const { client } = await student();
    const { r01: _r01, c10: _c10, ...partial } = answersFavouring("I");
    const missing = await put<ErrorBody>(client, "/api/me/interests", { answers: partial });
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields).toEqual({ answers: "Answer all 60 questions: 2 still need an answer" });
    const empty = await put<ErrorBody>(client, "/api/me/interests", {});
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields).toEqual({ answers: "Send your answers by item id" });
    const broken = await client.request<ErrorBody>("PUT", "/api/me/interests", "{answers", {
      headers: { "content-type": "application/json" },
    });
    expect(broken.status).toBe(400);
    expect(broken.body.error.code).toBe("invalid_json");
  });
});

describe("the quiz result", () => {
  it("is saved to the account, replaced by a later one, and refused when the quiz has no such result", async () => {
    const { client } = await student();
    expect((await client.get<{ quizResult: unknown }>("/api/me/quiz-result")).body).toEqual({ quizResult: null });
    const saved = await put<SavedQuizResult>(client, "/api/me/quiz-result", { resultId: "result-doctor-biotech" });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      resultId: "result-doctor-biotech",
      career: "Doctor/Biotechnologist",
      careerIds: ["doctor", "biotechnologist"],
    });
    await put(client, "/api/me/quiz-result", { resultId: "result-designer-painter" });
    expect(
      (await client.get<{ quizResult: SavedQuizResult }>("/api/me/quiz-result")).body.quizResult.careerIds,
    ).toEqual(["graphic-designer", "painter"]);
    for (const resultId of ["start", "no-such-result", "", "__proto__"]) {
      const refused = await put<ErrorBody>(client, "/api/me/quiz-result", { resultId });
      expect(refused.status, resultId).toBe(400);
      expect(refused.body.error.fields, resultId).toEqual({ resultId: "Not a result of the career quiz" });
    }
    expect((await client.get<{ quizResult: SavedQuizResult }>("/api/me/quiz-result")).body.quizResult.resultId).toBe(
      "result-designer-painter",
    );
  });
});

describe("the shortlist", () => {
  it("saves careers with notes, changes a note, removes a career, and answers 404 for an unknown one", async () => {
    const { client } = await student();
    const doctor = await put<ShortlistItem>(client, "/api/me/shortlist/doctor", { note: "Ask about NEET coaching" });
    expect(doctor.status).toBe(200);
    expect(doctor.body).toMatchObject({
      slug: "doctor",
      name: { en: "Doctor" },
      note: "Ask about NEET coaching",
      progress: { pathId: "doctor", kind: "career", total: 6, percent: 0, nextStep: { id: "class-11-12-pcb" } },
    });
    expect((await put<ShortlistItem>(client, "/api/me/shortlist/biologist", {})).body.note).toBeNull();
    const renoted = await put<ShortlistItem>(client, "/api/me/shortlist/doctor", { note: "  " });
    expect(renoted.body).toMatchObject({ note: null, savedAt: doctor.body.savedAt });

    const listed = await client.get<{ shortlist: ShortlistItem[] }>("/api/me/shortlist");
    expect(listed.body.shortlist.map((item) => item.slug)).toEqual(["doctor", "biologist"]);

    expect((await client.delete("/api/me/shortlist/doctor")).status).toBe(204);
    expect(
      (await client.get<{ shortlist: ShortlistItem[] }>("/api/me/shortlist")).body.shortlist.map((item) => item.slug),
    ).toEqual(["biologist"]);

    for (const [method, body] of [
      ["PUT", { note: "x" }],
      ["DELETE", undefined],
    ] as const) {
      const unknown = await client.request<ErrorBody>(method, "/api/me/shortlist/no-such-career", body);
      expect(unknown.status).toBe(404);
      expect(unknown.body.error).toEqual({ code: "not_found", message: "We could not find that career." });
    }
  });

  it("refuses a note that is too long or not text with 400, and keeps the note it had", async () => {
    const { client } = await student();
    await put(client, "/api/me/shortlist/nurse", { note: "first" });
    const long = await put<ErrorBody>(client, "/api/me/shortlist/nurse", { note: "a".repeat(501) });
    expect(long.status).toBe(400);
    expect(long.body.error.fields).toEqual({ note: "Please keep this under 500 characters" });
    const notText = await put<ErrorBody>(client, "/api/me/shortlist/nurse", { note: 42 });
    expect(notText.status).toBe(400);
    expect(notText.body.error.fields).toEqual({ note: "This must be text" });
    expect((await put<ShortlistItem>(client, "/api/me/shortlist/nurse", { note: "a".repeat(500) })).status).toBe(200);
    const listed = await client.get<{ shortlist: ShortlistItem[] }>("/api/me/shortlist");
    expect(listed.body.shortlist[0]!.note).toHaveLength(500);
  });

  it("holds at most 30 careers", async () => {
    const { client } = await student();
    const slugs = knowledgeBase.careers.slice(0, 31).map((career) => career.id);
    for (const slug of slugs.slice(0, 30))
      expect((await put(client, `/api/me/shortlist/${slug}`, {})).status).toBe(200);
    const full = await put<ErrorBody>(client, `/api/me/shortlist/${slugs[30]}`, {});
    expect(full.status).toBe(409);
    expect(full.body.error.message).toBe("You can save up to 30 careers. Remove one to save another.");
    // changing the note of a saved career is still allowed
    expect((await put(client, `/api/me/shortlist/${slugs[0]}`, { note: "still mine" })).status).toBe(200);
  });
});

describe("the shortlist's order", () => {
  it("lists careers in the order they were saved, even within one millisecond", async () => {
    const { client } = await student();
    // the clock stands still: every save reads the same millisecond
    vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-24T10:00:00.000Z") });
    try {
      for (const slug of ["zoologist", "doctor", "biologist"]) {
        expect((await put(client, `/api/me/shortlist/${slug}`, {})).status).toBe(200);
      }
    } finally {
      vi.useRealTimers();
    }
    const listed = await client.get<{ shortlist: ShortlistItem[] }>("/api/me/shortlist");
    expect(listed.body.shortlist.map((item) => item.slug)).toEqual(["zoologist", "doctor", "biologist"]);
  });
});

describe("PUT /api/me/progress/:pathId/:stepId", () => {
  it("marks steps of a career pathway and of a roadmap; progress is (done + skipped) / steps", async () => {
    const { client } = await student();
    const marked = await put<PathProgress>(client, "/api/me/progress/doctor/class-11-12-pcb", { status: "done" });
    expect(marked.status).toBe(200);
    await put(client, "/api/me/progress/doctor/neet-ug", { status: "skipped" });
    const progress = await put<PathProgress>(client, "/api/me/progress/doctor/mbbs", { status: "in_progress" });
    expect(progress.body).toMatchObject({
      pathId: "doctor",
      kind: "career",
      total: 6,
      done: 1,
      skipped: 1,
      inProgress: 1,
      percent: 33,
      steps: { "class-11-12-pcb": "done", "neet-ug": "skipped", mbbs: "in_progress" },
      nextStep: { id: "mbbs", title: { en: expect.stringContaining("MBBS") as string } },
    });
    const cleared = await put<PathProgress>(client, "/api/me/progress/doctor/neet-ug", { status: "none" });
    expect(cleared.body).toMatchObject({ done: 1, skipped: 0, percent: 16, nextStep: { id: "neet-ug" } });
    expect((await client.get<PathProgress>("/api/me/progress/doctor")).body).toEqual(cleared.body);

    const roadmap = await put<PathProgress>(client, "/api/me/progress/medical/appear-for-neet-ug", { status: "done" });
    expect(roadmap.body).toMatchObject({ pathId: "medical", kind: "roadmap", total: 7, done: 1, percent: 14 });
  });

  it("answers 404 for an unknown path or step and 400 for a bad status, storing nothing", async () => {
    const { client } = await student();
    const cases: [string, unknown, number, string][] = [
      ["/api/me/progress/no-such-career/neet-ug", { status: "done" }, 404, "We could not find that roadmap or career."],
      ["/api/me/progress/doctor/no-such-step", { status: "done" }, 404, "That step is not part of this roadmap."],
      ["/api/me/progress/medical/jee-main", { status: "done" }, 404, "That step is not part of this roadmap."],
    ];
    for (const [path, body, status, message] of cases) {
      const response = await put<ErrorBody>(client, path, body);
      expect(response.status, path).toBe(status);
      expect(response.body.error.message, path).toBe(message);
    }
    for (const body of [{ status: "finished" }, {}, { status: null }]) {
      const response = await put<ErrorBody>(client, "/api/me/progress/doctor/neet-ug", body);
      expect(response.status).toBe(400);
      expect(response.body.error.fields).toEqual({ status: "Choose one of: done, in_progress, skipped, none" });
    }
    expect((await client.get<PathProgress>("/api/me/progress/doctor")).body.steps).toEqual({});
    expect((await client.get<ErrorBody>("/api/me/progress/no-such-path")).status).toBe(404);
  });
});

describe("a change sent twice", () => {
  // the web app's offline queue (apps/web/src/lib/offline/change-queue.ts) may send a change again when
  // its first answer was lost on the way: every write it queues sets a state, so the second changes nothing
  it("leaves the plan as sending it once did: a step's mark, a saved career and a removal", async () => {
    const { client } = await student();
    const plan = async () => ({
      progress: (await client.get<PathProgress>("/api/me/progress/doctor")).body,
      shortlist: (await client.get<{ shortlist: ShortlistItem[] }>("/api/me/shortlist")).body.shortlist,
    });

    const mark = { status: "done" } as const;
    const first = await put<PathProgress>(client, "/api/me/progress/doctor/neet-ug", mark);
    const saved = await put<ShortlistItem>(client, "/api/me/shortlist/doctor", { note: "Ask about coaching" });
    await put(client, "/api/me/shortlist/nurse", {});
    expect((await client.delete("/api/me/shortlist/nurse")).status).toBe(204);
    const once = await plan();
    expect(once.progress.steps).toEqual({ "neet-ug": "done" });
    expect(once.shortlist.map((item) => item.slug)).toEqual(["doctor"]);

    const again = await put<PathProgress>(client, "/api/me/progress/doctor/neet-ug", mark);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    const savedAgain = await put<ShortlistItem>(client, "/api/me/shortlist/doctor", { note: "Ask about coaching" });
    expect(savedAgain.status).toBe(200);
    // the same entry, still listed where it was first saved
    expect(savedAgain.body).toEqual(saved.body);
    expect((await client.delete("/api/me/shortlist/nurse")).status).toBe(204);
    expect(await plan()).toEqual(once);

    // a cleared mark cleared again is still cleared
    await put(client, "/api/me/progress/doctor/neet-ug", { status: "none" });
    const cleared = await put<PathProgress>(client, "/api/me/progress/doctor/neet-ug", { status: "none" });
    expect(cleared.status).toBe(200);
    expect(cleared.body.steps).toEqual({});
  });
});

describe("GET /api/me/plan", () => {
  it("brings together the interest code, quiz result, profile, shortlist with progress, recommendations and exams", async () => {
    const { client } = await student();
    expect((await client.post("/api/profile", profile)).status).toBe(201);
    await put(client, "/api/me/interests", { answers: answersFavouring("I", "R", "S") });
    await put(client, "/api/me/quiz-result", { resultId: "result-doctor-biotech" });
    await put(client, "/api/me/shortlist/doctor", { note: "First choice" });
    await put(client, "/api/me/shortlist/biotechnologist", {});
    await put(client, "/api/me/progress/doctor/class-11-12-pcb", { status: "done" });
    await put(client, "/api/me/progress/psychology/psychology-in-class-11-12", { status: "in_progress" });

    const plan = await client.get<PlanResponse>("/api/me/plan");
    expect(plan.status).toBe(200);
    expect(plan.headers.get("cache-control")).toBe("no-store");
    expect(plan.body.interests).toMatchObject({ code: "IRS", scores: { I: 40, R: 30, S: 20 } });
    expect(plan.body.quizResult).toMatchObject({ career: "Doctor/Biotechnologist" });
    expect(plan.body.profile).toEqual({
      name: "Asha Verma",
      study: "9-10",
      stream: null,
      favouriteSubject: "Biology",
      nonFavouriteSubject: "Mathematics",
      aspiration: "Doctor",
      hobbies: "Reading, gardening",
      strength: null,
    });
    expect(plan.body.shortlist.map((item) => [item.slug, item.note, item.progress.percent])).toEqual([
      ["doctor", "First choice", 16],
      ["biotechnologist", null, 0],
    ]);
    expect(plan.body.shortlist[0]!.progress.nextStep?.id).toBe("neet-ug");
    expect(plan.body.progress.map((path) => [path.pathId, path.kind, path.percent])).toEqual([
      ["doctor", "career", 16],
      ["psychology", "roadmap", 0],
    ]);
    expect(plan.body.recommendations).toHaveLength(10);
    const [top] = plan.body.recommendations;
    expect(top).toMatchObject({ slug: "doctor", name: { en: "Doctor" } });
    expect(top!.reasons.map(words)).toEqual([
      "You enjoy finding out how and why things work and working with your hands, tools and machines, and this work does both every day; it asks for biology knowledge",
      "You like Biology, its main subject",
      "Your career quiz pointed to it",
      "You wrote “doctor” in your goal",
    ]);
    expect(plan.body.examMonths).toHaveLength(3);
    for (const window of plan.body.examWindows) {
      expect(window.careers.every((slug) => ["doctor", "biotechnologist"].includes(slug))).toBe(true);
      expect([...window.applicationMonths, ...window.examMonths].every((m) => plan.body.examMonths.includes(m))).toBe(
        true,
      );
    }
  });

  it("is an empty plan for a new student, and never shows another student's plan", async () => {
    const owner = await student();
    await put(owner.client, "/api/me/interests", { answers: answersFavouring("A") });
    await put(owner.client, "/api/me/shortlist/painter", { note: "secret note" });
    await put(owner.client, "/api/me/progress/painter/" + knowledgeBase.careerById("painter")!.pathway[0]!.id, {
      status: "done",
    });
    await put(owner.client, "/api/me/quiz-result", { resultId: "result-designer-painter" });

    const other = await student();
    const plan = await other.client.get<PlanResponse>("/api/me/plan");
    expect(plan.body).toMatchObject({ interests: null, quizResult: null, profile: null, shortlist: [], progress: [] });
    expect(plan.body.examWindows).toEqual([]);
    expect(plan.body.recommendations.every((item) => item.score === 0)).toBe(true);
    expect(JSON.stringify(plan.body)).not.toContain("secret note");
    expect((await other.client.get<InterestsResponse>("/api/me/interests")).body.history).toEqual([]);
    expect((await other.client.get<{ shortlist: unknown[] }>("/api/me/shortlist")).body.shortlist).toEqual([]);
    expect((await other.client.get<PathProgress>("/api/me/progress/painter")).body.done).toBe(0);
    // the other student's own writes touch only their own rows
    await other.client.delete("/api/me/shortlist/painter");
    expect((await owner.client.get<{ shortlist: ShortlistItem[] }>("/api/me/shortlist")).body.shortlist).toHaveLength(
      1,
    );
  });

  it("changes its recommendations when the student edits the profile", async () => {
    const { client, user } = await student();
    await client.post("/api/profile", profile);
    await put(client, "/api/me/interests", { answers: answersFavouring("I", "R", "S") });
    const before = (await client.get<PlanResponse>("/api/me/plan")).body.recommendations;
    expect(before[0]!.family).toBe("medicine-allied-health");
    expect(before.some((item) => item.slug === "doctor")).toBe(true);

    const edited = await put<{ user: { aspiration: string; favouriteSubject: string } }>(client, "/api/profile", {
      ...profile,
      favouriteSubject: "Computer Science",
      nonFavouriteSubject: "Biology",
      aspiration: "Software engineer",
      stream: "science",
    });
    expect(edited.status).toBe(200);
    const after = (await client.get<PlanResponse>("/api/me/plan")).body;
    expect(after.profile).toMatchObject({ aspiration: "Software engineer", stream: "science" });
    expect(after.recommendations[0]!.family).toBe("it-data");
    const engineer = after.recommendations.slice(0, 3).find((item) => item.slug === "software-engineer");
    expect(engineer?.reasons.map(words)).toContain("You wrote “software engineer” in your goal");
    expect(after.recommendations.some((item) => item.slug === "doctor")).toBe(false);
    expect((await client.get<{ user: unknown }>(`/api/profile/${user.id}`)).body.user).toMatchObject({
      aspiration: "Software engineer",
    });
  });
});

describe("GET /api/me/recommendations", () => {
  it("asks only for what the student has not told Disha yet, and names her interest code once she has one", async () => {
    const { client } = await student();
    const before = await client.get<RecommendationsResponse>("/api/me/recommendations?limit=1");
    expect(before.body).toMatchObject({ toDo: ["interests", "profile", "quiz"], interestCode: null });
    await put(client, "/api/me/interests", { answers: answersFavouring("A", "R", "E") });
    const after = await client.get<RecommendationsResponse>("/api/me/recommendations?limit=1");
    expect(after.body).toMatchObject({ toDo: ["profile", "quiz"], interestCode: "ARE" });
  });

  it("ranks the whole library with filters, and refuses unknown filters' values", async () => {
    const { client } = await student();
    await put(client, "/api/me/interests", { answers: answersFavouring("A", "R", "E") });
    const all = await client.get<RecommendationsResponse>("/api/me/recommendations?limit=400");
    expect(all.body.total).toBe(knowledgeBase.careers.length);
    expect(all.body.items).toHaveLength(knowledgeBase.careers.length);

    const design = await client.get<RecommendationsResponse>("/api/me/recommendations?family=design&stream=arts");
    expect(design.body.items.length).toBeGreaterThan(0);
    expect(design.body.items.every((item) => item.family === "design")).toBe(true);
    const vocational = await client.get<RecommendationsResponse>("/api/me/recommendations?vocational=true&limit=5");
    expect(vocational.body.items).toHaveLength(5);
    expect(vocational.body.items.every((item) => item.vocational)).toBe(true);

    for (const [query, field, message] of [
      ["family=rocketry", "family", "Not a career family Disha knows (for example medicine-allied-health)."],
      ["stream=maths", "stream", "Choose one of: science, commerce, arts"],
      ["vocational=yes", "vocational", "Use true or false"],
      ["limit=0", "limit", "The limit must be a whole number from 1 to 400"],
    ]) {
      const response = await client.get<ErrorBody>(`/api/me/recommendations?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body.error.fields?.[field!], query).toBe(message);
    }
  });
});

describe("loadPlanForCounsellor", () => {
  it("gives the AI mentor the student's interest code, quiz result, profile, shortlist and progress", async () => {
    const { client, user } = await student();
    await client.post("/api/profile", profile);
    await put(client, "/api/me/interests", { answers: answersFavouring("I", "R", "S") });
    await put(client, "/api/me/quiz-result", { resultId: "result-doctor-biotech" });
    await put(client, "/api/me/shortlist/doctor", { note: "First choice" });
    await put(client, "/api/me/progress/doctor/class-11-12-pcb", { status: "done" });

    const plan = await loadPlanForCounsellor(context.deps.db, user.id);
    expect(plan).toMatchObject({
      interests: { code: "IRS" },
      quizResult: { career: "Doctor/Biotechnologist" },
      profile: { aspiration: "Doctor", favouriteSubject: "Biology" },
      shortlist: [{ slug: "doctor", name: "Doctor", note: "First choice", percent: 16, nextStep: "Take NEET-UG" }],
    });
    expect(plan.recommendations[0]).toMatchObject({ slug: "doctor" });
    expect((await loadPlanForCounsellor(context.deps.db, "someone-else")).shortlist).toEqual([]);
  });

  it("keeps a plan read before while nothing changed, and reads it again after any change", async () => {
    const { client, user } = await student();
    const db = context.deps.db;
    let known = await refreshPlanForCounsellor(db, user.id);
    expect(known.plan).toEqual(await loadPlanForCounsellor(db, user.id));
    expect(await refreshPlanForCounsellor(db, user.id, known)).toBe(known);

    const changes: [string, () => Promise<unknown>][] = [
      ["profile", () => client.post("/api/profile", profile)],
      ["profile edited", () => put(client, "/api/profile", { ...profile, aspiration: "Pilot" })],
      ["interests", () => put(client, "/api/me/interests", { answers: answersFavouring("A") })],
      ["quiz", () => put(client, "/api/me/quiz-result", { resultId: "result-doctor-biotech" })],
      ["shortlist", () => put(client, "/api/me/shortlist/doctor", {})],
      ["progress", () => put(client, "/api/me/progress/doctor/class-11-12-pcb", { status: "done" })],
      ["progress changed", () => put(client, "/api/me/progress/doctor/class-11-12-pcb", { status: "in_progress" })],
      ["progress cleared", () => put(client, "/api/me/progress/doctor/class-11-12-pcb", { status: "none" })],
      ["shortlist removed", () => client.delete("/api/me/shortlist/doctor")],
    ];
    for (const [change, make] of changes) {
      await make();
      const next = await refreshPlanForCounsellor(db, user.id, known);
      expect(next, change).not.toBe(known);
      expect(next.plan, change).toEqual(await loadPlanForCounsellor(db, user.id));
      known = next;
    }
  });
});

describe("the student's own data", () => {
  it("is in the export and gone after the account is deleted", async () => {
    const { client, user } = await student();
    await put(client, "/api/me/interests", { answers: answersFavouring("S") });
    await put(client, "/api/me/quiz-result", { resultId: "result-journalist-reporter" });
    await put(client, "/api/me/shortlist/counsellor", { note: "Talk to Mrs. Iyer" });
    await put(client, "/api/me/progress/psychology/psychology-in-class-11-12", { status: "done" });

    const exported = await client.get<Record<string, unknown>>("/api/me/export");
    expect(exported.body).toMatchObject({
      interestResults: [{ code: "SRI", answers: { s01: 4 } }],
      quizResult: { resultId: "result-journalist-reporter" },
      shortlist: [{ careerSlug: "counsellor", note: "Talk to Mrs. Iyer" }],
      roadmapProgress: [{ pathId: "psychology", stepId: "psychology-in-class-11-12", status: "done" }],
    });

    expect((await client.request("DELETE", "/api/me", { confirm: "DELETE" })).status).toBe(204);
    for (const table of ["interestResult", "quizResult", "shortlist", "roadmapProgress"] as const) {
      const rows = await context.deps.db.selectFrom(table).select("userId").where("userId", "=", user.id).execute();
      expect(rows, table).toEqual([]);
    }
  });
});

describe("recommendations that follow the student", () => {
  it("give a class 10 student with the code SAI and the goal “teacher or engineer” teachers first and an engineer too", async () => {
    const { client } = await student();
    await client.post("/api/profile", {
      ...profile,
      favouriteSubject: "Maths",
      nonFavouriteSubject: "History",
      aspiration: "teacher or engineer",
    });
    const interests = await put<InterestResult>(client, "/api/me/interests", {
      answers: answersFavouring("S", "A", "I"),
    });
    expect(interests.body.code).toBe("SAI");
    const firstFive = (await client.get<PlanResponse>("/api/me/plan")).body.recommendations.slice(0, 5);
    const teaching = firstFive.filter((item) => item.family === "teaching");
    expect(teaching.length).toBeGreaterThanOrEqual(3);
    expect(teaching.map((item) => item.slug)).toContain("secondary-school-teacher");
    const reasons = firstFive.map((item) => item.reasons.map(words));
    expect(reasons.filter((said) => said.includes("You wrote “teacher” in your goal")).length).toBeGreaterThanOrEqual(
      3,
    );
    expect(reasons.filter((said) => said.includes("You wrote “engineer” in your goal"))).toHaveLength(1);
    expect(reasons.flat().some((reason) => /\bpoints?\b/.test(reason))).toBe(false);
  });
});
