import type { SupportMessageInput, SupportMessageResponse } from "@disha/shared";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

export function useSendSupportMessage() {
  return useMutation({
    mutationFn: (input: SupportMessageInput) => api.post<SupportMessageResponse>("/api/support-messages", input),
  });
}

/** Opens the link mailed to a signed-out sender, so answers can go to that address. */
export function useConfirmSupportAddress() {
  return useMutation({
    mutationFn: (token: string) => api.post<{ confirmed: true }>("/api/support-messages/confirmations", { token }),
  });
}
