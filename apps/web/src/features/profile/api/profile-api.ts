import type { ProfileInput, StoredProfile } from "@disha/shared";
import { profileApi } from "@disha/shared/api";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiRequestError, fetchApi } from "../../../lib/api-client.ts";
import { apiKey } from "../../../lib/api-query.ts";
import { refreshPlan } from "../../plan/index.ts";

/** The student's stored profile, or null when they have not submitted one yet (a 404). */
export const profileQuery = (userId: string) => {
  const request = { params: { userId } };
  return queryOptions({
    queryKey: apiKey(profileApi.get, request),
    queryFn: async (): Promise<StoredProfile | null> => {
      try {
        return (await fetchApi(profileApi.get, request)).user;
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 404) return null;
        throw error;
      }
    },
  });
};

export function useProfile(userId: string) {
  return useQuery(profileQuery(userId));
}

export function useSubmitProfile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ProfileInput) => (await fetchApi(profileApi.create, { body })).user,
    onSuccess: (profile) => queryClient.setQueryData(profileQuery(userId).queryKey, profile),
  });
}

/** The editor: the whole questionnaire again, under the same rules as the first submission. */
export function useUpdateProfile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ProfileInput) => (await fetchApi(profileApi.update, { body })).user,
    onSuccess: async (profile) => {
      queryClient.setQueryData(profileQuery(userId).queryKey, profile);
      // recommendations and the plan read the profile
      await refreshPlan(queryClient);
    },
  });
}
