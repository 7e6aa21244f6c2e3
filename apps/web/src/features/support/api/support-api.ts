import type { SupportMessageInput, SupportMessageResponse } from "@disha/shared";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export function useSendSupportMessage() {
  return useMutation({
    mutationFn: (input: SupportMessageInput) => api.post<SupportMessageResponse>("/api/support-messages", input),
  });
}
