import type { Translator } from "../i18n/translator.ts";

/**
 * A plan message in words: a reason or a note from the API is a catalog key with values
 * ('plan.reasons.likesSubject?subject=plan.subjects.biology'), and a value that is itself a catalog
 * key (a type's or subject's name) is translated first. Any other text comes back unchanged.
 */
export function translateReason(translator: Pick<Translator, "has" | "t">, reason: string): string {
  const [key = "", query] = reason.split("?", 2);
  if (!translator.has(key)) return reason;
  if (query === undefined) return translator.t(key);
  const vars = Object.fromEntries(
    [...new URLSearchParams(query)].map(([name, value]) => [
      name,
      /^plan\.[\w.-]+$/.test(value) && translator.has(value) ? translator.t(value) : value,
    ]),
  );
  return translator.t(key, vars);
}
