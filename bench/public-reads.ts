// `node --import tsx public-reads.ts [port]`: the anonymous mentor list and slots against bare node:http
// only (the part of run-all.ts that issue 22 gates on), on ports port..port+2. Prints figures; never gates.
import { measureSlotsRatio, printSlotsRatio } from "./bookings.ts";
import { measureMentorList, printMentorList } from "./mentor-list.ts";
import { startAppProcess } from "./support/processes.ts";

const base = Number(process.argv[2] ?? 3811);

const app = await startAppProcess(base);
try {
  printMentorList(await measureMentorList(app, base + 1));
  printSlotsRatio(await measureSlotsRatio(app, base + 2));
} finally {
  app.stop();
}
