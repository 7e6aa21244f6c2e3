import { z } from "zod";

// Enumerations as the spec gives them; API values never change, labels are what students read.
export const PROFILE_GENDERS = ["male", "female", "other"] as const;
export const STUDY_STAGES = ["<8", "9-10", "11-12"] as const;
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

export const profileGenderLabels: Record<(typeof PROFILE_GENDERS)[number], string> = {
  male: "Male",
  female: "Female",
  other: "Other",
};
export const studyLabels: Record<(typeof STUDY_STAGES)[number], string> = {
  "<8": "8th or below",
  "9-10": "9th-10th",
  "11-12": "11th-12th",
};
export const socialMediaLabels: Record<(typeof SOCIAL_MEDIA_HOURS)[number], string> = {
  "1-3": "1-3 hours",
  "3-5": "3-5 hours",
  "5-8": "5-8 hours",
  ">8": "More than 8 hours",
};
export const movieLabels: Record<(typeof MOVIE_GENRES)[number], string> = {
  action: "Action",
  comedy: "Comedy",
  horror: "Horror",
  mystry: "Mystery",
  thriller: "Thriller",
  romance: "Romance",
  realStoryBased: "Based on a real story",
  cooking: "Cooking",
  familyOriented: "Family",
  others: "Others",
};
export const bookLabels: Record<(typeof BOOK_GENRES)[number], string> = {
  fictional: "Fiction",
  "non-fictional": "Non-fiction",
  mystery: "Mystery",
  adventurous: "Adventure",
  thriller: "Thriller",
  horror: "Horror",
  "literary-historical": "Literary / historical",
  "fairy-tales": "Fairy tales",
  contemporary: "Contemporary",
  others: "Others",
};
export const higherEducationLabels: Record<(typeof HIGHER_EDUCATION_CHOICES)[number], string> = {
  india: "In India",
  abroad: "Abroad",
  others: "Others",
};

export const profileMessages = {
  name: "Full name is required",
  dob: "Date of birth is required",
  dobInvalid: "Enter your date of birth as a real date",
  dobFuture: "Date of birth must be in the past",
  gender: "Gender is required",
  location: "Location is required",
  mobileNumber: "Mobile Number is required",
  mobileNumberInvalid: "Enter a 10-digit mobile number (you may start with +91)",
  school: "School name is required",
  study: "Study Details is required",
  previousClassPercentage: "Percentage is required",
  previousClassPercentageInvalid: "Percentage must be a number from 0 to 100",
  favouriteSubject: "Favourite Subject Name is required",
  aspiration: "Aspiration is required",
  hobbies: "Hobbies/Interest name is required",
  higherEducation: "Higher Education Data is Required",
  alreadySubmitted: "You have already submitted your profile.",
} as const;

const isMissing = (input: unknown) => input === undefined || input === null || input === "";
const choiceMessage = (values: readonly string[]) => `Choose one of: ${values.filter(Boolean).join(", ")}`;

function requiredText(message: string, max: number) {
  return z.string({ error: message }).trim().min(1, message).max(max, `Please keep this under ${max} characters`);
}

function optionalText(max: number) {
  return z
    .string({ error: "This must be text" })
    .trim()
    .max(max, `Please keep this under ${max} characters`)
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
  .string({ error: (issue) => (isMissing(issue.input) ? profileMessages.dob : profileMessages.dobInvalid) })
  .trim()
  .min(1, profileMessages.dob)
  .refine((value) => value === "" || isRealDate(value), profileMessages.dobInvalid)
  .refine((value) => !isRealDate(value) || value <= latestDateOnEarth(), profileMessages.dobFuture);

const mobileNumber = z
  .string({
    error: (issue) => (isMissing(issue.input) ? profileMessages.mobileNumber : profileMessages.mobileNumberInvalid),
  })
  .trim()
  .min(1, profileMessages.mobileNumber)
  .transform((value) => value.replace(/[\s-]/g, ""))
  .refine((value) => /^(\+91)?\d{10}$/.test(value), profileMessages.mobileNumberInvalid);

const previousClassPercentage = z
  .string({
    error: (issue) =>
      isMissing(issue.input) ? profileMessages.previousClassPercentage : profileMessages.previousClassPercentageInvalid,
  })
  .trim()
  .min(1, profileMessages.previousClassPercentage)
  .refine(
    (value) => value === "" || (/^\d{1,3}(\.\d{1,2})?$/.test(value) && Number(value) <= 100),
    profileMessages.previousClassPercentageInvalid,
  );

/** The whole profile questionnaire: the form validates with it and POST /api/profile parses it. */
export const ProfileSchema = z.object({
  // step 1: personal
  name: requiredText(profileMessages.name, 100),
  dob,
  gender: requiredChoice(PROFILE_GENDERS, profileMessages.gender),
  location: requiredText(profileMessages.location, 100),
  mobileNumber,
  // step 2: academic
  school: requiredText(profileMessages.school, 200),
  study: requiredChoice(STUDY_STAGES, profileMessages.study),
  previousClassPercentage,
  favouriteSubject: requiredText(profileMessages.favouriteSubject, 100),
  nonFavouriteSubject: optionalText(100),
  achievements: optionalText(1000),
  aspiration: requiredText(profileMessages.aspiration, 200),
  // step 3: hobbies, interests and preferences
  hobbies: requiredText(profileMessages.hobbies, 500),
  strength: optionalText(500),
  weakness: optionalText(500),
  socialMedia: optionalChoice(SOCIAL_MEDIA_HOURS),
  movie: optionalChoice(MOVIE_GENRES),
  book: optionalChoice(BOOK_GENRES),
  // step 4: higher education and reference counsellor
  higherEducation: requiredChoice(HIGHER_EDUCATION_CHOICES, profileMessages.higherEducation),
  referrenceCounsellor: optionalText(100),
});
/** What the form holds before parsing (empty strings for unanswered questions). */
export type ProfileFormValues = z.input<typeof ProfileSchema>;
export type ProfileInput = z.infer<typeof ProfileSchema>;
export type ProfileField = keyof ProfileInput;

/** The four internal steps' fields; the progress bar shows steps 3 and 4 as one ("Other Details"). */
export const PROFILE_STEP_FIELDS = [
  ["name", "dob", "gender", "location", "mobileNumber"],
  [
    "school",
    "study",
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

export const PROFILE_STEP_TITLES = ["Personal Details", "Academic Details", "Other Details"] as const;

/** The stored profile: every question (unanswered optional ones are null) plus who it belongs to. */
export type StoredProfile = {
  [K in ProfileField]-?: undefined extends ProfileInput[K]
    ? Exclude<ProfileInput[K], undefined> | null
    : ProfileInput[K];
} & { userId: string; email: string; createdAt: string };

/** GET /api/profile/:userId and POST /api/profile answer with this. */
export interface ProfileResponse {
  user: StoredProfile;
}
