import type {
  AvailabilityInput,
  MentorCancelInput,
  MentorCardInput,
  MentorConsoleResponse,
  MentorSessionsResponse,
} from "@disha/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { mentorsListKey } from "../../../lib/query-keys.ts";

export const mentorConsoleKeys = {
  view: ["mentor-console"] as const,
  sessions: ["mentor-console", "bookings"] as const,
};

export function useMentorConsole() {
  return useQuery({
    queryKey: mentorConsoleKeys.view,
    queryFn: () => api.get<MentorConsoleResponse>("/api/mentor-console"),
    retry: false,
  });
}

export function useMentorSessions(enabled: boolean) {
  return useQuery({
    queryKey: mentorConsoleKeys.sessions,
    queryFn: () => api.get<MentorSessionsResponse>("/api/mentor-console/bookings"),
    enabled,
    staleTime: 0,
  });
}

export function useSaveAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AvailabilityInput) => api.put<MentorConsoleResponse>("/api/mentor-console/availability", input),
    onSuccess: (view) => queryClient.setQueryData(mentorConsoleKeys.view, view),
  });
}

export function useSaveMeetingLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (meetingUrl: string) =>
      api.put<MentorConsoleResponse>("/api/mentor-console/meeting-link", { meetingUrl }),
    onSuccess: (view) => queryClient.setQueryData(mentorConsoleKeys.view, view),
  });
}

/** A change to the public card: the console shows the answer, the mentors list is fetched again. */
function useCardWrite<T>(write: (input: T) => Promise<MentorConsoleResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: async (view) => {
      queryClient.setQueryData(mentorConsoleKeys.view, view);
      await queryClient.invalidateQueries({ queryKey: mentorsListKey });
    },
  });
}

export const useSaveCard = () =>
  useCardWrite((card: MentorCardInput) => api.put<MentorConsoleResponse>("/api/mentor-console/card", card));

export const useUploadPhoto = () =>
  useCardWrite((photo: File) => api.putFile<MentorConsoleResponse>("/api/mentor-console/photo", photo));

export const useRemovePhoto = () =>
  useCardWrite<void>(() => api.delete<MentorConsoleResponse>("/api/mentor-console/photo"));

function useSessionWrite<T>(write: (input: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () => queryClient.invalidateQueries({ queryKey: mentorConsoleKeys.sessions }),
  });
}

export const useSaveSessionLink = () =>
  useSessionWrite(({ id, meetingUrl }: { id: string; meetingUrl: string }) =>
    api.put<null>(`/api/mentor-console/bookings/${encodeURIComponent(id)}/meeting-link`, { meetingUrl }),
  );

export const useSaveSessionNotes = () =>
  useSessionWrite(({ id, notes }: { id: string; notes: string }) =>
    api.put<null>(`/api/mentor-console/bookings/${encodeURIComponent(id)}/notes`, { notes }),
  );

export const useCancelSession = () =>
  useSessionWrite(({ id, reason }: MentorCancelInput & { id: string }) =>
    api.post<null>(`/api/mentor-console/bookings/${encodeURIComponent(id)}/cancel`, { reason }),
  );
