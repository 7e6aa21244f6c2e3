import type { Translator, Vars } from "./translator.ts";

/**
 * A message that stands for a catalog key and its values, as zod schemas carry them:
 * `messageRef("validation.tooLong", { max: 100 })` is 'validation.tooLong?max=100'.
 */
export function messageRef(key: string, vars?: Vars): string {
  if (!vars) return key;
  return `${key}?${new URLSearchParams(Object.entries(vars).map(([name, value]): [string, string] => [name, String(value)])).toString()}`;
}

/**
 * A whole number grouped as Indian numbers are (5000 as '5,000', 1234567 as '12,34,567'), for the
 * limits schemas name in their messages. Written out rather than `toLocaleString("en-IN")`: the first
 * Intl formatter a page makes loads its locale's data, 15 to 20 ms of Chrome's main thread while the
 * page loads, and a schema's limits are only shown when a field is wrong.
 */
export function groupDigits(value: number): string {
  const digits = String(Math.abs(Math.trunc(value)));
  const lastThree = digits.slice(-3);
  const rest = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ",");
  return `${value < 0 ? "-" : ""}${rest ? `${rest},` : ""}${lastThree}`;
}

/** A message from a schema or the API in words: a catalog key (with its values) is translated, any other text stays. */
export function translateMessage(translator: Pick<Translator, "has" | "t">, message: string): string {
  const [key = "", query] = message.split("?", 2);
  if (!/^[a-z][\w-]*(\.[\w-]+)+$/i.test(key) || !translator.has(key)) return message;
  return translator.t(key, query === undefined ? undefined : Object.fromEntries(new URLSearchParams(query)));
}
