import type { WorkshopRegistrationInput } from "@disha/shared";
import { workshopsApi } from "@disha/shared/api";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { fetchApi } from "../../../lib/api-client.ts";
import { apiKey, apiQuery } from "../../../lib/api-query.ts";
import { myBookingsKey } from "../../bookings/index.ts";

export const workshopsQuery = () => queryOptions({ ...apiQuery(workshopsApi.list), staleTime: 0 });
export const workshopQuery = (slug: string) =>
  queryOptions({ ...apiQuery(workshopsApi.one, { params: { idOrSlug: slug } }), staleTime: 0 });

export function useWorkshops() {
  return useQuery(workshopsQuery());
}

export function useWorkshop(slug: string) {
  return useQuery(workshopQuery(slug));
}

export function useRegisterForWorkshop(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WorkshopRegistrationInput) =>
      fetchApi(workshopsApi.register, { params: { idOrSlug: slug }, body }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: apiKey(workshopsApi.list) }),
        queryClient.invalidateQueries({ queryKey: apiKey(workshopsApi.one) }),
        queryClient.invalidateQueries({ queryKey: myBookingsKey }),
      ]);
    },
  });
}

/** Opens the link mailed to a signed-out registrant: the registration is confirmed and the meeting link given. */
export function useConfirmRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => fetchApi(workshopsApi.confirmRegistration, { body: { token } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myBookingsKey }),
  });
}
