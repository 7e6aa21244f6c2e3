import type { ReportedRecordKind } from "@disha/shared";
import { useQueries } from "@tanstack/react-query";
import { knowledgeApi } from "@disha/shared/api";
import { fetchApi } from "../../../lib/api-client.ts";
import { apiKey } from "../../../lib/api-query.ts";
import { localized } from "../../../lib/i18n/content.ts";

/** The query of a linked record's page, for its name; none for a kind without one. */
function recordQuery({ kind, id }: { kind: ReportedRecordKind; id: string }) {
  if (kind === "career") {
    const request = { params: { slug: id } };
    return { queryKey: apiKey(knowledgeApi.career, request), read: () => fetchApi(knowledgeApi.career, request) };
  }
  if (kind === "exam") {
    const request = { params: { id } };
    return { queryKey: apiKey(knowledgeApi.exam, request), read: () => fetchApi(knowledgeApi.exam, request) };
  }
  return null;
}

/** The names of the records a reply links (careers and exams), for "Report a mistake" under it; an id until its name arrives. */
export function useRecordTitles(records: readonly { kind: ReportedRecordKind; id: string }[]) {
  return useQueries({
    queries: records.map((record) => {
      const query = recordQuery(record);
      return {
        queryKey: query?.queryKey ?? ["record-without-page", record.kind, record.id],
        // the whole record, as the record's own page keeps it under the same key: the page opened from
        // the link must find all of it there, not just the name
        queryFn: async () => (query ? await query.read() : null),
        // the knowledge base changes only with a deploy
        staleTime: Infinity,
        enabled: query !== null,
      };
    }),
    combine: (results) =>
      records.map((record, index) => {
        const name = results[index]?.data?.name;
        return { ...record, title: name ? localized(name) : record.id };
      }),
  });
}
