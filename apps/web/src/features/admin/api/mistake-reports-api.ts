import type { MistakeReport, MistakeReportStatus } from "@disha/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

const mistakeKeys = {
  all: ["admin", "mistake-reports"] as const,
  status: (status: MistakeReportStatus) => ["admin", "mistake-reports", status] as const,
};

export function useMistakeReports(status: MistakeReportStatus) {
  return useQuery({
    queryKey: mistakeKeys.status(status),
    queryFn: () => api.get<MistakeReport[]>(`/api/admin/mistake-reports?status=${status}`),
  });
}

export function useMarkMistakeFixed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reportId: string) =>
      api.post<MistakeReport>(`/api/admin/mistake-reports/${encodeURIComponent(reportId)}/fixed`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mistakeKeys.all }),
  });
}
