import type { SchoolClass, StoredProfile } from "@disha/shared";

type ProfileFacts = Pick<StoredProfile, "study" | "stream" | "state" | "gender"> &
  Partial<Pick<StoredProfile, "schoolClass">>;

// a profile saved before the exact class was asked starts at the top of its range
const LEVEL_OF_STUDY = { "<8": "class-8", "9-10": "class-10", "11-12": "class-12" } as const;
// after class 12, the scholarships of a first degree
const LEVEL_OF_CLASS: Record<SchoolClass, string> = {
  "8": "class-8",
  "9": "class-9",
  "10": "class-10",
  "11": "class-11",
  "12": "class-12",
  "passed-12": "ug",
};

/**
 * The scholarship finder a student starts from: their exact class, stream, state and gender as the profile
 * gives them. The profile asks no category or family income, so those start at "any".
 */
export function scholarshipDefaults(profile: ProfileFacts): Record<"level" | "stream" | "state" | "gender", string> {
  return {
    level: profile.schoolClass ? LEVEL_OF_CLASS[profile.schoolClass] : LEVEL_OF_STUDY[profile.study],
    stream: profile.stream ?? "",
    state: profile.state ?? "",
    // a girl sees what is for girls too; a boy or another gender what is open to everyone
    gender: profile.gender === "female" ? "female" : "any",
  };
}
