import type { Booking, BookingInput, Mentor, MentorSlotsResponse } from "@disha/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { mentorsListKey, myBookingsKey } from "../../../lib/query-keys.ts";

export const mentorKeys = {
  list: mentorsListKey,
  slots: (mentorId: string, date: string) => ["mentor-slots", mentorId, date] as const,
};

export function useMentors() {
  return useQuery({ queryKey: mentorKeys.list, queryFn: () => api.get<Mentor[]>("/api/mentors") });
}

export function useMentorSlots(mentorId: string | null, date: string | null) {
  return useQuery({
    queryKey: mentorKeys.slots(mentorId ?? "", date ?? ""),
    queryFn: () =>
      api.get<MentorSlotsResponse>(
        `/api/mentors/${encodeURIComponent(mentorId ?? "")}/slots?date=${encodeURIComponent(date ?? "")}`,
      ),
    enabled: mentorId !== null && date !== null,
    // another student may take a slot at any moment: always ask again when the picker opens
    staleTime: 0,
  });
}

export function useBookSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BookingInput) => api.post<Booking>("/api/book", input),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ["mentor-slots"] }),
        queryClient.invalidateQueries({ queryKey: myBookingsKey }),
      ]);
    },
  });
}
