import { mentorsApi } from "@disha/shared/api";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiKey, apiQuery } from "../../../lib/api-query.ts";

/** Every mentor's free times, for refreshing them all after a booking, a cancellation or a move. */
export const allSlotsKey = apiKey(mentorsApi.slots);

/** A mentor's free times on a date. */
export const mentorSlotsQuery = (mentorId: string, date: string) =>
  queryOptions({
    ...apiQuery(mentorsApi.slots, { params: { id: mentorId }, query: { date } }),
    // another student may take a slot at any moment: always ask again when the picker opens
    staleTime: 0,
  });

/** A mentor's free times on a date, for booking a session or moving one; nothing until both are known. */
export function useMentorSlots(mentorId: string | null, date: string | null) {
  return useQuery({
    ...mentorSlotsQuery(mentorId ?? "", date ?? ""),
    enabled: mentorId !== null && date !== null,
  });
}
