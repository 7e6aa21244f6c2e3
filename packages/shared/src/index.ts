export * from "./errors.ts";
export * from "./auth.ts";
export * from "./chat.ts";
