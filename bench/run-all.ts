// `npm run bench`: every figure on this machine in one run. Prints figures; never gates on time.
import { performance } from "node:perf_hooks";
import autocannon from "autocannon";
import { knowledgeBase } from "@disha/content/knowledge/base";
import { measureCounsellorLatency } from "./counsellor-latency.ts";
import { measureLandingJs } from "./size.ts";
import { BOOKINGS_PER_HOUR } from "../apps/server/src/features/bookings/routes.ts";
import { searchCareers } from "../apps/server/src/features/knowledge/service.ts";
import { startAppProcess, startBareProcess } from "./support/processes.ts";
import { percentile } from "./support/stats.ts";

const CONNECTIONS = 50;
const DURATION_SECONDS = 10;

function load(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error: Error | null, result) => (error ? reject(error) : resolve(result)));
  });
}

async function signUpStudents(baseUrl: string, count: number): Promise<string[]> {
  const cookies: string[] = [];
  for (let index = 0; index < count; index++) {
    const response = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
      method: "POST",
      // each student from a device of their own, through the loopback proxy the bench server trusts
      headers: {
        "content-type": "application/json",
        origin: baseUrl,
        "x-forwarded-for": `10.77.${index >> 8}.${index & 255}`,
      },
      body: JSON.stringify({
        name: `Bench Student ${index}`,
        email: `bench.${index}.${Date.now()}@example.in`,
        password: "bench-password-1",
      }),
    });
    if (!response.ok) throw new Error(`sign-up failed: ${response.status}`);
    cookies.push(
      response.headers
        .getSetCookie()
        .map((cookie) => cookie.split(";")[0])
        .join("; "),
    );
  }
  return cookies;
}

const MISSPELT = ["nurce", "docter", "enginer", "psycology", "acountant", "lawer", "pilto", "data scientst", "desiner"];

/** A career name as a student might type it: whole, its first letters, or with two letters swapped. */
function typed(name: string, variant: number): string {
  const word = name.toLowerCase().split(" ")[0] ?? name;
  if (variant === 0) return name;
  if (variant === 1) return word.slice(0, Math.max(3, Math.ceil(word.length / 2)));
  const at = Math.floor(word.length / 2);
  return word.length < 5 ? word : word.slice(0, at - 1) + word.charAt(at) + word.charAt(at - 1) + word.slice(at + 1);
}

/** Career search in process, over the whole library: the service function each GET /api/careers?query= calls. */
function measureCareerSearch(count = 2000) {
  const names = knowledgeBase.careers.map((career) => career.name.en);
  const queries = Array.from({ length: count }, (_, index) =>
    index % 10 === 9 ? MISSPELT[index % MISSPELT.length]! : typed(names[index % names.length]!, index % 3),
  );
  const firstStarted = performance.now();
  searchCareers({ query: "nurse", page: 1, pageSize: 20 });
  const first = performance.now() - firstStarted;
  const timings: number[] = [];
  let found = 0;
  for (const query of queries) {
    const started = performance.now();
    const page = searchCareers({ query, page: 1, pageSize: 20 });
    timings.push(performance.now() - started);
    if (page.total > 0) found += 1;
  }
  return {
    count,
    careers: names.length,
    found,
    first,
    p50: percentile(timings, 50),
    p99: percentile(timings, 99),
    max: Math.max(...timings),
  };
}

function istDate(daysAhead: number): string {
  const date = new Date(Date.now() + 5.5 * 3600_000 + daysAhead * 86_400_000);
  return date.toISOString().slice(0, 10);
}

const SLOTS = Array.from({ length: 22 }, (_, index) => {
  const minutes = 9 * 60 + index * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
});

