import { forgetPersonalData } from "../offline/personal-data.ts";
import { sessionRequests } from "./auth-api.ts";

// Signing out lives apart from the session store (use-session.ts), which every page's header loads:
// only the account menu and the dashboard's "delete my account" need it.

/**
 * Signs out and starts afresh on the landing page: a full load drops every cached answer of the
 * previous student, and no signed-in page's guard sees the user vanish first. What this browser kept
 * of them for offline use goes even when the server cannot be reached (a shared phone, offline).
 */
export async function signOut() {
  try {
    await sessionRequests.signOut();
  } catch (error) {
    await forgetPersonalData();
    throw error;
  }
  await leaveSignedOut();
}

/** Signed out (or the account deleted): nothing of the student stays in this browser. */
export async function leaveSignedOut() {
  await forgetPersonalData();
  window.location.assign("/");
}
