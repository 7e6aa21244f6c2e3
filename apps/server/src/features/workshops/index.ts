// what other features may use of workshops
export { registrationsOfStudent } from "./service.ts";