async function benchMentorsAndBookings() {
  const app = await startAppProcess(3811);
  try {
    const mentorsBody = await (await fetch(`${app.url}/api/mentors`)).text();
    const mentors = JSON.parse(mentorsBody) as { _id: string }[];
    const bare = await startBareProcess(3812, mentorsBody);
    let appResult: autocannon.Result;
    let bareResult: autocannon.Result;
    try {
      await load({ url: `${app.url}/api/mentors`, connections: CONNECTIONS, duration: 2 }); // warm-up
      appResult = await load({ url: `${app.url}/api/mentors`, connections: CONNECTIONS, duration: DURATION_SECONDS });
      bareResult = await load({ url: bare.url, connections: CONNECTIONS, duration: DURATION_SECONDS });
    } finally {
      bare.stop();
    }
    const ratio = appResult.requests.average / bareResult.requests.average;
    console.log(
      `GET /api/mentors (${(mentorsBody.length / 1024).toFixed(1)} kB, ${mentors.length} mentors), ${CONNECTIONS} connections, ${DURATION_SECONDS} s:`,
    );
    console.log(
      `  Disha:      ${appResult.requests.average.toFixed(0)} req/s, p99 ${appResult.latency.p99} ms, errors ${appResult.errors + appResult.non2xx}`,
    );
    console.log(
      `  node:http:  ${bareResult.requests.average.toFixed(0)} req/s, p99 ${bareResult.latency.p99} ms (fixed body of the same size)`,
    );
    console.log(`  ratio:      ${ratio.toFixed(2)} of bare node:http`);

    // each student books one mentor's slots in order, and a new student takes over after BOOKINGS_PER_HOUR
    // (the per-student limit): every request is a distinct, free slot within the limits
    const total = 3000;
    const rounds = Math.ceil(total / mentors.length);
    const cookies = await signUpStudents(app.url, mentors.length * Math.ceil(rounds / BOOKINGS_PER_HOUR));
    let next = 0;
    const statuses = new Map<number, number>();
    const started = performance.now();
    await load({
      url: `${app.url}/api/book`,
      connections: 20,
      amount: total,
      method: "POST",
      requests: [
        {
          setupRequest: (request) => {
            const index = next++;
            const mentor = index % mentors.length;
            const round = Math.floor(index / mentors.length);
            return {
              ...request,
              headers: {
                "content-type": "application/json",
                origin: app.url,
                cookie: cookies[mentor + mentors.length * Math.floor(round / BOOKINGS_PER_HOUR)] ?? "",
              },
              body: JSON.stringify({
                mentorId: mentors[mentor]?._id,
                date: istDate(1 + Math.floor(round / SLOTS.length)),
                time: SLOTS[round % SLOTS.length],
              }),
            };
          },
          onResponse: (status) => statuses.set(status, (statuses.get(status) ?? 0) + 1),
        },
      ],
    });
    const seconds = (performance.now() - started) / 1000;
    const created = statuses.get(201) ?? 0;
    console.log(
      `POST /api/book over distinct slots, 20 connections: ${(created / seconds).toFixed(0)} bookings/s (${created} created of ${total}; statuses ${JSON.stringify(Object.fromEntries(statuses))})`,
    );
  } finally {
    app.stop();
  }
}

const size = await measureLandingJs();
console.log(
  `landing page JavaScript: ${(size.reduce((sum, file) => sum + file.gzip, 0) / 1024).toFixed(1)} kB gzipped in ${size.length} files (budget 90 kB)`,
);

const counsellor = await measureCounsellorLatency();
console.log(
  `local counsellor: ${counsellor.answers} answers, p50 ${counsellor.p50.toFixed(2)} ms, p99 ${counsellor.p99.toFixed(2)} ms, max ${counsellor.max.toFixed(2)} ms (target p99 < 50 ms)`,
);

const search = measureCareerSearch();
console.log(
  `career search: ${search.count} queries (real, partial and misspelt names) over ${search.careers} careers, p50 ${search.p50.toFixed(2)} ms, p99 ${search.p99.toFixed(2)} ms, max ${search.max.toFixed(2)} ms (target p99 < 10 ms); ${search.found} found something; first query, building the indexes: ${search.first.toFixed(0)} ms`,
);

await benchMentorsAndBookings();
