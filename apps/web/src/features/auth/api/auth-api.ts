import type { RequestPasswordResetInput, ResetPasswordInput, SignInInput, SignUpInput } from "@disha/shared";
import { authApi } from "@disha/shared/api";
import { fetchApi } from "../../../lib/api-client.ts";

export const authRequests = {
  signUp: (body: SignUpInput) => fetchApi(authApi.signUp, { body }),
  signIn: (body: SignInInput) => fetchApi(authApi.signIn, { body }),
  providers: () => fetchApi(authApi.providers),
  /** Starts sign-in at an OpenID Connect provider; the browser follows the returned URL. */
  signInWithProvider: (providerId: string) =>
    fetchApi(authApi.signInWithProvider, {
      body: { provider: providerId, callbackURL: "/dashboard", errorCallbackURL: "/sign-in?error=provider" },
    }),
  requestPasswordReset: (body: RequestPasswordResetInput) => fetchApi(authApi.requestPasswordReset, { body }),
  resetPassword: (body: ResetPasswordInput) => fetchApi(authApi.resetPassword, { body }),
};
