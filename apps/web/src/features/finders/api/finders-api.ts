import type { ExamSummary, Page } from "@disha/content/knowledge/api";
import type { InstitutionRecord, LocalizedTextInput, ScholarshipRecord } from "@disha/content/knowledge/schemas";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export const PAGE_SIZE = 20;
// the API's largest page, for the list of every exam
const EXAMS_PAGE_SIZE = 100;
// the knowledge base changes only with a deploy
const STALE = 5 * 60_000;

export const finderKeys = {
  institutions: (filters: Record<string, string>, page: number) => ["institutions", filters, page] as const,
  scholarships: (filters: Record<string, string>, page: number) => ["scholarships", filters, page] as const,
  examNames: ["finders", "exam-names"] as const,
};

function listUrl(path: string, filters: Record<string, string>, page: number, pageSize = PAGE_SIZE): string {
  const chosen = Object.entries(filters).filter(([, value]) => value !== "");
  return `${path}?${new URLSearchParams([...chosen, ["page", String(page)], ["pageSize", String(pageSize)]]).toString()}`;
}

/** One page of a finder's results; the page on screen stays until the next one arrives, so nothing jumps. */
function useFinderList<T>(path: string, key: readonly unknown[], filters: Record<string, string>, page: number) {
  return useQuery({
    queryKey: key,
    queryFn: () => api.get<Page<T>>(listUrl(path, filters, page)),
    staleTime: STALE,
    placeholderData: keepPreviousData,
  });
}

export const useInstitutions = (filters: Record<string, string>, page: number) =>
  useFinderList<InstitutionRecord>("/api/institutions", finderKeys.institutions(filters, page), filters, page);

export const useScholarships = (filters: Record<string, string>, page: number) =>
  useFinderList<ScholarshipRecord>("/api/scholarships", finderKeys.scholarships(filters, page), filters, page);

export interface ExamName {
  id: string;
  name: LocalizedTextInput;
}

/** Every exam's id and name, in name order: the college finder's exam filter and the names of a college's exams. */
export function useExamNames() {
  return useQuery({
    queryKey: finderKeys.examNames,
    queryFn: async (): Promise<ExamName[]> => {
      const pageOf = (page: number) => api.get<Page<ExamSummary>>(listUrl("/api/exams", {}, page, EXAMS_PAGE_SIZE));
      const first = await pageOf(1);
      const pages = Math.ceil(first.total / EXAMS_PAGE_SIZE);
      const rest = await Promise.all(Array.from({ length: Math.max(0, pages - 1) }, (_, index) => pageOf(index + 2)));
      return [first, ...rest].flatMap((list) => list.items.map(({ id, name }) => ({ id, name })));
    },
    staleTime: STALE,
  });
}
