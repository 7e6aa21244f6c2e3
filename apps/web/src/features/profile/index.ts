// The student's stored profile, and what starts from it.
export { profileQuery } from "./api/profile-api.ts";
export { OnStoredProfile } from "./components/on-stored-profile.tsx";
