import type { AdminGrantableRole, MentorInvitationInput, SupportStatus, WorkshopFormInput } from "@disha/shared";
import { adminApi, schoolsApi } from "@disha/shared/api";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { fetchApi, urlOf } from "../../../lib/api-client.ts";
import { apiKey, apiQuery } from "../../../lib/api-query.ts";

export const adminWorkshopsQuery = () => queryOptions(apiQuery(adminApi.workshops));
export const workshopRegistrationsQuery = (workshopId: string) =>
  queryOptions(apiQuery(adminApi.registrations, { params: { id: workshopId } }));
export const supportInboxQuery = (status: SupportStatus) =>
  queryOptions(apiQuery(adminApi.supportInbox, { query: { status } }));
export const adminMentorsQuery = () => queryOptions(apiQuery(adminApi.mentors));
export const accountsQuery = (query: string) => queryOptions(apiQuery(adminApi.accounts, { query: { query } }));
export const outboxQuery = () => queryOptions(apiQuery(adminApi.outbox, { query: { limit: 50 } }));
export const outboxMessageQuery = (messageId: string) =>
  queryOptions(apiQuery(adminApi.outboxMessage, { params: { id: messageId } }));

export function useAdminWorkshops() {
  return useQuery(adminWorkshopsQuery());
}

export function useSaveWorkshop(workshopId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: WorkshopFormInput) =>
      workshopId === null
        ? fetchApi(adminApi.createWorkshop, { body })
        : fetchApi(adminApi.updateWorkshop, { params: { id: workshopId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKey(adminApi.workshops) }),
  });
}

export function useCancelWorkshop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (workshopId: string) => fetchApi(adminApi.cancelWorkshop, { params: { id: workshopId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKey(adminApi.workshops) }),
  });
}

export function useWorkshopRegistrations(workshopId: string) {
  return useQuery(workshopRegistrationsQuery(workshopId));
}

export function registrationsCsvUrl(workshopId: string): string {
  return urlOf(adminApi.registrationsCsv, { params: { id: workshopId } });
}

export function useMarkAttendance(workshopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ registrationId, present }: { registrationId: string; present: boolean }) =>
      fetchApi(adminApi.markAttendance, { params: { id: workshopId, registrationId }, body: { present } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: workshopRegistrationsQuery(workshopId).queryKey }),
        queryClient.invalidateQueries({ queryKey: apiKey(adminApi.workshops) }),
      ]),
  });
}

export function useSupportInbox(status: SupportStatus) {
  return useQuery(supportInboxQuery(status));
}

export function useReplyToSupport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ messageId, body }: { messageId: string; body: string }) =>
      fetchApi(adminApi.replyToSupport, { params: { id: messageId }, body: { body } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKey(adminApi.supportInbox) }),
  });
}

export function useSetSupportStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ messageId, status }: { messageId: string; status: SupportStatus }) =>
      fetchApi(adminApi.setSupportStatus, { params: { id: messageId }, body: { status } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKey(adminApi.supportInbox) }),
  });
}

export function useAdminMentors() {
  return useQuery(adminMentorsQuery());
}

export function useSetMentorActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ mentorId, active }: { mentorId: string; active: boolean }) =>
      fetchApi(active ? adminApi.activateMentor : adminApi.deactivateMentor, { params: { id: mentorId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKey(adminApi.mentors) }),
  });
}

export function useInviteMentor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MentorInvitationInput) => fetchApi(adminApi.inviteMentor, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKey(adminApi.outbox) }),
  });
}

export function useAccounts(query: string) {
  return useQuery(accountsQuery(query));
}

export function useAccountAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      action:
        | { kind: "disable" | "enable"; userId: string }
        | { kind: "grant" | "revoke"; userId: string; role: AdminGrantableRole },
    ) => {
      const params = { id: action.userId };
      if (action.kind === "grant") return fetchApi(adminApi.grantRole, { params, body: { role: action.role } });
      if (action.kind === "revoke") return fetchApi(adminApi.revokeRole, { params: { ...params, role: action.role } });
      return fetchApi(action.kind === "disable" ? adminApi.disableAccount : adminApi.enableAccount, { params });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKey(adminApi.accounts) }),
  });
}

export function useOutbox() {
  return useQuery(outboxQuery());
}

export function useOutboxMessage(messageId: string) {
  return useQuery(outboxMessageQuery(messageId));
}

export const schoolRequestsQuery = () => queryOptions(apiQuery(schoolsApi.requests));

export function useSchoolRequests() {
  return useQuery(schoolRequestsQuery());
}

/** Approving invites the counsellor (the mail waits in the outbox); declining only closes the request. */
export function useDecideSchoolRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, approve }: { requestId: string; approve: boolean }) =>
      approve
        ? fetchApi(schoolsApi.approveRequest, { params: { id: requestId } }).then((answer) => answer.request)
        : fetchApi(schoolsApi.declineRequest, { params: { id: requestId } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: apiKey(schoolsApi.requests) }),
        queryClient.invalidateQueries({ queryKey: apiKey(adminApi.outbox) }),
      ]),
  });
}
