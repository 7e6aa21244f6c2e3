import { knowledgeBase } from "@disha/content/knowledge/base";
import { type CareerRecord, examOpensIn } from "@disha/content/knowledge/schemas";
import { quiz } from "@disha/content/quiz";
import { roadmaps } from "@disha/content/roadmaps";
import type { QuizResult } from "@disha/content/schemas";
import type { ExamWindow, PathProgress, PlanStep, StepStatus } from "@disha/shared/plan";

// What My Plan reads of the content: the steps of roadmaps and career pathways, the quiz's results
// and the exams' usual months. Pure functions over the content, so unit tests reach them.

export interface PlanPath {
  pathId: string;
  kind: PathProgress["kind"];
  steps: PlanStep[];
}

const roadmapPaths = new Map<string, PlanPath>(
  roadmaps.map((roadmap) => [
    roadmap.slug,
    {
      pathId: roadmap.slug,
      kind: "roadmap",
      steps: roadmap.steps.map((step) => ({ id: step.id, title: { en: step.title } })),
    },
  ]),
);

export function findCareer(slug: string): CareerRecord | undefined {
  return knowledgeBase.careerById(slug);
}

/** A career's pathway or one of the seed roadmaps (their ids never collide; a test holds that). */
export function findPath(pathId: string): PlanPath | undefined {
  const career = findCareer(pathId);
  if (career) {
    return {
      pathId,
      kind: "career",
      steps: career.pathway.map((step) => ({ id: step.id, title: { ...step.title } })),
    };
  }
  return roadmapPaths.get(pathId);
}

/**
 * The progress on a path from the student's marks: marks on steps the content no longer has are
 * left out, so a content edit never breaks a student's progress. percent = (done + skipped) / steps.
 */
export function progressOf(path: PlanPath, marks: ReadonlyMap<string, StepStatus>): PathProgress {
  const steps: Record<string, StepStatus> = {};
  let done = 0;
  let inProgress = 0;
  let skipped = 0;
  for (const step of path.steps) {
    const status = marks.get(step.id);
    if (!status) continue;
    steps[step.id] = status;
    if (status === "done") done += 1;
    else if (status === "skipped") skipped += 1;
    else inProgress += 1;
  }
  const total = path.steps.length;
  const next = path.steps.find((step) => marks.get(step.id) !== "done" && marks.get(step.id) !== "skipped");
  return {
    pathId: path.pathId,
    kind: path.kind,
    total,
    done,
    inProgress,
    skipped,
    percent: total === 0 ? 0 : Math.floor((100 * (done + skipped)) / total),
    steps,
    nextStep: next ? { id: next.id, title: { ...next.title } } : null,
  };
}

export function findQuizResult(resultId: string): QuizResult | undefined {
  const node = Object.hasOwn(quiz.nodes, resultId) ? quiz.nodes[resultId] : undefined;
  return node?.kind === "result" ? node : undefined;
}

const INDIA_OFFSET_MS = 5.5 * 60 * 60 * 1000;
export const EXAM_WINDOW_MONTHS = 3;

/** This month and the next two (1 to 12), by the calendar in India. */
export function windowMonths(now: Date, count = EXAM_WINDOW_MONTHS): number[] {
  const month = new Date(now.getTime() + INDIA_OFFSET_MS).getUTCMonth();
  return Array.from({ length: count }, (_, index) => ((month + index) % 12) + 1);
}

/**
 * The exams of the shortlisted careers that usually open for applications or are held within the
 * months, soonest first (then by name). Usual months only: the dates are on each exam's official site.
 */
export function examWindows(
  careerSlugs: readonly string[],
  months: readonly number[],
  state: string | null = null,
): ExamWindow[] {
  const windows = new Map<string, ExamWindow>();
  for (const slug of careerSlugs) {
    for (const examId of findCareer(slug)?.exams ?? []) {
      const exam = knowledgeBase.examById(examId);
      // national exams and the student's own state's: not a Karnataka exam to a student in Uttar Pradesh
      if (!exam || !examOpensIn(exam, state)) continue;
      const known = windows.get(examId);
      if (known) {
        if (!known.careers.includes(slug)) known.careers.push(slug);
        continue;
      }
      const within = (list: readonly number[] | undefined) => months.filter((month) => list?.includes(month));
      const applicationMonths = within(exam.applicationMonths);
      const examMonths = within(exam.examMonths);
      if (applicationMonths.length === 0 && examMonths.length === 0) continue;
      windows.set(examId, {
        examId,
        name: { ...exam.name },
        fullName: { ...exam.fullName },
        officialSite: exam.officialSite,
        careers: [slug],
        applicationMonths,
        examMonths,
      });
    }
  }
  const soonest = (window: ExamWindow) =>
    Math.min(...[...window.applicationMonths, ...window.examMonths].map((month) => months.indexOf(month)));
  return [...windows.values()].sort(
    (a, b) => soonest(a) - soonest(b) || a.name.en.localeCompare(b.name.en, "en") || (a.examId < b.examId ? -1 : 1),
  );
}
