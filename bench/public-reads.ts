// `node --import tsx public-reads.ts [port]`: the anonymous mentor list and slots against bare node:http
// only (the part of run-all.ts that issue 22 gates on), on ports port..port+2. Prints figures; never gates.
import autocannon from "autocannon";
import { measureSlotsRatio } from "./bookings.ts";
import { startAppProcess, startBareProcess } from "./support/processes.ts";

const base = Number(process.argv[2] ?? 3811);

function load(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error: Error | null, result) => (error ? reject(error) : resolve(result)));
  });
}

const app = await startAppProcess(base);
try {
  const body = await (await fetch(`${app.url}/api/mentors`)).text();
  const bare = await startBareProcess(base + 1, body);
  try {
    await load({ url: `${app.url}/api/mentors`, connections: 50, duration: 2 });
    const appResult = await load({ url: `${app.url}/api/mentors`, connections: 50, duration: 10 });
    const bareResult = await load({ url: bare.url, connections: 50, duration: 10 });
    console.log(
      `GET /api/mentors (${(body.length / 1024).toFixed(1)} kB): Disha ${appResult.requests.average.toFixed(0)} req/s (errors ${appResult.errors + appResult.non2xx}), bare ${bareResult.requests.average.toFixed(0)} req/s: ratio ${(appResult.requests.average / bareResult.requests.average).toFixed(2)}`,
    );
  } finally {
    bare.stop();
  }
  const slots = await measureSlotsRatio(app, 10, base + 2);
  console.log(
    `GET /api/mentors/:id/slots: Disha ${slots.app.toFixed(0)} req/s (errors ${slots.errors}), bare ${slots.bare.toFixed(0)} req/s: ratio ${slots.ratio.toFixed(2)}`,
  );
} finally {
  app.stop();
}
