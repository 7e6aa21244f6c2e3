import { authApi } from "@disha/shared/api";
import { useMutation } from "@tanstack/react-query";
import { fetchApi } from "../../../lib/api-client.ts";
import { refreshSession } from "../../../lib/auth/use-session.ts";

/** Mails the signed-in account a link that verifies its address. */
export function useSendVerificationEmail() {
  return useMutation({ mutationFn: () => fetchApi(authApi.sendVerificationEmail) });
}

/** The mailed link's token, sent once the owner presses the button; the session then shows the address verified. */
export function useVerifyEmail() {
  return useMutation({
    mutationFn: (token: string) => fetchApi(authApi.verifyEmail, { body: { token } }),
    onSuccess: () => refreshSession(),
  });
}
