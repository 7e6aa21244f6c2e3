import type { LocalizedTextInput } from "@disha/content/knowledge/schemas";
import type { ReportedRecordKind } from "@disha/shared";
import { useQueries } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { localized } from "../../../lib/i18n/content.ts";

const apiPath = { career: "/api/careers/", exam: "/api/exams/" } as const;

/** The names of the records a reply links (careers and exams), for "Report a mistake" under it; an id until its name arrives. */
export function useRecordTitles(records: readonly { kind: ReportedRecordKind; id: string }[]) {
  return useQueries({
    queries: records.map((record) => ({
      queryKey: ["chat", "record-title", record.kind, record.id],
      queryFn: () =>
        api.get<{ name: LocalizedTextInput }>(
          `${apiPath[record.kind as keyof typeof apiPath]}${encodeURIComponent(record.id)}`,
        ),
      // the knowledge base changes only with a deploy
      staleTime: Infinity,
      enabled: record.kind in apiPath,
    })),
    combine: (results) =>
      records.map((record, index) => {
        const name = results[index]?.data?.name;
        return { ...record, title: name ? localized(name) : record.id };
      }),
  });
}
