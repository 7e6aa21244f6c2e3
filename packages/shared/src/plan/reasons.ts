import type { Translator } from "../i18n/translator.ts";

/** A text of the base in both languages as one value of a reason: '{"en":"caring for patients","hi":"…"}'. */
export function localizedValue(text: { readonly en: string; readonly hi?: string | undefined }): string {
  return JSON.stringify(text.hi ? { en: text.en, hi: text.hi } : { en: text.en });
}

/** The reader's language of a value localizedValue wrote, or null when the value is not one. */
function localizedText(value: string, locale: string): string | null {
  if (!value.startsWith('{"en":')) return null;
  try {
    const text = JSON.parse(value) as { en: string; hi?: string };
    return (locale.startsWith("hi") ? text.hi : undefined) ?? text.en;
  } catch {
    return null;
  }
}

/**
 * A plan message in words: a reason or a note from the API is a catalog key with values
 * ('plan.reasons.likesSubject?subject=plan.subjects.biology'), and a value that is itself a catalog
 * key (a type's or subject's name) is translated first. Any other text comes back unchanged.
 */
export function translateReason(translator: Pick<Translator, "has" | "t" | "locale">, reason: string): string {
  const [key = "", query] = reason.split("?", 2);
  if (!translator.has(key)) return reason;
  if (query === undefined) return translator.t(key);
  const vars = Object.fromEntries(
    [...new URLSearchParams(query)].map(([name, value]) => [
      name,
      /^plan\.[\w.-]+$/.test(value) && translator.has(value)
        ? translator.t(value)
        : (localizedText(value, translator.locale) ?? value),
    ]),
  );
  return translator.t(key, vars);
}
