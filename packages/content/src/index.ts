export * from "./schemas.ts";
export { streams, streamById } from "./streams.ts";
export { roadmaps, roadmapByPath } from "./roadmaps.ts";
export { quiz, quizPaths, type QuizPath } from "./quiz.ts";
export { workshops } from "./workshops.ts";
export { mentorSeeds } from "./mentors.ts";
