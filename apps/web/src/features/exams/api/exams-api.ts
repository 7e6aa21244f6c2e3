import type { ExamDetail, ExamSummary, Page } from "@disha/content/knowledge/api";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export type CalendarFilters = Partial<Record<"stream" | "after" | "level" | "state", string>>;

// the API's largest page; the calendar shows every exam that matches, so it asks for each page
const PAGE_SIZE = 100;

export const examKeys = {
  calendar: (filters: CalendarFilters) => ["exams", "calendar", filters] as const,
  detail: (id: string) => ["exams", "detail", id] as const,
};

async function allExams(filters: CalendarFilters): Promise<ExamSummary[]> {
  const chosen = Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1]));
  const pageOf = (page: number) =>
    api.get<Page<ExamSummary>>(
      `/api/exams?${new URLSearchParams([...chosen, ["page", String(page)], ["pageSize", String(PAGE_SIZE)]]).toString()}`,
    );
  const first = await pageOf(1);
  const pages = Math.ceil(first.total / PAGE_SIZE);
  const rest = await Promise.all(Array.from({ length: Math.max(0, pages - 1) }, (_, index) => pageOf(index + 2)));
  return [first, ...rest].flatMap((page) => page.items);
}

export function useExamCalendar(filters: CalendarFilters) {
  return useQuery({
    queryKey: examKeys.calendar(filters),
    queryFn: () => allExams(filters),
    // the knowledge base changes only with a deploy
    staleTime: 5 * 60_000,
    // a new filter keeps the current months on screen until the new ones arrive, so nothing jumps
    placeholderData: keepPreviousData,
  });
}

export function useExam(id: string) {
  return useQuery({
    queryKey: examKeys.detail(id),
    queryFn: () => api.get<ExamDetail>(`/api/exams/${encodeURIComponent(id)}`),
    staleTime: 5 * 60_000,
  });
}
