import type { Booking, MentorSlotsResponse, MyBookingsResponse, RescheduleInput } from "@disha/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { myBookingsKey } from "../../../lib/query-keys.ts";

export function useMyBookings() {
  return useQuery({
    queryKey: myBookingsKey,
    queryFn: () => api.get<MyBookingsResponse>("/api/bookings"),
    staleTime: 0,
    // a mentor adds a session's join link at any time: coming back to the tab shows it
    refetchOnWindowFocus: true,
  });
}

export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bookingId: string) => api.delete<Booking>(`/api/bookings/${encodeURIComponent(bookingId)}`),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: myBookingsKey }),
        // the freed slot shows as free again in the booking picker
        queryClient.invalidateQueries({ queryKey: ["mentor-slots"] }),
      ]);
    },
  });
}

export function useCancelRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (registrationId: string) =>
      api.delete<null>(`/api/workshops/registrations/${encodeURIComponent(registrationId)}`),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: myBookingsKey }),
        // the seat is free again on the workshops page
        queryClient.invalidateQueries({ queryKey: ["workshops"] }),
      ]);
    },
  });
}

/** A mentor's free times on a date, for moving a session (the same answer the booking dialog reads). */
export function useRescheduleSlots(mentorId: string | null, date: string | null) {
  return useQuery({
    queryKey: ["mentor-slots", mentorId ?? "", date ?? ""],
    queryFn: () =>
      api.get<MentorSlotsResponse>(
        `/api/mentors/${encodeURIComponent(mentorId ?? "")}/slots?date=${encodeURIComponent(date ?? "")}`,
      ),
    enabled: mentorId !== null && date !== null,
    staleTime: 0,
  });
}

export function useRescheduleBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, ...input }: RescheduleInput & { bookingId: string }) =>
      api.post<Booking>(`/api/bookings/${encodeURIComponent(bookingId)}/reschedule`, input),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: myBookingsKey }),
        queryClient.invalidateQueries({ queryKey: ["mentor-slots"] }),
      ]);
    },
  });
}
