// My Plan: the interest profiler's scoring, recommendations and the API's shapes, for the web and the server.
export * from "./riasec.ts";
export * from "./subjects.ts";
export * from "./recommend.ts";
export * from "./schemas.ts";
export * from "./types.ts";
export * from "./reasons.ts";
