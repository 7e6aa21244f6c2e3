// What other features use of the careers: a roadmap page lists its careers from the knowledge base.
export { careerQuery, careerSearchQuery, careersQuery } from "./api/careers-api.ts";
