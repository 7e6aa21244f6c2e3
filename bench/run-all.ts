// `npm run bench`: every figure on this machine in one run. Prints figures; never gates on time.
import { performance } from "node:perf_hooks";
import { knowledgeBase } from "@disha/content/knowledge/base";
import { measureCounsellorLatency } from "./counsellor-latency.ts";
import { printLandingJs } from "./size.ts";
import { LIGHTHOUSE_PAGES, measureLighthouse, printLighthouse } from "./lighthouse.ts";
import { searchCareers } from "../apps/server/src/features/knowledge/service.ts";
import { startAppProcess } from "./support/processes.ts";
import { percentile } from "./support/stats.ts";
import {
  measureBookingService,
  measureBookingWrites,
  measureSlotsRatio,
  printBookingFigures,
  printSlotsRatio,
} from "./bookings.ts";
import { measureMentorList, printMentorList } from "./mentor-list.ts";
import { measurePlanLatency } from "./plan.ts";
import { measureClassDashboard, printClassDashboard } from "./class-dashboard.ts";
import { measureCommunity, printCommunity } from "./community.ts";
import { measureModerationChecks, printModerationChecks } from "./moderation-checks.ts";

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

async function benchMentorsAndBookings() {
  const app = await startAppProcess(3811);
  try {
    printMentorList(await measureMentorList(app, 3812));
    printBookingFigures(await measureBookingService(), await measureBookingWrites(app));
    printSlotsRatio(await measureSlotsRatio(app));
  } finally {
    app.stop();
  }
}

await printLandingJs(false);

printLighthouse(await measureLighthouse(LIGHTHOUSE_PAGES));

const counsellor = await measureCounsellorLatency();
console.log(
  `local counsellor: ${counsellor.answers} answers, p50 ${counsellor.p50.toFixed(2)} ms, p99 ${counsellor.p99.toFixed(2)} ms, max ${counsellor.max.toFixed(2)} ms (target p99 < 50 ms)`,
);

const search = measureCareerSearch();
console.log(
  `career search: ${search.count} queries (real, partial and misspelt names) over ${search.careers} careers, p50 ${search.p50.toFixed(2)} ms, p99 ${search.p99.toFixed(2)} ms, max ${search.max.toFixed(2)} ms (target p99 < 10 ms); ${search.found} found something; first query, building the indexes: ${search.first.toFixed(0)} ms`,
);

await benchMentorsAndBookings();

const plan = await measurePlanLatency(2000, 3815);
console.log(
  `GET /api/me/plan, a full plan (code ${plan.code}, ${plan.shortlisted} shortlisted, ranked over ${plan.careers} careers, ${(plan.bytes / 1024).toFixed(1)} kB), ${plan.requests} sequential requests: p50 ${plan.p50.toFixed(2)} ms, p99 ${plan.p99.toFixed(2)} ms, max ${plan.max.toFixed(2)} ms (target p99 < 20 ms)`,
);

printClassDashboard(await measureClassDashboard(3817));
printCommunity(await measureCommunity(3823));
printModerationChecks(measureModerationChecks());
