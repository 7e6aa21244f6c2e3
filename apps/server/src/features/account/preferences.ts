import { type PreferencesInput, type PreferencesResponse, THEMES, type Theme } from "@disha/shared";
import { appLocales, DEFAULT_LOCALE, t } from "@disha/shared/i18n";
import type { Kysely } from "kysely";
import type { Database } from "../../lib/db/schema.ts";
import { HttpError } from "../../lib/errors.ts";

function asTheme(stored: string | null): Theme | null {
  return THEMES.find((theme) => theme === stored) ?? null;
}

/** The language and theme the account remembers (null: not chosen). */
export async function readPreferences(db: Kysely<Database>, userId: string): Promise<PreferencesResponse> {
  const row = await db.selectFrom("user").select(["locale", "theme"]).where("id", "=", userId).executeTakeFirst();
  return { locale: row?.locale ?? null, theme: asTheme(row?.theme ?? null) };
}

/** Remembers what `input` names; a language Disha has no catalog for is refused, nothing changed. */
export async function updatePreferences(
  db: Kysely<Database>,
  userId: string,
  input: PreferencesInput,
): Promise<PreferencesResponse> {
  if (input.locale !== undefined && !appLocales.available.includes(input.locale)) {
    throw HttpError.badRequest(t("errors.generic.fieldsNeedAttention"), {
      locale: t("validation.preferences.locale"),
    });
  }
  if (input.locale !== undefined || input.theme !== undefined) {
    await db.updateTable("user").set(input).where("id", "=", userId).execute();
  }
  return readPreferences(db, userId);
}

/** The language an account's mail is written in: its own, else English. */
export async function mailLocale(db: Kysely<Database>, userId: string): Promise<string> {
  const { locale } = await readPreferences(db, userId);
  return locale ?? DEFAULT_LOCALE;
}
