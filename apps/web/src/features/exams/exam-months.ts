import type { ExamSummary } from "@disha/content/knowledge/api";

export const MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
export type Month = (typeof MONTHS)[number];

export interface CalendarEntry {
  exam: ExamSummary;
  /** applications usually open in this month */
  applications: boolean;
  /** the exam is usually held in this month */
  held: boolean;
}

export interface ExamCalendar {
  months: { month: Month; entries: CalendarEntry[] }[];
  /** exams with no usual month (recruitment held when notified, tests on demand) */
  unscheduled: ExamSummary[];
}

const INDIA_OFFSET_MS = 330 * 60_000;

/** Twelve months from the current one in India: November 2026 gives 11, 12, 1, ... 10. */
export function monthsFrom(now: Date): Month[] {
  const current = new Date(now.getTime() + INDIA_OFFSET_MS).getUTCMonth();
  return MONTHS.map((_, index) => MONTHS[(current + index) % 12] as Month);
}

/**
 * Twelve months from the current one, each with the exams whose usual application or exam window falls
 * in it, in the given order: in November, what is coming comes first, not January's past applications.
 */
export function examCalendar(exams: readonly ExamSummary[], now: Date): ExamCalendar {
  return {
    months: monthsFrom(now).map((month) => ({
      month,
      entries: exams
        .map((exam) => ({
          exam,
          applications: exam.applicationMonths?.includes(month) ?? false,
          held: exam.examMonths?.includes(month) ?? false,
        }))
        .filter((entry) => entry.applications || entry.held),
    })),
    unscheduled: exams.filter((exam) => !exam.applicationMonths?.length && !exam.examMonths?.length),
  };
}
