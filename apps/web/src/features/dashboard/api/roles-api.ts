import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** The signed-in account's roles ("student", "mentor", "admin"...); none while loading or on failure. */
export function useMyRoles(): readonly string[] {
  const roles = useQuery({
    queryKey: ["my-roles"],
    queryFn: () => api.get<{ roles: string[] }>("/api/me/roles"),
    staleTime: 5 * 60_000,
  });
  return roles.data?.roles ?? [];
}
