// Lighthouse (mobile profile, its default simulated slow 4G and CPU) in Debian's Chromium against the
// app in production mode: performance, CLS, LCP and bytes per page, in English and in Hindi, signed out
// and (the dashboard) signed in. Prints figures; never gates.
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";
import { startBenchApp } from "./support/start-app.ts";

const DEBUGGING_PORT = 9333;
// LIGHTHOUSE_RUNS=<n>: runs per page (default 3); one run's score moves by ten points on a busy machine
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

export interface PageScore {
  page: string;
  performance: number;
  cls: number;
  lcpMs: number;
  tbtMs: number;
  bytes: number;
  /** JavaScript files the page loaded: each is a round trip on a slow connection */
  scripts: number;
  /** every run's performance score; the other figures are the median run's */
  runs: number[];
}

/** A page to measure: its path, and whether a student is signed in to see it. */
export interface MeasuredPage {
  label: string;
  path: string;
  signedIn?: boolean;
}

/** A new student's session cookie, as a browser would hold it after signing up. */
async function studentCookie(appUrl: string, trustedOrigin: string): Promise<string> {
  const response = await fetch(`${appUrl}/api/auth/sign-up/email`, {
    method: "POST",
    // the origin the server trusts (its APP_URL), as the browser on its pages would send
    headers: { "content-type": "application/json", origin: trustedOrigin },
    body: JSON.stringify({
      name: "Bench Student",
      email: `bench.${Date.now()}@example.in`,
      password: "mango-lassi-42",
    }),
  });
  if (!response.ok) throw new Error(`sign-up for the signed-in pages failed: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/** `pages`: pages of the app; the default is LIGHTHOUSE_PAGES. */
export async function measureLighthouse(pages: MeasuredPage[]): Promise<PageScore[]> {
  const app = await startBenchApp({ NODE_ENV: "production", AUTH_SECRET: "bench-production-secret-0123456789abcdef" });
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--no-first-run", `--remote-debugging-port=${DEBUGGING_PORT}`],
  });
  try {
    const scores: PageScore[] = [];
    const cookie = pages.some((page) => page.signedIn) ? await studentCookie(app.url, app.deps.env.APP_URL) : "";
    for (const { label, path, signedIn } of pages) {
      const page = `${label} (${path})`;
      const runs: PageScore[] = [];
      for (let run = 0; run < RUNS; run++) {
        const result = await lighthouse(`${app.url}${path}`, {
          port: DEBUGGING_PORT,
          onlyCategories: ["performance"],
          logLevel: "error",
          output: "json",
          // each run starts with an empty cache and no cookies of its own: a signed-in page gets the session's
          ...(signedIn ? { extraHeaders: { cookie } } : {}),
        });
        if (!result) throw new Error(`Lighthouse gave no result for ${page}`);
        // LIGHTHOUSE_JSON_DIR=<folder>: each page's whole report, to see what the figures are made of
        if (process.env.LIGHTHOUSE_JSON_DIR)
          writeFileSync(
            join(process.env.LIGHTHOUSE_JSON_DIR, `${label.replace(/\W+/g, "-")}-${run + 1}.json`),
            JSON.stringify(result.lhr),
          );
        const { categories, audits, runtimeError } = result.lhr;
        // Lighthouse answers a failed load with scores of nothing: say why rather than print zeros
        if (runtimeError)
          console.log(`  ${page}: Lighthouse could not measure it: ${runtimeError.code} ${runtimeError.message}`);
        runs.push({
          page,
          performance: Math.round((categories.performance?.score ?? 0) * 100),
          cls: audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN,
          lcpMs: audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
          tbtMs: audits["total-blocking-time"]?.numericValue ?? Number.NaN,
          bytes: audits["total-byte-weight"]?.numericValue ?? Number.NaN,
          scripts: scriptsLoaded(audits["network-requests"]?.details),
          runs: [],
        });
      }
      // the median run by score, as Lighthouse's own guidance does for a figure that varies between runs
      const median = [...runs].sort((a, b) => a.performance - b.performance)[Math.floor(runs.length / 2)]!;
      scores.push({ ...median, runs: runs.map((run) => run.performance) });
    }
    return scores;
  } finally {
    await browser.close();
    await app.close();
  }
}

function scriptsLoaded(details: unknown): number {
  const items = (details as { items?: { resourceType?: string }[] } | undefined)?.items ?? [];
  return items.filter((item) => item.resourceType === "Script").length;
}

export function printLighthouse(scores: PageScore[]) {
  console.log(`Lighthouse, mobile, production mode, median of ${RUNS} runs (targets: performance >= 95, CLS <= 0.05):`);
  for (const score of scores)
    console.log(
      `  ${score.page.padEnd(44)} performance ${String(score.performance).padStart(3)}  CLS ${score.cls.toFixed(3)}  LCP ${(score.lcpMs / 1000).toFixed(2)} s  TBT ${score.tbtMs.toFixed(0)} ms  ${(score.bytes / 1024).toFixed(0)} kB  ${score.scripts} scripts  (runs ${score.runs.join(", ")})`,
    );
}

export const LIGHTHOUSE_PAGES: MeasuredPage[] = [
  { label: "landing, English", path: "/" },
  { label: "career page", path: "/careers/nurse" },
  { label: "library search", path: "/careers?query=nurse" },
  { label: "roadmap", path: "/timelines/eng" },
  { label: "dashboard, signed in", path: "/dashboard", signedIn: true },
  // a shared link's language: Hindi words, the Devanagari font. Last: ?lng= is remembered in a cookie
  // that Lighthouse's storage reset keeps, and the pages after it would be measured in Hindi too
  { label: "landing, Hindi", path: "/?lng=hi" },
];

// `node --import tsx lighthouse.ts [path ...]`: those pages only; `signed-in:/dashboard` measures one signed in
if (import.meta.url === `file://${process.argv[1]}`) {
  const pages = process.argv.slice(2).map((argument) => {
    const path = argument.replace(/^signed-in:/, "");
    return { label: path, path, signedIn: path !== argument };
  });
  printLighthouse(await measureLighthouse(pages.length > 0 ? pages : LIGHTHOUSE_PAGES));
}
