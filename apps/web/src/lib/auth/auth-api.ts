import type { SessionUser, SignInInput, SignUpInput } from "@disha/shared";
import { api } from "../api-client.ts";

export interface SessionResponse {
  user: SessionUser;
}

export const authApi = {
  getSession: () => api.get<SessionResponse | null>("/api/auth/get-session"),
  signUp: (input: SignUpInput) => api.post<SessionResponse>("/api/auth/sign-up/email", input),
  signIn: (input: SignInInput) => api.post<SessionResponse>("/api/auth/sign-in/email", input),
  signOut: () => api.post<{ success: boolean }>("/api/auth/sign-out"),
};
