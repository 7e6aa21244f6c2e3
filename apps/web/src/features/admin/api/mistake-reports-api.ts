import type { MistakeReportStatus } from "@disha/shared";
import { adminApi } from "@disha/shared/api";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { fetchApi } from "../../../lib/api-client.ts";
import { apiKey, apiQuery } from "../../../lib/api-query.ts";

export const mistakeReportsQuery = (status: MistakeReportStatus) =>
  queryOptions(apiQuery(adminApi.mistakeReports, { query: { status } }));

export function useMistakeReports(status: MistakeReportStatus) {
  return useQuery(mistakeReportsQuery(status));
}

export function useMarkMistakeFixed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reportId: string) => fetchApi(adminApi.markMistakeFixed, { params: { id: reportId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKey(adminApi.mistakeReports) }),
  });
}
