import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { refreshPlan } from "./api/plan-api.ts";
import { savePendingPlan } from "./pending.ts";

/**
 * Once a student is signed in, saves what they finished before (the profiler, the career quiz) to
 * their account; true once something was saved.
 */
export function useSavePendingPlan(signedIn: boolean): boolean {
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    if (!signedIn) return;
    let live = true;
    void savePendingPlan().then(async (didSave) => {
      if (!didSave) return;
      await refreshPlan(queryClient);
      if (live) setSaved(true);
    });
    return () => {
      live = false;
    };
  }, [signedIn, queryClient]);
  return saved;
}
