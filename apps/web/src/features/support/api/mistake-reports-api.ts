import type { MistakeReportInput } from "@disha/shared";
import { supportApi } from "@disha/shared/api";
import { useMutation } from "@tanstack/react-query";
import { fetchApi } from "../../../lib/api-client.ts";

export function useReportMistake() {
  return useMutation({
    mutationFn: (body: MistakeReportInput) => fetchApi(supportApi.reportMistake, { body }),
  });
}
