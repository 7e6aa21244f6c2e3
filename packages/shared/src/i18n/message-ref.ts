import type { Translator, Vars } from "./translator.ts";

/**
 * A message that stands for a catalog key and its values, as zod schemas carry them:
 * `messageRef("validation.tooLong", { max: 100 })` is 'validation.tooLong?max=100'.
 */
export function messageRef(key: string, vars?: Vars): string {
  if (!vars) return key;
  return `${key}?${new URLSearchParams(Object.entries(vars).map(([name, value]): [string, string] => [name, String(value)])).toString()}`;
}

/** A message from a schema or the API in words: a catalog key (with its values) is translated, any other text stays. */
export function translateMessage(translator: Pick<Translator, "has" | "t">, message: string): string {
  const [key = "", query] = message.split("?", 2);
  if (!/^[a-z][\w-]*(\.[\w-]+)+$/i.test(key) || !translator.has(key)) return message;
  return translator.t(key, query === undefined ? undefined : Object.fromEntries(new URLSearchParams(query)));
}
