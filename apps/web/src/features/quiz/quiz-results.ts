import { quiz } from "@disha/content/quiz";
import { roadmaps } from "@disha/content/roadmaps";
import type { QuizResult, Roadmap } from "@disha/content/schemas";

/** The roadmaps that list a result's careers, each once, in the order of the careers. */
export function roadmapsForResult(result: QuizResult): Roadmap[] {
  const found = new Set<Roadmap>();
  for (const id of result.careerIds) {
    for (const roadmap of roadmaps) if (roadmap.careerIds.includes(id)) found.add(roadmap);
  }
  return [...found];
}

/** The quiz result whose label is `career` ('AI Engineer/Data Scientist'), if there is one. */
export function resultForCareer(career: string): QuizResult | undefined {
  for (const node of Object.values(quiz.nodes)) {
    if (node.kind === "result" && node.career === career) return node;
  }
  return undefined;
}

/** What the quiz passes to the results page in navigation state. */
export interface QuizResultsState {
  career: string;
}

/** The career in navigation state, or null: state survives reloads and can hold anything. */
export function careerFromState(state: unknown): string | null {
  if (typeof state !== "object" || state === null || !("career" in state)) return null;
  const { career } = state;
  return typeof career === "string" && career.trim() !== "" ? career : null;
}
