import { type ResponseOf, knowledgeApi } from "@disha/shared/api";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiQuery } from "../../../lib/api-query.ts";

export const PAGE_SIZE = 20;
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

export type ExamName = ResponseOf<typeof knowledgeApi.examNames>[number];

/** Every exam's id and name: the college finder's exam filter and the names of a college's exams. */
export const examNamesQuery = () => queryOptions({ ...apiQuery(knowledgeApi.examNames), staleTime: STALE });

export function useExamNames() {
  return useQuery(examNamesQuery());
}
