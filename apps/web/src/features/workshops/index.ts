// The workshops' queries: the list and one workshop.
export { workshopQuery, workshopsQuery } from "./api/workshops-api.ts";
