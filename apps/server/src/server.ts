import type { Server as HttpServer } from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import type { ServerType } from "@hono/node-server";
import { createApp } from "./app.ts";
import { createDeps, type RunningDeps } from "./deps.ts";
import type { Env } from "./env.ts";
import { createCounsellor } from "./features/chat/counsellor/create-counsellor.ts";
import { attachChat } from "./features/chat/socket.ts";

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
  const io = await attachChat(server as HttpServer, deps, createCounsellor(env, deps.logger));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://localhost:${port}`,
    deps,
    server,
    async close() {
      await io.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await deps.close();
    },
  };
}
