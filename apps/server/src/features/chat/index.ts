// what other features may use of the chat
export { hasAskedTheMentor } from "./queries.ts";
