import { careers } from "./careers.ts";
import { degrees } from "./degrees.ts";
import { exams } from "./exams.ts";
import { roadmaps } from "./roadmaps.ts";
import type { Career, Degree, Exam, Roadmap, Stream, StreamId } from "./schemas.ts";
import { streams } from "./streams.ts";

const careersById = new Map(careers.map((career) => [career.id, career]));
const roadmapsBySlug = new Map(roadmaps.map((roadmap) => [roadmap.slug, roadmap]));
const roadmapsByPath = new Map(roadmaps.map((roadmap) => [roadmap.path, roadmap]));
const examsById = new Map(exams.map((exam) => [exam.id, exam]));
const degreesById = new Map(degrees.map((degree) => [degree.id, degree]));

export function careerById(id: string): Career | undefined {
  return careersById.get(id);
}

export function roadmapBySlug(slug: string): Roadmap | undefined {
  return roadmapsBySlug.get(slug);
}

export function roadmapByPath(path: string): Roadmap | undefined {
  return roadmapsByPath.get(path);
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

export function streamById(id: StreamId): Stream {
  const stream = streams.find((candidate) => candidate.id === id);
  if (!stream) throw new Error(`unknown stream "${id}"`);
  return stream;
}
