// what other features and the app may use of workshops
export { registrationsOfStudent } from "./service.ts";
export { seedWorkshops } from "./seed.ts";
