import { type QueryOf, knowledgeApi } from "@disha/shared/api";
import { keepPreviousData, queryOptions, useQueries, useQuery } from "@tanstack/react-query";
import { fetchApi } from "../../../lib/api-client.ts";
import { apiQuery } from "../../../lib/api-query.ts";
import { localized } from "../../../lib/i18n/content.ts";

export const CAREERS_PAGE_SIZE = 20;

/** One page of careers, for `useQuery(careerSearchQuery(query))`: `{ query: "nurse", page: 2 }`. */
export const careerSearchQuery = (query: QueryOf<typeof knowledgeApi.careers>) =>
  queryOptions({
    ...apiQuery(knowledgeApi.careers, { query }),
    // the last page stays on screen while the next loads, so the list does not collapse and jump
    placeholderData: keepPreviousData,
  });

const fetchCareer = (slug: string) => fetchApi(knowledgeApi.career, { params: { slug } });

/** One career, for `useQuery(careerQuery(slug))`. */
export const careerQuery = (slug: string) => queryOptions(apiQuery(knowledgeApi.career, { params: { slug } }));

/** Several careers as one answer, in the order given, for a list that shows them together (a roadmap's careers). */
export const careersQuery = (slugs: readonly string[]) =>
  queryOptions({
    queryKey: [knowledgeApi.career.path, "several", ...slugs],
    queryFn: () => Promise.all(slugs.map(fetchCareer)),
  });

export function useCareers(slugs: readonly string[]) {
  return useQueries({ queries: slugs.map(careerQuery) });
}

/** Every exam's id and name, for the exam filter; loaded once `enabled`, after the results. */
export function useExamOptions(enabled: boolean) {
  return useQuery({
    ...apiQuery(knowledgeApi.examNames),
    enabled,
    staleTime: Infinity,
    select: (names) => names.map((exam) => ({ id: exam.id, name: localized(exam.name) })),
  });
}
