import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import type { ServerType } from "@hono/node-server";
import { createApp } from "./app.ts";
import { createDeps, type RunningDeps } from "./deps.ts";
import type { Env } from "./env.ts";

export interface RunningServer {
  url: string;
  deps: RunningDeps;
  server: ServerType;
  close(): Promise<void>;
}

export async function startServer(env: Env): Promise<RunningServer> {
  const deps = await createDeps(env);
  const app = createApp(deps);
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST });
  await new Promise<void>((resolve, reject) => {
    server.once("listening", resolve);
    server.once("error", reject);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}`,
    deps,
    server,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await deps.close();
    },
  };
}
