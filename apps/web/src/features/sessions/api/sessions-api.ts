import type { Booking, MySessionsResponse } from "@disha/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

const mySessionsKey = ["my-sessions"] as const;

export function useMySessions(enabled: boolean) {
  return useQuery({
    queryKey: mySessionsKey,
    queryFn: () => api.get<MySessionsResponse>("/api/bookings"),
    enabled,
    staleTime: 0,
  });
}

export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bookingId: string) => api.delete<Booking>(`/api/bookings/${encodeURIComponent(bookingId)}`),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: mySessionsKey }),
        // the freed slot shows as free again in the booking picker
        queryClient.invalidateQueries({ queryKey: ["mentor-slots"] }),
      ]);
    },
  });
}
