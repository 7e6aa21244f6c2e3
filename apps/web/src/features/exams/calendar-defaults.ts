import type { StoredProfile } from "@disha/shared";

type ProfileFacts = Pick<StoredProfile, "study" | "stream" | "state">;

/** The calendar a student starts from: their stream, the exams after their next board class, their state. */
export function calendarDefaults(profile: ProfileFacts): { stream: string; after: string; state: string } {
  return {
    stream: profile.stream ?? "",
    // class 9-10 looks at what opens after class 10; class 11-12 (and younger) at what comes after class 12
    after: profile.study === "9-10" ? "class-10" : profile.study === "11-12" ? "class-12" : "",
    state: profile.state ?? "",
  };
}
