// The student's stored profile.
export { profileQuery } from "./api/profile-api.ts";
