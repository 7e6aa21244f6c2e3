import { type BodyOf, bookingsApi, workshopsApi } from "@disha/shared/api";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { fetchApi } from "../../../lib/api-client.ts";
import { apiKey, apiQuery } from "../../../lib/api-query.ts";
import { allSlotsKey } from "../../slots/index.ts";

/** The student's sessions and workshop registrations (My Sessions, and the dashboard's next ones). */
// a mentor adds a session's join link at any time: coming back to the tab shows it
export const myBookingsQuery = () =>
  queryOptions({ ...apiQuery(bookingsApi.mine), staleTime: 0, refetchOnWindowFocus: true });

/** What booking a mentor or registering for a workshop refreshes. */
export const myBookingsKey = apiKey(bookingsApi.mine);

export function useMyBookings() {
  return useQuery(myBookingsQuery());
}

export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (bookingId: string) => fetchApi(bookingsApi.cancel, { params: { id: bookingId } }),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: myBookingsKey }),
        // the freed slot shows as free again in the booking picker
        queryClient.invalidateQueries({ queryKey: allSlotsKey }),
      ]);
    },
  });
}

export function useCancelRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (registrationId: string) =>
      fetchApi(workshopsApi.cancelRegistration, { params: { id: registrationId } }),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: myBookingsKey }),
        // the seat is free again on the workshops page
        queryClient.invalidateQueries({ queryKey: apiKey(workshopsApi.list) }),
        queryClient.invalidateQueries({ queryKey: apiKey(workshopsApi.one) }),
      ]);
    },
  });
}

export function useRescheduleBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ bookingId, ...body }: BodyOf<typeof bookingsApi.reschedule> & { bookingId: string }) =>
      fetchApi(bookingsApi.reschedule, { params: { id: bookingId }, body }),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: myBookingsKey }),
        queryClient.invalidateQueries({ queryKey: allSlotsKey }),
      ]);
    },
  });
}
