// what other features may use of auth: whether an account's address is verified (a parent's consent needs it)
export { isEmailVerified } from "./email-verification.ts";
