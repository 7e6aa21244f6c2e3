import type { CareerDetail, CareerSummary, ExamSummary, Page } from "@disha/content/knowledge/api";
import { keepPreviousData, queryOptions, useQueries, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { localized } from "../../../lib/i18n/content.ts";

export const CAREERS_PAGE_SIZE = 20;
// the API's largest page: the exam filter's options come in as few requests as possible
const EXAMS_PAGE_SIZE = 100;

const careerKeys = {
  search: (search: string) => ["careers", "search", search] as const,
  one: (slug: string) => ["careers", "one", slug] as const,
  several: (slugs: readonly string[]) => ["careers", "several", ...slugs] as const,
  examOptions: ["careers", "exam-options"] as const,
};

/** One page of careers, for `useQuery(careerSearchQuery(search))`; `search` is the API's query string (`query=nurse&page=2`). */
export const careerSearchQuery = (search: string) =>
  queryOptions({
    queryKey: careerKeys.search(search),
    queryFn: () => api.get<Page<CareerSummary>>(`/api/careers?${search}`),
    // the last page stays on screen while the next loads, so the list does not collapse and jump
    placeholderData: keepPreviousData,
  });

const fetchCareer = (slug: string) => api.get<CareerDetail>(`/api/careers/${encodeURIComponent(slug)}`);

/** One career, for `useQuery(careerQuery(slug))`. */
export const careerQuery = (slug: string) =>
  queryOptions({
    queryKey: careerKeys.one(slug),
    queryFn: () => fetchCareer(slug),
  });

/** Several careers as one answer, in the order given, for a list that shows them together (a roadmap's careers). */
export const careersQuery = (slugs: readonly string[]) =>
  queryOptions({
    queryKey: careerKeys.several(slugs),
    queryFn: () => Promise.all(slugs.map(fetchCareer)),
  });

export function useCareers(slugs: readonly string[]) {
  return useQueries({ queries: slugs.map(careerQuery) });
}

/** Every exam's id and name, for the exam filter; loaded once `enabled`, after the results. */
export function useExamOptions(enabled: boolean) {
  return useQuery({
    queryKey: careerKeys.examOptions,
    enabled,
    staleTime: Infinity,
    queryFn: async () => {
      const exams: ExamSummary[] = [];
      for (let page = 1; ; page += 1) {
        const found = await api.get<Page<ExamSummary>>(`/api/exams?pageSize=${EXAMS_PAGE_SIZE}&page=${page}`);
        exams.push(...found.items);
        if (found.items.length === 0 || exams.length >= found.total) break;
      }
      return exams.map((exam) => ({ id: exam.id, name: localized(exam.name) }));
    },
  });
}
