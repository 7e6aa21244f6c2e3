import { accountApi } from "@disha/shared/api";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiQuery } from "../../../lib/api-query.ts";

export const myRolesQuery = () => queryOptions({ ...apiQuery(accountApi.roles), staleTime: 5 * 60_000 });

/** The signed-in account's roles ("student", "mentor", "admin"...); none while loading or on failure. */
export function useMyRoles(): readonly string[] {
  return useQuery(myRolesQuery()).data?.roles ?? [];
}
