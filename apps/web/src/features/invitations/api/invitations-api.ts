import type { AcceptInvitationInput, InvitationAccepted, InvitationView } from "@disha/shared";
import { useMutation, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

const invitationUrl = (token: string) => `/api/invitations/${encodeURIComponent(token)}`;

export function useInvitation(token: string) {
  // an unknown or used token is a 404: asking again would not change the answer
  return useQuery({
    queryKey: ["invitation", token],
    queryFn: () => api.get<InvitationView>(invitationUrl(token)),
    retry: false,
  });
}

export function useAcceptInvitation(token: string) {
  return useMutation({
    mutationFn: (input: AcceptInvitationInput) => api.post<InvitationAccepted>(invitationUrl(token), input),
  });
}
