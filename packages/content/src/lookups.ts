import { careers } from "./careers.ts";
import { degrees } from "./degrees.ts";
import { exams } from "./exams.ts";
import { roadmaps } from "./roadmaps.ts";
import type { Career, Degree, Exam, Roadmap, StreamId } from "./schemas.ts";

// in the data modules themselves, so a page that needs only them does not load every career
export { roadmapByPath } from "./roadmaps.ts";
export { streamById } from "./streams.ts";

const careersById = new Map(careers.map((career) => [career.id, career]));
const roadmapsBySlug = new Map(roadmaps.map((roadmap) => [roadmap.slug, roadmap]));
const examsById = new Map(exams.map((exam) => [exam.id, exam]));
const degreesById = new Map(degrees.map((degree) => [degree.id, degree]));

export function careerById(id: string): Career | undefined {
  return careersById.get(id);
}

export function roadmapBySlug(slug: string): Roadmap | undefined {
  return roadmapsBySlug.get(slug);
}

export function roadmapsByStream(stream: StreamId): Roadmap[] {
  return roadmaps.filter((roadmap) => roadmap.stream === stream);
}

export function careersByRoadmap(slug: string): Career[] {
  return careers.filter((career) => career.roadmapSlug === slug);
}

export function examById(id: string): Exam | undefined {
  return examsById.get(id);
}

export function degreeById(id: string): Degree | undefined {
  return degreesById.get(id);
}
