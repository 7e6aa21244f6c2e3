import type { ExamSummary } from "@disha/content/knowledge/api";
import { knowledgeApi } from "@disha/shared/api";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { fetchApi } from "../../../lib/api-client.ts";
import { apiQuery } from "../../../lib/api-query.ts";

export type CalendarFilters = Partial<Record<"stream" | "after" | "level" | "state", string>>;

// the API's largest page; the calendar shows every exam that matches, so it asks for each page
const PAGE_SIZE = 100;
// the knowledge base changes only with a deploy
const STALE = 5 * 60_000;

async function allExams(filters: CalendarFilters): Promise<ExamSummary[]> {
  const pageOf = (page: number) => fetchApi(knowledgeApi.exams, { query: { ...filters, page, pageSize: PAGE_SIZE } });
  const first = await pageOf(1);
  const pages = Math.ceil(first.total / PAGE_SIZE);
  const rest = await Promise.all(Array.from({ length: Math.max(0, pages - 1) }, (_, index) => pageOf(index + 2)));
  return [first, ...rest].flatMap((page) => page.items);
}

/** Every exam matching the calendar's filters, page after page. */
export const examCalendarQuery = (filters: CalendarFilters) =>
  queryOptions({
    queryKey: [knowledgeApi.exams.path, "every-page", filters],
    queryFn: () => allExams(filters),
    staleTime: STALE,
    // a new filter keeps the current months on screen until the new ones arrive, so nothing jumps
    placeholderData: keepPreviousData,
  });

export const examQuery = (id: string) =>
  queryOptions({ ...apiQuery(knowledgeApi.exam, { params: { id } }), staleTime: STALE });

export function useExamCalendar(filters: CalendarFilters) {
  return useQuery(examCalendarQuery(filters));
}

export function useExam(id: string) {
  return useQuery(examQuery(id));
}
