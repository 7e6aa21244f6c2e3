import type { SupportMessageInput } from "@disha/shared";
import { supportApi } from "@disha/shared/api";
import { useMutation } from "@tanstack/react-query";
import { fetchApi } from "../../../lib/api-client.ts";

export function useSendSupportMessage() {
  return useMutation({
    mutationFn: (body: SupportMessageInput) => fetchApi(supportApi.send, { body }),
  });
}

/** Opens the link mailed to a signed-out sender, so answers can go to that address. */
export function useConfirmSupportAddress() {
  return useMutation({
    mutationFn: (token: string) => fetchApi(supportApi.confirm, { body: { token } }),
  });
}
