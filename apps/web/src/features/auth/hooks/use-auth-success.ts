import { useNavigate } from "react-router";
import { paths } from "../../../config/paths.ts";
import type { SessionResponse } from "@disha/shared/api";
import { setSession } from "../../../lib/auth/use-session.ts";
import { forgetCachedPersonalAnswers } from "../../../lib/offline/personal-data.ts";

/** After sign-in or sign-up: remember the user and go to the dashboard. */
export function useAuthSuccess() {
  const navigate = useNavigate();
  return (session: SessionResponse) => {
    setSession(session);
    // answers kept offline for whoever used this browser before (their session ended without signing out)
    void forgetCachedPersonalAnswers();
    void navigate(paths.dashboard.root.href());
  };
}
