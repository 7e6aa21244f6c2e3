import {
  type ConsentStatus,
  GiveConsentSchema,
  InviteParentSchema,
  type ParentChildSummary,
  type ParentChildView,
  type ParentInvitationView,
  type ParentLinkSummary,
  ParentShareSchema,
  type StudentParentsResponse,
} from "../parents.ts";
import { answer, endpoint } from "./endpoint.ts";

export const parentsApi = {
  // the student's side
  mine: endpoint({ method: "GET", path: "/api/me/parents", response: answer<StudentParentsResponse>() }),
  invite: endpoint({
    method: "POST",
    path: "/api/me/parents",
    body: InviteParentSchema,
    response: answer<{ parent: ParentLinkSummary }>(),
  }),
  setShare: endpoint({
    method: "PUT",
    path: "/api/me/parents/:id",
    body: ParentShareSchema,
    response: answer<{ parent: ParentLinkSummary }>(),
  }),
  unlink: endpoint({ method: "DELETE", path: "/api/me/parents/:id", response: answer<null>() }),
  withdrawOwnConsent: endpoint({ method: "DELETE", path: "/api/me/consent", response: answer<ConsentStatus>() }),
  // what the consent covered (profile, plan, chat history), deleted; the account stays
  deleteOwnStoredData: endpoint({
    method: "DELETE",
    path: "/api/me/consent/stored-data",
    response: answer<ConsentStatus>(),
  }),
  // the invited parent's side
  viewInvitation: endpoint({
    method: "GET",
    path: "/api/parent-invitations/:token",
    response: answer<ParentInvitationView>(),
  }),
  claim: endpoint({
    method: "POST",
    path: "/api/parent-invitations/:token",
    response: answer<{ child: ParentChildSummary }>(),
  }),
  children: endpoint({
    method: "GET",
    path: "/api/parent/children",
    response: answer<{ children: ParentChildSummary[] }>(),
  }),
  child: endpoint({ method: "GET", path: "/api/parent/children/:studentId", response: answer<ParentChildView>() }),
  leave: endpoint({ method: "DELETE", path: "/api/parent/children/:studentId", response: answer<null>() }),
  consent: endpoint({
    method: "POST",
    path: "/api/parent/children/:studentId/consent",
    body: GiveConsentSchema,
    response: answer<ConsentStatus>(),
  }),
  withdrawConsent: endpoint({
    method: "DELETE",
    path: "/api/parent/children/:studentId/consent",
    response: answer<ConsentStatus>(),
  }),
  deleteStoredData: endpoint({
    method: "DELETE",
    path: "/api/parent/children/:studentId/stored-data",
    response: answer<ConsentStatus>(),
  }),
};
