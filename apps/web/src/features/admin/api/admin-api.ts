import type {
  AdminAccount,
  AdminGrantableRole,
  AdminMentor,
  AdminRegistration,
  AdminWorkshop,
  MentorInvitationInput,
  OutboxListResponse,
  OutboxMessage,
  SupportInboxItem,
  SupportStatus,
  WorkshopFormInput,
} from "@disha/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

const adminKeys = {
  workshops: ["admin", "workshops"] as const,
  registrations: (workshopId: string) => ["admin", "workshops", workshopId, "registrations"] as const,
  support: (status: SupportStatus) => ["admin", "support", status] as const,
  supportAll: ["admin", "support"] as const,
  mentors: ["admin", "mentors"] as const,
  accounts: (query: string) => ["admin", "accounts", query] as const,
  accountsAll: ["admin", "accounts"] as const,
  outbox: ["admin", "outbox"] as const,
  outboxMessage: (messageId: string) => ["admin", "outbox", messageId] as const,
};

const id = (value: string) => encodeURIComponent(value);

export function useAdminWorkshops() {
  return useQuery({
    queryKey: adminKeys.workshops,
    queryFn: () => api.get<AdminWorkshop[]>("/api/admin/workshops"),
  });
}

export function useSaveWorkshop(workshopId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WorkshopFormInput) =>
      workshopId === null
        ? api.post<AdminWorkshop>("/api/admin/workshops", input)
        : api.post<AdminWorkshop>(`/api/admin/workshops/${id(workshopId)}`, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.workshops }),
  });
}

export function useCancelWorkshop() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (workshopId: string) => api.post<AdminWorkshop>(`/api/admin/workshops/${id(workshopId)}/cancel`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.workshops }),
  });
}

export function useWorkshopRegistrations(workshopId: string) {
  return useQuery({
    queryKey: adminKeys.registrations(workshopId),
    queryFn: () => api.get<AdminRegistration[]>(`/api/admin/workshops/${id(workshopId)}/registrations`),
  });
}

export function registrationsCsvUrl(workshopId: string): string {
  return `/api/admin/workshops/${id(workshopId)}/registrations.csv`;
}

export function useMarkAttendance(workshopId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ registrationId, present }: { registrationId: string; present: boolean }) =>
      api.post<AdminRegistration>(
        `/api/admin/workshops/${id(workshopId)}/registrations/${id(registrationId)}/attendance`,
        { present },
      ),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.registrations(workshopId) }),
        queryClient.invalidateQueries({ queryKey: adminKeys.workshops }),
      ]),
  });
}

export function useSupportInbox(status: SupportStatus) {
  return useQuery({
    queryKey: adminKeys.support(status),
    queryFn: () => api.get<SupportInboxItem[]>(`/api/admin/support-messages?status=${status}`),
  });
}

export function useReplyToSupport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ messageId, body }: { messageId: string; body: string }) =>
      api.post<SupportInboxItem>(`/api/admin/support-messages/${id(messageId)}/replies`, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.supportAll }),
  });
}

export function useSetSupportStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ messageId, status }: { messageId: string; status: SupportStatus }) =>
      api.post<SupportInboxItem>(`/api/admin/support-messages/${id(messageId)}/status`, { status }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.supportAll }),
  });
}

export function useAdminMentors() {
  return useQuery({ queryKey: adminKeys.mentors, queryFn: () => api.get<AdminMentor[]>("/api/admin/mentors") });
}

export function useSetMentorActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ mentorId, active }: { mentorId: string; active: boolean }) =>
      api.post<null>(`/api/admin/mentors/${id(mentorId)}/${active ? "activate" : "deactivate"}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.mentors }),
  });
}

export function useInviteMentor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MentorInvitationInput) => api.post<unknown>("/api/admin/mentor-invitations", input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.outbox }),
  });
}

export function useAccounts(query: string) {
  return useQuery({
    queryKey: adminKeys.accounts(query),
    queryFn: () => api.get<AdminAccount[]>(`/api/admin/accounts?query=${encodeURIComponent(query)}`),
  });
}

export function useAccountAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      action:
        | { kind: "disable" | "enable"; userId: string }
        | { kind: "grant" | "revoke"; userId: string; role: AdminGrantableRole },
    ) => {
      if (action.kind === "grant") {
        return api.post<AdminAccount>(`/api/admin/accounts/${id(action.userId)}/roles`, { role: action.role });
      }
      if (action.kind === "revoke") {
        return api.delete<AdminAccount>(`/api/admin/accounts/${id(action.userId)}/roles/${id(action.role)}`);
      }
      return api.post<AdminAccount>(`/api/admin/accounts/${id(action.userId)}/${action.kind}`);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.accountsAll }),
  });
}

export function useOutbox() {
  return useQuery({
    queryKey: adminKeys.outbox,
    queryFn: () => api.get<OutboxListResponse>("/api/admin/outbox?limit=50"),
  });
}

export function useOutboxMessage(messageId: string) {
  return useQuery({
    queryKey: adminKeys.outboxMessage(messageId),
    queryFn: () => api.get<OutboxMessage>(`/api/admin/outbox/${id(messageId)}`),
  });
}
