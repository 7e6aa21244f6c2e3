import { type ProfileInput, profileMessageKeys, type SessionUser, type StoredProfile } from "@disha/shared";
import { englishMessage, t } from "@disha/shared/i18n";
import type { Kysely } from "kysely";
import { isUniqueViolation, nowIso } from "../../lib/db/database.ts";
import type { Database } from "../../lib/db/schema.ts";
import { HttpError } from "../../lib/errors.ts";
import { findProfile, insertProfile, type ProfileRow, updateProfileRow } from "./queries.ts";

/** The profile schema's messages in English, as the API answers them (its tests compare with these). */
export const profileMessages = Object.fromEntries(
  Object.entries(profileMessageKeys).map(([name, key]) => [name, englishMessage(key)]),
) as { [K in keyof typeof profileMessageKeys]: string };

function toStoredProfile(row: ProfileRow): StoredProfile {
  return {
    userId: row.userId,
    email: row.email,
    name: row.name,
    dob: row.dob,
    gender: row.gender as StoredProfile["gender"],
    location: row.location,
    state: row.state as StoredProfile["state"],
    mobileNumber: row.mobileNumber,
    school: row.school,
    study: row.study as StoredProfile["study"],
    schoolClass: row.schoolClass as StoredProfile["schoolClass"],
    stream: row.stream as StoredProfile["stream"],
    previousClassPercentage: row.previousClassPercentage,
    favouriteSubject: row.favouriteSubject,
    nonFavouriteSubject: row.nonFavouriteSubject,
    achievements: row.achievements,
    aspiration: row.aspiration,
    hobbies: row.hobbies,
    strength: row.strength,
    weakness: row.weakness,
    socialMedia: row.socialMedia as StoredProfile["socialMedia"],
    movie: row.movie as StoredProfile["movie"],
    book: row.book as StoredProfile["book"],
    higherEducation: row.higherEducation as StoredProfile["higherEducation"],
    referrenceCounsellor: row.referrenceCounsellor,
    createdAt: row.createdAt,
  };
}

/** The owner's own profile; 404 when they have not submitted one. */
export async function getOwnProfile(db: Kysely<Database>, user: SessionUser): Promise<StoredProfile> {
  const row = await findProfile(db, user.id);
  if (!row) throw HttpError.notFound(t("errors.profile.none"));
  return toStoredProfile(row);
}

/**
 * A body may still carry the prototype's `clerkUserId` (or a `userId`); either one naming anybody
 * but the session's user is refused rather than silently ignored.
 */
export function refuseOtherUser(body: unknown, user: SessionUser): void {
  if (typeof body !== "object" || body === null) return;
  for (const key of ["userId", "clerkUserId"] as const) {
    const named = (body as Record<string, unknown>)[key];
    if (named !== undefined && named !== null && named !== user.id) {
      throw HttpError.forbidden(t("errors.profile.ownOnly"));
    }
  }
}

/** Every answer as a row: unanswered optional questions are null. */
function answersOf(input: ProfileInput): Omit<ProfileRow, "userId" | "email" | "createdAt"> {
  return {
    name: input.name,
    dob: input.dob,
    gender: input.gender,
    location: input.location,
    state: input.state ?? null,
    mobileNumber: input.mobileNumber,
    school: input.school,
    study: input.study,
    schoolClass: input.schoolClass ?? null,
    stream: input.stream ?? null,
    previousClassPercentage: input.previousClassPercentage,
    favouriteSubject: input.favouriteSubject,
    nonFavouriteSubject: input.nonFavouriteSubject ?? null,
    achievements: input.achievements ?? null,
    aspiration: input.aspiration,
    hobbies: input.hobbies,
    strength: input.strength ?? null,
    weakness: input.weakness ?? null,
    socialMedia: input.socialMedia ?? null,
    movie: input.movie ?? null,
    book: input.book ?? null,
    higherEducation: input.higherEducation,
    referrenceCounsellor: input.referrenceCounsellor ?? null,
  };
}

/** Stores the first profile of the session's user; a second one is a 409 and changes nothing. */
export async function submitProfile(
  db: Kysely<Database>,
  user: SessionUser,
  input: ProfileInput,
): Promise<StoredProfile> {
  const row: ProfileRow = { userId: user.id, email: user.email, ...answersOf(input), createdAt: nowIso() };
  try {
    await insertProfile(db, row);
  } catch (error) {
    // the primary key decides, so two racing submits cannot both win
    if (isUniqueViolation(error)) throw HttpError.conflict(profileMessages.alreadySubmitted);
    throw error;
  }
  return toStoredProfile(row);
}

/**
 * Replaces every answer of the session's user's profile (the editor sends the whole form, so an
 * optional question left empty is cleared); 404 before a first submission.
 */
export async function updateProfile(
  db: Kysely<Database>,
  user: SessionUser,
  input: ProfileInput,
): Promise<StoredProfile> {
  const updated = await updateProfileRow(db, user.id, answersOf(input));
  if (!updated) throw HttpError.notFound(t("errors.profile.none"));
  return toStoredProfile(updated);
}
