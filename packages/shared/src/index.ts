export * from "./errors.ts";
export * from "./auth.ts";
export * from "./chat.ts";
export * from "./booking.ts";
export * from "./workshops.ts";
export * from "./profile.ts";
export * from "./support.ts";
export * from "./account.ts";
