import { describeLimits } from "./testing/limit-cases.ts";

// Runs only with REDIS_URL (vitest.config.ts leaves it out otherwise and says so).
describeLimits("Redis", { REDIS_URL: process.env.REDIS_URL ?? "" });
