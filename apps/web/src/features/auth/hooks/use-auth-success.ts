import { SameSitePathSchema } from "@disha/shared";
import { useNavigate, useSearchParams } from "react-router";
import { paths } from "../../../config/paths.ts";
import type { SessionResponse } from "@disha/shared/api";
import { setSession } from "../../../lib/auth/use-session.ts";
import { forgetCachedPersonalAnswers } from "../../../lib/offline/personal-data.ts";

/** Where to go after signing in: `?next=` when it is a path on this site (a parent's invitation), else the dashboard. */
export function nextPathOf(next: string | null): string {
  return next !== null && SameSitePathSchema.safeParse(next).success ? next : paths.dashboard.root.href();
}

/** After sign-in or sign-up: remember the user and go on. */
export function useAuthSuccess() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  return (session: SessionResponse) => {
    setSession(session);
    // answers kept offline for whoever used this browser before (their session ended without signing out)
    void forgetCachedPersonalAnswers();
    void navigate(nextPathOf(search.get("next")));
  };
}
