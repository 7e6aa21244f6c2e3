import type { WorkshopRegistration, WorkshopRegistrationInput, WorkshopSummary } from "@disha/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { myBookingsKey } from "../../../lib/query-keys.ts";

const workshopKeys = {
  list: ["workshops"] as const,
  one: (slug: string) => ["workshops", slug] as const,
};

export function useWorkshops() {
  return useQuery({
    queryKey: workshopKeys.list,
    queryFn: () => api.get<WorkshopSummary[]>("/api/workshops"),
    staleTime: 0,
  });
}

export function useWorkshop(slug: string) {
  return useQuery({
    queryKey: workshopKeys.one(slug),
    queryFn: () => api.get<WorkshopSummary>(`/api/workshops/${encodeURIComponent(slug)}`),
    staleTime: 0,
  });
}

export function useRegisterForWorkshop(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WorkshopRegistrationInput) =>
      api.post<WorkshopRegistration>(`/api/workshops/${encodeURIComponent(slug)}/registrations`, input),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: workshopKeys.list }),
        queryClient.invalidateQueries({ queryKey: myBookingsKey }),
      ]);
    },
  });
}

/** Opens the link mailed to a signed-out registrant: the registration is confirmed and the meeting link given. */
export function useConfirmRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      api.post<WorkshopRegistration>("/api/workshops/registrations/confirmations", { token }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myBookingsKey }),
  });
}
