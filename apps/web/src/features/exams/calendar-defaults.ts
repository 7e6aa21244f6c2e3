import type { StoredProfile } from "@disha/shared";

type ProfileFacts = Pick<StoredProfile, "study" | "stream" | "state"> & Partial<Pick<StoredProfile, "schoolClass">>;

/** The calendar a student starts from: their stream, the exams after their next board class, their state. */
export function calendarDefaults(profile: ProfileFacts): { stream: string; after: string; state: string } {
  return {
    stream: profile.stream ?? "",
    // class 8 to 10 looks at what opens after class 10; class 11, 12 and after at what comes after class 12;
    // a profile with only the range "8th or below" at everything
    after: profile.schoolClass
      ? ["8", "9", "10"].includes(profile.schoolClass)
        ? "class-10"
        : "class-12"
      : profile.study === "9-10"
        ? "class-10"
        : profile.study === "11-12"
          ? "class-12"
          : "",
    state: profile.state ?? "",
  };
}
