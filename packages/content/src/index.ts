export * from "./schemas.ts";
export { streams } from "./streams.ts";
export { roadmaps } from "./roadmaps.ts";
export { careers } from "./careers.ts";
export { exams } from "./exams.ts";
export { degrees } from "./degrees.ts";
export { quiz, quizPaths, type QuizPath } from "./quiz.ts";
export { workshops } from "./workshops.ts";
export { mentorSeeds } from "./mentors.ts";
export {
  careerById,
  careersByRoadmap,
  degreeById,
  examById,
  roadmapByPath,
  roadmapBySlug,
  roadmapsByStream,
  streamById,
} from "./lookups.ts";
