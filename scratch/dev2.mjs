import { chromium } from "@playwright/test";
const b = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
for (const sw of ["block", "allow"]) {
  const c = await b.newContext({ locale: "en-IN", serviceWorkers: sw });
  const p = await c.newPage();
  const seen = [];
  p.on("request", (r) => { if (r.url().includes("woff2")) seen.push(r.url().slice(-40) + " sw=" + Boolean(r.serviceWorker())); });
  await p.goto(process.argv[2]);
  await p.waitForTimeout(2000);
  await p.reload();
  await p.waitForTimeout(2000);
  console.log(sw, seen);
  await c.close();
}
await b.close();
