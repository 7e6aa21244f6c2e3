// Prints the gzipped size of the JavaScript the landing page makes the browser download.
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { startBenchApp } from "./support/start-app.ts";

const BUDGET_KB = 95;

/** The scripts the landing page loads; `query` '?lng=hi' for the page in Hindi (its words are JavaScript too). */
export async function measureLandingJs(query = "") {
  const app = await startBenchApp();
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
  try {
    const page = await browser.newPage();
    const scripts = new Set<string>();
    page.on("response", (response) => {
      if (response.request().resourceType() === "script") scripts.add(new URL(response.url()).pathname);
    });
    await page.goto(`${app.url}/${query}`, { waitUntil: "networkidle" });
    await page.getByRole("heading", { level: 1 }).waitFor();
    const files = [...scripts].map((pathname) => {
      const source = readFileSync(path.join(app.deps.env.WEB_DIST_DIR, pathname));
      return { pathname, raw: source.length, gzip: gzipSync(source).length };
    });
    return files;
  } finally {
    await browser.close();
    await app.close();
  }
}

/** The landing page's figure in English and in Hindi. */
export async function printLandingJs(perFile: boolean) {
  for (const [language, query] of [
    ["English", ""],
    ["Hindi", "?lng=hi"],
  ] as const) {
    const files = await measureLandingJs(query);
    const total = files.reduce((sum, file) => sum + file.gzip, 0);
    if (perFile) {
      console.log(`JavaScript loaded by the landing page (/${query}):`);
      for (const file of files)
        console.log(
          `  ${file.pathname.padEnd(48)} ${(file.raw / 1024).toFixed(1).padStart(7)} kB raw ${(file.gzip / 1024).toFixed(1).padStart(7)} kB gzip`,
        );
    }
    console.log(
      `landing page JavaScript, ${language}: ${(total / 1024).toFixed(1)} kB gzipped (budget ${BUDGET_KB} kB) in ${files.length} files`,
    );
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await printLandingJs(true);
