import type { AvailabilityInput, MentorCancelInput, MentorCardInput, MentorConsoleResponse } from "@disha/shared";
import { mentorConsoleApi, mentorsApi } from "@disha/shared/api";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { fetchApi } from "../../../lib/api-client.ts";
import { apiKey, apiQuery } from "../../../lib/api-query.ts";

export const mentorConsoleQuery = () => queryOptions({ ...apiQuery(mentorConsoleApi.view), retry: false });
export const mentorSessionsQuery = () => queryOptions({ ...apiQuery(mentorConsoleApi.sessions), staleTime: 0 });

export function useMentorConsole() {
  return useQuery(mentorConsoleQuery());
}

export function useMentorSessions(enabled: boolean) {
  return useQuery({ ...mentorSessionsQuery(), enabled });
}

export function useSaveAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AvailabilityInput) => fetchApi(mentorConsoleApi.saveAvailability, { body }),
    onSuccess: (view) => queryClient.setQueryData(mentorConsoleQuery().queryKey, view),
  });
}

export function useSaveMeetingLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (meetingUrl: string) => fetchApi(mentorConsoleApi.saveMeetingLink, { body: { meetingUrl } }),
    onSuccess: (view) => queryClient.setQueryData(mentorConsoleQuery().queryKey, view),
  });
}

/** A change to the public card: the console shows the answer, the mentors list is fetched again. */
function useCardWrite<T>(write: (input: T) => Promise<MentorConsoleResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: async (view) => {
      queryClient.setQueryData(mentorConsoleQuery().queryKey, view);
      await queryClient.invalidateQueries({ queryKey: apiKey(mentorsApi.list) });
    },
  });
}

export const useSaveCard = () =>
  useCardWrite((card: MentorCardInput) => fetchApi(mentorConsoleApi.saveCard, { body: card }));

export const useUploadPhoto = () =>
  useCardWrite((photo: File) => fetchApi(mentorConsoleApi.uploadPhoto, { body: photo }));

export const useRemovePhoto = () => useCardWrite<void>(() => fetchApi(mentorConsoleApi.removePhoto));

function useSessionWrite<T>(write: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKey(mentorConsoleApi.sessions) }),
  });
}

export const useSaveSessionLink = () =>
  useSessionWrite(({ id, meetingUrl }: { id: string; meetingUrl: string }) =>
    fetchApi(mentorConsoleApi.saveSessionLink, { params: { id }, body: { meetingUrl } }),
  );

export const useSaveSessionNotes = () =>
  useSessionWrite(({ id, notes }: { id: string; notes: string }) =>
    fetchApi(mentorConsoleApi.saveSessionNotes, { params: { id }, body: { notes } }),
  );

export const useCancelSession = () =>
  useSessionWrite(({ id, reason }: MentorCancelInput & { id: string }) =>
    fetchApi(mentorConsoleApi.cancelSession, { params: { id }, body: { reason } }),
  );
