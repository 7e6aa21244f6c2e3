// The HTTP API, each endpoint declared once (docs/architecture.md, "The contract between web and server").
export * from "./endpoint.ts";
export * from "./session.ts";
export * from "./auth.ts";
export * from "./account.ts";
export * from "./profile.ts";
export * from "./plan.ts";
export * from "./knowledge.ts";
export * from "./mentors.ts";
export * from "./bookings.ts";
export * from "./workshops.ts";
export * from "./mentor-console.ts";
export * from "./support.ts";
export * from "./invitations.ts";
export * from "./admin.ts";
export * from "./parents.ts";
export * from "./schools.ts";
export * from "./community.ts";
export * from "./safety.ts";

import { accountApi } from "./account.ts";
import { adminApi } from "./admin.ts";
import { authApi } from "./auth.ts";
import { bookingsApi } from "./bookings.ts";
import { communityApi } from "./community.ts";
import { safetyApi } from "./safety.ts";
import { invitationsApi } from "./invitations.ts";
import { knowledgeApi } from "./knowledge.ts";
import { mentorConsoleApi } from "./mentor-console.ts";
import { mentorsApi } from "./mentors.ts";
import { planApi } from "./plan.ts";
import { parentsApi } from "./parents.ts";
import { profileApi } from "./profile.ts";
import { schoolsApi } from "./schools.ts";
import { sessionApi } from "./session.ts";
import { supportApi } from "./support.ts";
import { workshopsApi } from "./workshops.ts";

/** Every endpoint of the contract, by feature (the drift test walks it). */
export const contract = {
  session: sessionApi,
  auth: authApi,
  account: accountApi,
  profile: profileApi,
  plan: planApi,
  knowledge: knowledgeApi,
  mentors: mentorsApi,
  bookings: bookingsApi,
  workshops: workshopsApi,
  mentorConsole: mentorConsoleApi,
  support: supportApi,
  invitations: invitationsApi,
  admin: adminApi,
  parents: parentsApi,
  schools: schoolsApi,
  community: communityApi,
  safety: safetyApi,
};
