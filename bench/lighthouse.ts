// Lighthouse (mobile profile, its default simulated slow 4G and CPU) in Debian's Chromium against the
// app in production mode: performance, CLS and LCP per page. Prints figures; never gates.
import lighthouse from "lighthouse";
import { chromium } from "playwright-core";
import { startBenchApp } from "./support/start-app.ts";

const DEBUGGING_PORT = 9333;

export interface PageScore {
  page: string;
  performance: number;
  cls: number;
  lcpMs: number;
  tbtMs: number;
}

/** `pages`: paths on the app; the default is the landing page, a roadmap, a career page and the library search. */
export async function measureLighthouse(pages: string[]): Promise<PageScore[]> {
  const app = await startBenchApp({ NODE_ENV: "production", AUTH_SECRET: "bench-production-secret-0123456789abcdef" });
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--no-first-run", `--remote-debugging-port=${DEBUGGING_PORT}`],
  });
  try {
    const scores: PageScore[] = [];
    for (const page of pages) {
      const result = await lighthouse(`${app.url}${page}`, {
        port: DEBUGGING_PORT,
        onlyCategories: ["performance"],
        logLevel: "error",
        output: "json",
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${page}`);
      const { categories, audits, runtimeError } = result.lhr;
      // Lighthouse answers a failed load with scores of nothing: say why rather than print zeros
      if (runtimeError)
        console.log(`  ${page}: Lighthouse could not measure it: ${runtimeError.code} ${runtimeError.message}`);
      scores.push({
        page,
        performance: Math.round((categories.performance?.score ?? 0) * 100),
        cls: audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN,
        lcpMs: audits["largest-contentful-paint"]?.numericValue ?? Number.NaN,
        tbtMs: audits["total-blocking-time"]?.numericValue ?? Number.NaN,
      });
    }
    return scores;
  } finally {
    await browser.close();
    await app.close();
  }
}

export function printLighthouse(scores: PageScore[]) {
  console.log("Lighthouse, mobile, production mode (targets: performance >= 95, CLS <= 0.05):");
  for (const score of scores)
    console.log(
      `  ${score.page.padEnd(36)} performance ${String(score.performance).padStart(3)}  CLS ${score.cls.toFixed(3)}  LCP ${(score.lcpMs / 1000).toFixed(2)} s  TBT ${score.tbtMs.toFixed(0)} ms`,
    );
}

export const LIGHTHOUSE_PAGES = ["/", "/timelines/eng", "/careers/nurse", "/careers?query=nurse"];

if (import.meta.url === `file://${process.argv[1]}`) {
  const pages = process.argv.slice(2);
  printLighthouse(await measureLighthouse(pages.length > 0 ? pages : LIGHTHOUSE_PAGES));
}
