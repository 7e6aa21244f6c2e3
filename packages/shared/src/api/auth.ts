import {
  MailedTokenSchema,
  RequestPasswordResetSchema,
  ResetPasswordSchema,
  SignInSchema,
  SignUpSchema,
  SocialSignInSchema,
} from "../auth.ts";
import { answer, endpoint } from "./endpoint.ts";
import type { SessionResponse } from "./session.ts";

export interface SignInProvider {
  id: string;
  name: string;
}

export const authApi = {
  signUp: endpoint({
    method: "POST",
    path: "/api/auth/sign-up/email",
    body: SignUpSchema,
    response: answer<SessionResponse>(),
  }),
  signIn: endpoint({
    method: "POST",
    path: "/api/auth/sign-in/email",
    body: SignInSchema,
    response: answer<SessionResponse>(),
  }),
  providers: endpoint({
    method: "GET",
    path: "/api/auth/providers",
    response: answer<{ providers: SignInProvider[] }>(),
  }),
  /** the browser follows the returned URL to the provider */
  signInWithProvider: endpoint({
    method: "POST",
    path: "/api/auth/sign-in/social",
    body: SocialSignInSchema,
    response: answer<{ url: string }>(),
  }),
  /** the same answer whether or not the address has an account */
  requestPasswordReset: endpoint({
    method: "POST",
    path: "/api/auth/request-password-reset",
    body: RequestPasswordResetSchema,
    response: answer<{ status: boolean }>(),
  }),
  resetPassword: endpoint({
    method: "POST",
    path: "/api/auth/reset-password",
    body: ResetPasswordSchema,
    response: answer<{ status: boolean }>(),
  }),
  /** mails the signed-in account a link that verifies its address */
  sendVerificationEmail: endpoint({
    method: "POST",
    path: "/api/auth/send-verification-email",
    response: answer<{ status: boolean }>(),
  }),
  /** the mailed link's token, sent from the page it opens: works once */
  verifyEmail: endpoint({
    method: "POST",
    path: "/api/auth/verify-email",
    body: MailedTokenSchema,
    response: answer<{ status: boolean }>(),
  }),
};
