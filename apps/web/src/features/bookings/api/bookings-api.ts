import type { Booking, MyBookingsResponse } from "@disha/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { myBookingsKey } from "../../../lib/query-keys.ts";

export function useMyBookings() {
  return useQuery({
    queryKey: myBookingsKey,
    queryFn: () => api.get<MyBookingsResponse>("/api/bookings"),
    staleTime: 0,
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
