import { indianStates } from "@disha/content/knowledge/options";
import { z } from "./zod.ts";
import { messageRef } from "./i18n/message-ref.ts";
import { indianMobile, percentage } from "./phone.ts";

// Enumerations as the spec gives them; API values never change, labels are what students read.
export const PROFILE_GENDERS = ["male", "female", "other"] as const;
export const STUDY_STAGES = ["<8", "9-10", "11-12"] as const;
// the exact class beside the spec's range (issue 36): the finders and the calendar start from it
export const SCHOOL_CLASSES = ["8", "9", "10", "11", "12", "passed-12"] as const;
export type SchoolClass = (typeof SCHOOL_CLASSES)[number];
/** The spec's range each exact class falls in. */
export const STAGE_OF_CLASS: Record<SchoolClass, (typeof STUDY_STAGES)[number]> = {
  "8": "<8",
  "9": "9-10",
  "10": "9-10",
  "11": "11-12",
  "12": "11-12",
  "passed-12": "11-12",
};
export const SOCIAL_MEDIA_HOURS = ["1-3", "3-5", "5-8", ">8"] as const;
// "mystry" is the prototype's spelling of the API value; students see "Mystery"
export const MOVIE_GENRES = [
  "action",
  "comedy",
  "horror",
  "mystry",
  "thriller",
  "romance",
  "realStoryBased",
  "cooking",
  "familyOriented",
  "others",
] as const;
export const BOOK_GENRES = [
  "fictional",
  "non-fictional",
  "mystery",
  "adventurous",
  "thriller",
  "horror",
  "literary-historical",
  "fairy-tales",
  "contemporary",
  "others",
] as const;
export const HIGHER_EDUCATION_CHOICES = ["india", "abroad", "others"] as const;
/** The stream a class 11-12 student is in, or a younger student plans to take (optional). */
export const PROFILE_STREAMS = ["science", "commerce", "arts"] as const;

/** The schema's messages as catalog keys: the web translates them where it shows them. */
export const profileMessageKeys = {
  name: "validation.profile.name",
  dob: "validation.profile.dob",
  dobInvalid: "validation.profile.dobInvalid",
  dobFuture: "validation.profile.dobFuture",
  gender: "validation.profile.gender",
  location: "validation.profile.location",
  mobileNumber: "validation.profile.mobileNumber",
  mobileNumberInvalid: "validation.profile.mobileNumberInvalid",
  school: "validation.profile.school",
  study: "validation.profile.study",
  schoolClassRange: "validation.profile.schoolClassRange",
  previousClassPercentage: "validation.profile.previousClassPercentage",
  previousClassPercentageInvalid: "validation.profile.previousClassPercentageInvalid",
  favouriteSubject: "validation.profile.favouriteSubject",
  aspiration: "validation.profile.aspiration",
  hobbies: "validation.profile.hobbies",
  higherEducation: "validation.profile.higherEducation",
  alreadySubmitted: "validation.profile.alreadySubmitted",
} as const;

const isMissing = (input: unknown) => input === undefined || input === null || input === "";
const choiceMessage = (values: readonly string[]) =>
  messageRef("validation.chooseOneOf", { choices: values.filter(Boolean).join(", ") });

function requiredText(message: string, max: number) {
  return z.string({ error: message }).trim().min(1, message).max(max, messageRef("validation.tooLong", { max }));
}

function optionalText(max: number) {
  return z
    .string({ error: "validation.mustBeText" })
    .trim()
    .max(max, messageRef("validation.tooLong", { max }))
    .nullish()
    .transform((value) => value || undefined);
}

function requiredChoice<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z.enum(values, { error: (issue) => (isMissing(issue.input) ? message : choiceMessage(values)) });
}

function optionalChoice<const T extends readonly [string, ...string[]]>(values: T) {
  return z
    .enum(["", ...values], { error: choiceMessage(values) })
    .nullish()
    .transform((value) => (value ? (value as T[number]) : undefined));
}

/** Today's date as YYYY-MM-DD in the browser's (or server's) own time zone: the date picker's max. */
export function todayIsoDate(now = new Date()): string {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}

// the latest calendar date anywhere on Earth (UTC+14), so no student's today is refused as "future"
function latestDateOnEarth(): string {
  return new Date(Date.now() + 14 * 3_600_000).toISOString().slice(0, 10);
}

function isRealDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1900 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

const dob = z
  .string({ error: (issue) => (isMissing(issue.input) ? profileMessageKeys.dob : profileMessageKeys.dobInvalid) })
  .trim()
  .min(1, profileMessageKeys.dob)
  .refine((value) => value === "" || isRealDate(value), profileMessageKeys.dobInvalid)
  .refine((value) => !isRealDate(value) || value <= latestDateOnEarth(), profileMessageKeys.dobFuture);

const mobileNumber = indianMobile({
  required: profileMessageKeys.mobileNumber,
  invalid: profileMessageKeys.mobileNumberInvalid,
});

const previousClassPercentage = percentage({
  required: profileMessageKeys.previousClassPercentage,
  invalid: profileMessageKeys.previousClassPercentageInvalid,
});

/** The whole profile questionnaire: the form validates with it and POST /api/profile parses it. */
export const ProfileSchema = z
  .object({
    // step 1: personal
    name: requiredText(profileMessageKeys.name, 100),
    dob,
    gender: requiredChoice(PROFILE_GENDERS, profileMessageKeys.gender),
    location: requiredText(profileMessageKeys.location, 100),
    // optional: the finders show its exams and scholarships first
    state: optionalChoice(indianStates),
    mobileNumber,
    // step 2: academic
    school: requiredText(profileMessageKeys.school, 200),
    study: requiredChoice(STUDY_STAGES, profileMessageKeys.study),
    schoolClass: optionalChoice(SCHOOL_CLASSES),
    stream: optionalChoice(PROFILE_STREAMS),
    previousClassPercentage,
    favouriteSubject: requiredText(profileMessageKeys.favouriteSubject, 100),
    nonFavouriteSubject: optionalText(100),
    achievements: optionalText(1000),
    aspiration: requiredText(profileMessageKeys.aspiration, 200),
    // step 3: hobbies, interests and preferences
    hobbies: requiredText(profileMessageKeys.hobbies, 500),
    strength: optionalText(500),
    weakness: optionalText(500),
    socialMedia: optionalChoice(SOCIAL_MEDIA_HOURS),
    movie: optionalChoice(MOVIE_GENRES),
    book: optionalChoice(BOOK_GENRES),
    // step 4: higher education and reference counsellor
    higherEducation: requiredChoice(HIGHER_EDUCATION_CHOICES, profileMessageKeys.higherEducation),
    referrenceCounsellor: optionalText(100),
  })
  .refine((profile) => !profile.schoolClass || STAGE_OF_CLASS[profile.schoolClass] === profile.study, {
    message: profileMessageKeys.schoolClassRange,
    path: ["schoolClass"],
  });
/** What the form holds before parsing (empty strings for unanswered questions). */
export type ProfileFormValues = z.input<typeof ProfileSchema>;
export type ProfileInput = z.infer<typeof ProfileSchema>;
export type ProfileField = keyof ProfileInput;

/** The four internal steps' fields; the progress bar shows steps 3 and 4 as one ("Other Details"). */
export const PROFILE_STEP_FIELDS = [
  ["name", "dob", "gender", "location", "state", "mobileNumber"],
  [
    "school",
    "study",
    "schoolClass",
    "stream",
    "previousClassPercentage",
    "favouriteSubject",
    "nonFavouriteSubject",
    "achievements",
    "aspiration",
  ],
  ["hobbies", "strength", "weakness", "socialMedia", "movie", "book"],
  ["higherEducation", "referrenceCounsellor"],
] as const satisfies readonly (readonly ProfileField[])[];

export const PROFILE_FIELDS = PROFILE_STEP_FIELDS.flat() as readonly ProfileField[];

/** The three steps the progress bar shows: steps 3 and 4 share the third. */
export const PROFILE_VISIBLE_STEPS = 3;

/** The stored profile: every question (unanswered optional ones are null) plus who it belongs to. */
export type StoredProfile = {
  [K in ProfileField]-?: undefined extends ProfileInput[K]
    ? Exclude<ProfileInput[K], undefined> | null
    : ProfileInput[K];
} & { userId: string; email: string; createdAt: string };

/** GET /api/profile/:userId, POST /api/profile and PUT /api/profile (the editor) answer with this. */
export interface ProfileResponse {
  user: StoredProfile;
}
