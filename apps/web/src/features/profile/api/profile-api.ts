import type { ProfileInput, ProfileResponse, StoredProfile } from "@disha/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, ApiRequestError } from "../../../lib/api-client.ts";

export const profileKeys = {
  detail: (userId: string) => ["profile", userId] as const,
};

/** The student's stored profile, or null when they have not submitted one yet (a 404). */
export function useProfile(userId: string) {
  return useQuery({
    queryKey: profileKeys.detail(userId),
    queryFn: async (): Promise<StoredProfile | null> => {
      try {
        return (await api.get<ProfileResponse>(`/api/profile/${encodeURIComponent(userId)}`)).user;
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 404) return null;
        throw error;
      }
    },
  });
}

export function useSubmitProfile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ProfileInput) => (await api.post<ProfileResponse>("/api/profile", input)).user,
    onSuccess: (profile) => queryClient.setQueryData(profileKeys.detail(userId), profile),
  });
}

/** The editor: the whole questionnaire again, under the same rules as the first submission. */
export function useUpdateProfile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ProfileInput) => (await api.put<ProfileResponse>("/api/profile", input)).user,
    onSuccess: async (profile) => {
      queryClient.setQueryData(profileKeys.detail(userId), profile);
      // recommendations read the profile
      await queryClient.invalidateQueries({ queryKey: ["plan"] });
    },
  });
}
