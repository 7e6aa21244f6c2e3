import { EnvError, loadEnv } from "./env.ts";
import { startServer } from "./server.ts";

let env;
try {
  env = loadEnv();
} catch (error) {
  if (error instanceof EnvError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const running = await startServer(env);
running.deps.logger.info({ url: running.url }, `Disha is running on ${running.url}`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    void running.close().then(() => process.exit(0));
  });
}
