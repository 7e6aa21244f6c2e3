import { chromium } from "@playwright/test";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const c = await b.newContext({ locale: "en-IN", serviceWorkers: "block" });
const p = await c.newPage();
await p.goto(process.argv[2]);
await p.waitForTimeout(1500);
console.log(await p.evaluate(() => [...document.querySelectorAll("select, option")].map((e) => `${e.tagName} ${getComputedStyle(e).fontFamily} ${getComputedStyle(e).fontWeight} ${e.closest("[hidden],.hidden") ? "hidden" : ""}`)));
console.log(await p.evaluate(() => [...document.fonts].map((f) => `${f.family} ${f.weight} ${f.status}`)));
await b.close();
