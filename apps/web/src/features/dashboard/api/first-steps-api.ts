import type { FirstStepsResponse } from "@disha/shared";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** The dashboard's "what next" checklist, ticked by the server from the student's own data; read afresh on each visit. */
export function useFirstSteps() {
  return useQuery({
    queryKey: ["first-steps"],
    queryFn: () => api.get<FirstStepsResponse>("/api/me/first-steps"),
    // steps are taken on other pages: each visit to the dashboard asks again
    staleTime: 0,
  });
}
