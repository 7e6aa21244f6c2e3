import type { StoredProfile } from "@disha/shared";
import { useEffect } from "react";
import { useProfile } from "../api/profile-api.ts";

/** Hands the signed-in student's stored profile to `onProfile` once it has loaded (not when there is none). */
export function OnStoredProfile({
  userId,
  onProfile,
}: {
  userId: string;
  onProfile: (profile: StoredProfile) => void;
}) {
  const profile = useProfile(userId);
  useEffect(() => {
    if (profile.data) onProfile(profile.data);
  }, [profile.data, onProfile]);
  return null;
}
