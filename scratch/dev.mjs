import { chromium } from "@playwright/test";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const p = await b.newPage({ locale: "en-IN" });
await p.goto(process.argv[2]);
await p.waitForTimeout(1500);
const found = await p.evaluate(() => {
  const out = [];
  const walker = document.createTreeWalker(document.documentElement, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) { const t = walker.currentNode.textContent; if (/[\u0900-\u097F]/.test(t)) out.push(walker.currentNode.parentElement.outerHTML.slice(0, 200)); }
  for (const el of document.querySelectorAll("[aria-label],[title],[placeholder],[alt]")) for (const a of ["aria-label","title","placeholder","alt"]) { const v = el.getAttribute(a); if (v && /[\u0900-\u097F]/.test(v)) out.push(a + ": " + v); }
  return out;
});
console.log(found);
await b.close();
