import type { SafetyAlertReachedInput } from "@disha/shared";
import { communityApi, safetyApi } from "@disha/shared/api";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { fetchApi } from "../../../lib/api-client.ts";
import { apiKey, apiQuery } from "../../../lib/api-query.ts";

export const useSafetyAlerts = () => useQuery(apiQuery(safetyApi.alerts));

export function useMarkReached() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: SafetyAlertReachedInput }) =>
      fetchApi(safetyApi.reached, { params: { id }, body }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: apiKey(safetyApi.alerts) }),
        // the menu's count of urgent items
        client.invalidateQueries({ queryKey: apiKey(communityApi.summary) }),
      ]),
  });
}
