import { type BodyOf, bookingsApi, mentorsApi } from "@disha/shared/api";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { fetchApi } from "../../../lib/api-client.ts";
import { apiKey, apiQuery } from "../../../lib/api-query.ts";
import { allSlotsKey } from "../../slots/index.ts";

export const mentorsQuery = () => queryOptions(apiQuery(mentorsApi.list));

export function useMentors() {
  return useQuery(mentorsQuery());
}

export function useBookSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof bookingsApi.book>) => fetchApi(bookingsApi.book, { body }),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: allSlotsKey }),
        queryClient.invalidateQueries({ queryKey: apiKey(bookingsApi.mine) }),
      ]);
    },
  });
}
