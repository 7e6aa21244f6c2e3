import type { LocalizedTextInput } from "@disha/content/knowledge/schemas";
import { knowledgeApi } from "@disha/shared/api";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { fetchApi } from "../../../lib/api-client.ts";
import { apiQuery } from "../../../lib/api-query.ts";

export const PAGE_SIZE = 20;
// the API's largest page, for the list of every exam
const EXAMS_PAGE_SIZE = 100;
// the knowledge base changes only with a deploy
const STALE = 5 * 60_000;

const chosen = (filters: Record<string, string>) =>
  Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== ""));

// One page of a finder's results; the page on screen stays until the next one arrives, so nothing jumps.
const finderOptions = { staleTime: STALE, placeholderData: keepPreviousData } as const;

export const institutionsQuery = (filters: Record<string, string>, page: number) =>
  queryOptions({
    ...apiQuery(knowledgeApi.institutions, { query: { ...chosen(filters), page, pageSize: PAGE_SIZE } }),
    ...finderOptions,
  });

export const scholarshipsQuery = (filters: Record<string, string>, page: number) =>
  queryOptions({
    ...apiQuery(knowledgeApi.scholarships, { query: { ...chosen(filters), page, pageSize: PAGE_SIZE } }),
    ...finderOptions,
  });

export const useInstitutions = (filters: Record<string, string>, page: number) =>
  useQuery(institutionsQuery(filters, page));

export const useScholarships = (filters: Record<string, string>, page: number) =>
  useQuery(scholarshipsQuery(filters, page));

export interface ExamName {
  id: string;
  name: LocalizedTextInput;
}

/** Every exam's id and name, in name order: the college finder's exam filter and the names of a college's exams. */
export const examNamesQuery = () =>
  queryOptions({
    queryKey: [knowledgeApi.exams.path, "every-name"],
    queryFn: async (): Promise<ExamName[]> => {
      const pageOf = (page: number) => fetchApi(knowledgeApi.exams, { query: { page, pageSize: EXAMS_PAGE_SIZE } });
      const first = await pageOf(1);
      const pages = Math.ceil(first.total / EXAMS_PAGE_SIZE);
      const rest = await Promise.all(Array.from({ length: Math.max(0, pages - 1) }, (_, index) => pageOf(index + 2)));
      return [first, ...rest].flatMap((list) => list.items.map(({ id, name }) => ({ id, name })));
    },
    staleTime: STALE,
  });

export function useExamNames() {
  return useQuery(examNamesQuery());
}
