// GET /api/me/plan over the real HTTP server, for a student with a full plan: a profile, an interest
// code, a quiz result, 10 shortlisted careers with notes and progress on several of them. The answer
// ranks the whole library, so this is the figure for "My Plan on the dashboard".
import { performance } from "node:perf_hooks";
import { knowledgeBase } from "@disha/content/knowledge/base";
import { startAppProcess } from "./support/processes.ts";
import { percentile } from "./support/stats.ts";

const SHORTLISTED = [
  "doctor",
  "biotechnologist",
  "dentist",
  "pharmacist",
  "biologist",
  "nurse",
  "physiotherapist",
  "veterinary-doctor",
  "clinical-psychologist",
  "software-engineer",
];

async function call(baseUrl: string, cookie: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      origin: baseUrl,
      cookie,
      "x-forwarded-for": "10.78.0.1",
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response;
}

async function studentWithFullPlan(baseUrl: string): Promise<string> {
  const signUp = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl, "x-forwarded-for": "10.78.0.1" },
    body: JSON.stringify({
      name: "Plan Bench",
      email: `plan.bench.${Date.now()}@example.in`,
      password: "bench-password-1",
    }),
  });
  if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status}`);
  const cookie = signUp.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");

  await call(baseUrl, cookie, "POST", "/api/profile", {
    name: "Plan Bench",
    dob: "2009-08-01",
    gender: "female",
    location: "Lucknow",
    mobileNumber: "9876543210",
    school: "City Montessori School",
    study: "11-12",
    stream: "science",
    previousClassPercentage: "91",
    favouriteSubject: "Biology",
    nonFavouriteSubject: "Mathematics",
    aspiration: "Doctor",
    hobbies: "Gardening, sketching",
    strength: "Patient and curious",
    higherEducation: "india",
  });
  const { items } = (await (await call(baseUrl, cookie, "GET", "/api/interest-profiler")).json()) as {
    items: { id: string; type: string }[];
  };
  const favoured: Record<string, number> = { I: 4, S: 3, R: 3, A: 2, C: 1, E: 1 };
  await call(baseUrl, cookie, "PUT", "/api/me/interests", {
    answers: Object.fromEntries(items.map((item) => [item.id, favoured[item.type] ?? 0])),
  });
  await call(baseUrl, cookie, "PUT", "/api/me/quiz-result", { resultId: "result-doctor-biotech" });
  for (const [index, slug] of SHORTLISTED.entries()) {
    await call(baseUrl, cookie, "PUT", `/api/me/shortlist/${slug}`, { note: `Reason ${index + 1} to consider this` });
    // progress on the first half: the first two steps done or skipped, the third under way
    if (index >= 5) continue;
    const steps = knowledgeBase.careerById(slug)?.pathway ?? [];
    for (const [position, step] of steps.slice(0, 3).entries()) {
      const status = position === 2 ? "in_progress" : position === 1 ? "skipped" : "done";
      await call(baseUrl, cookie, "PUT", `/api/me/progress/${slug}/${step.id}`, { status });
    }
  }
  await call(baseUrl, cookie, "PUT", "/api/me/progress/medical/appear-for-neet-ug", { status: "in_progress" });
  return cookie;
}

/** Sequential requests from one client, each timed from send to the last byte of the answer. */
export async function measurePlanLatency(requests = 2000, port = 3813) {
  const app = await startAppProcess(port);
  try {
    const cookie = await studentWithFullPlan(app.url);
    const fetchPlan = async () => (await call(app.url, cookie, "GET", "/api/me/plan")).text();
    const body = await fetchPlan();
    const plan = JSON.parse(body) as { shortlist: unknown[]; recommendations: unknown[]; interests: { code: string } };
    for (let warm = 0; warm < 200; warm++) await fetchPlan();
    const timings: number[] = [];
    for (let index = 0; index < requests; index++) {
      const started = performance.now();
      await fetchPlan();
      timings.push(performance.now() - started);
    }
    return {
      requests,
      careers: knowledgeBase.careers.length,
      shortlisted: plan.shortlist.length,
      code: plan.interests.code,
      bytes: Buffer.byteLength(body),
      p50: percentile(timings, 50),
      p99: percentile(timings, 99),
      max: Math.max(...timings),
    };
  } finally {
    app.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await measurePlanLatency();
  console.log(
    `GET /api/me/plan, a full plan (code ${result.code}, ${result.shortlisted} shortlisted, ranked over ${result.careers} careers, ${(result.bytes / 1024).toFixed(1)} kB), ${result.requests} sequential requests: p50 ${result.p50.toFixed(2)} ms, p99 ${result.p99.toFixed(2)} ms, max ${result.max.toFixed(2)} ms (target p99 < 20 ms)`,
  );
}
