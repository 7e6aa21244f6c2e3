// The session endpoints every page's header uses: no schema here, so the landing page's bundle stays small.
import type { SessionUser } from "../auth.ts";
import { answer, endpoint } from "./endpoint.ts";

export interface SessionResponse {
  user: SessionUser;
}

export const sessionApi = {
  current: endpoint({ method: "GET", path: "/api/auth/get-session", response: answer<SessionResponse | null>() }),
  signOut: endpoint({ method: "POST", path: "/api/auth/sign-out", response: answer<{ success: boolean }>() }),
};
