import type { MistakeReportInput, MistakeReportResponse } from "@disha/shared";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export function useReportMistake() {
  return useMutation({
    mutationFn: (input: MistakeReportInput) => api.post<MistakeReportResponse>("/api/mistake-reports", input),
  });
}
