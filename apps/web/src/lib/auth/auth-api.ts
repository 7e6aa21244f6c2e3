import type {
  RequestPasswordResetInput,
  ResetPasswordInput,
  SessionUser,
  SignInInput,
  SignUpInput,
} from "@disha/shared";
import { api } from "../api-client.ts";

export interface SessionResponse {
  user: SessionUser;
}

export const authApi = {
  getSession: () => api.get<SessionResponse | null>("/api/auth/get-session"),
  signUp: (input: SignUpInput) => api.post<SessionResponse>("/api/auth/sign-up/email", input),
  signIn: (input: SignInInput) => api.post<SessionResponse>("/api/auth/sign-in/email", input),
  providers: () => api.get<{ providers: { id: string; name: string }[] }>("/api/auth/providers"),
  /** Starts sign-in at an OpenID Connect provider; the browser follows the returned URL. */
  signInWithProvider: (providerId: string) =>
    api.post<{ url: string }>("/api/auth/sign-in/social", {
      provider: providerId,
      callbackURL: "/dashboard",
      errorCallbackURL: "/sign-in?error=provider",
    }),
  requestPasswordReset: (input: RequestPasswordResetInput) =>
    api.post<{ status: boolean }>("/api/auth/request-password-reset", input),
  resetPassword: (input: ResetPasswordInput) => api.post<{ status: boolean }>("/api/auth/reset-password", input),
  signOut: () => api.post<{ success: boolean }>("/api/auth/sign-out"),
};
