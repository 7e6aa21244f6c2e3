// What other features use of auth: the account page's link that verifies the address
export { useSendVerificationEmail } from "./api/verify-email-api.ts";
export { nextPathOf } from "./hooks/use-auth-success.ts";
