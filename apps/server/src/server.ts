import type { Server as HttpServer } from "node:http";
import type { AddressInfo } from "node:net";
import { createApp } from "./app.ts";
import { createAppServer } from "./lib/pipeline.ts";
import { routeGroups } from "./registry.ts";
import { createDeps, type RunningDeps } from "./deps.ts";
import type { Env } from "./env.ts";
import { attachChat } from "./features/chat/socket.ts";
import { createJobRunner, type JobRunner } from "./features/jobs/index.ts";
import { smtpConfigured } from "./features/mail/index.ts";
import { reminderHandlers } from "./features/notifications/index.ts";

export interface RunningServer {
  url: string;
  deps: RunningDeps;
  server: HttpServer;
  /** this node's runner of due jobs (reminders) */
  jobs: JobRunner;
  close(): Promise<void>;
}

export async function startServer(env: Env): Promise<RunningServer> {
  const deps = await createDeps(env);
  const app = createApp(deps);
  const server = createAppServer(
    app,
    routeGroups.flatMap((group) => group.routes),
    deps,
  );
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(env.PORT, env.HOST, resolve);
  });
  const io = await attachChat(server, deps);
  const jobs = createJobRunner({
    db: deps.db,
    dbKind: deps.dbKind,
    handlers: reminderHandlers(deps),
    logger: deps.logger,
    pollMs: env.JOBS_POLL_MS,
    // a job sends over SMTP inside its transaction: one job to a transaction keeps that hold short
    batchSize: smtpConfigured(env) ? 1 : undefined,
  });
  jobs.start();
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}`,
    deps,
    server,
    jobs,
    async close() {
      await jobs.stop();
      await io.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await deps.close();
    },
  };
}
