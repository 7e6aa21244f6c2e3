import type { GiveConsentInput, ParentShare } from "@disha/shared";
import { parentsApi } from "@disha/shared/api";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { fetchApi } from "../../../lib/api-client.ts";
import { apiKey, apiQuery } from "../../../lib/api-query.ts";

export const myParentsQuery = () => queryOptions(apiQuery(parentsApi.mine));

/** A student's parents and consent: every change reads them again. */
function useStudentChange<Input>(mutationFn: (input: Input) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => client.invalidateQueries({ queryKey: apiKey(parentsApi.mine) }),
  });
}

export const useInviteParent = () =>
  useStudentChange((email: string) => fetchApi(parentsApi.invite, { body: { email } }));
export const useSetParentShare = () =>
  useStudentChange(({ id, share }: { id: string; share: ParentShare }) =>
    fetchApi(parentsApi.setShare, { params: { id }, body: { share } }),
  );
export const useUnlinkParent = () => useStudentChange((id: string) => fetchApi(parentsApi.unlink, { params: { id } }));
export const useWithdrawOwnConsent = () => useStudentChange(() => fetchApi(parentsApi.withdrawOwnConsent));
export const useDeleteOwnStoredData = () => useStudentChange(() => fetchApi(parentsApi.deleteOwnStoredData));

// an unknown or used token is a 404: asking again would not change the answer
export const parentInvitationQuery = (token: string) =>
  queryOptions({ ...apiQuery(parentsApi.viewInvitation, { params: { token } }), retry: false });

export const useParentInvitation = (token: string) => useQuery(parentInvitationQuery(token));

export function useClaimParentInvitation(token: string) {
  return useMutation({ mutationFn: () => fetchApi(parentsApi.claim, { params: { token } }) });
}

export const childrenQuery = () => queryOptions(apiQuery(parentsApi.children));
export const childQuery = (studentId: string) => queryOptions(apiQuery(parentsApi.child, { params: { studentId } }));

/** A parent's change for one child: the child's view and the list are read again. */
function useParentChange<Input>(studentId: string, mutationFn: (input: Input) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: apiKey(parentsApi.children) });
      await client.invalidateQueries({ queryKey: apiKey(parentsApi.child, { params: { studentId } }) });
    },
  });
}

export const useGiveConsent = (studentId: string) =>
  useParentChange(studentId, (body: GiveConsentInput) => fetchApi(parentsApi.consent, { params: { studentId }, body }));
export const useWithdrawConsent = (studentId: string) =>
  useParentChange(studentId, () => fetchApi(parentsApi.withdrawConsent, { params: { studentId } }));
export const useDeleteStoredData = (studentId: string) =>
  useParentChange(studentId, () => fetchApi(parentsApi.deleteStoredData, { params: { studentId } }));
export const useLeaveChild = (studentId: string) =>
  useParentChange(studentId, () => fetchApi(parentsApi.leave, { params: { studentId } }));
