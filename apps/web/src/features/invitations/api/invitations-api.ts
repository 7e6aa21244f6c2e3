import type { AcceptInvitationInput } from "@disha/shared";
import { invitationsApi } from "@disha/shared/api";
import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { fetchApi } from "../../../lib/api-client.ts";
import { apiQuery } from "../../../lib/api-query.ts";

// an unknown or used token is a 404: asking again would not change the answer
export const invitationQuery = (token: string) =>
  queryOptions({ ...apiQuery(invitationsApi.view, { params: { token } }), retry: false });

export function useInvitation(token: string) {
  return useQuery(invitationQuery(token));
}

export function useAcceptInvitation(token: string) {
  return useMutation({
    mutationFn: (body: AcceptInvitationInput) => fetchApi(invitationsApi.accept, { params: { token }, body }),
  });
}

/** An account that exists already, signed in at the invited address, takes the role. */
export function useClaimInvitation(token: string) {
  return useMutation({ mutationFn: () => fetchApi(invitationsApi.claim, { params: { token } }) });
}
