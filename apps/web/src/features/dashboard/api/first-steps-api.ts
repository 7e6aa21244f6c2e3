import { accountApi } from "@disha/shared/api";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiQuery } from "../../../lib/api-query.ts";

// steps are taken on other pages: each visit to the dashboard asks again
export const firstStepsQuery = () => queryOptions({ ...apiQuery(accountApi.firstSteps), staleTime: 0 });

/** The dashboard's "what next" checklist, ticked by the server from the student's own data; read afresh on each visit. */
export function useFirstSteps() {
  return useQuery(firstStepsQuery());
}
