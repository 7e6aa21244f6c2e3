import { translateMessage } from "@disha/shared/i18n/message-ref";
import { type MessageKey, hasMessage, registerNamespaces, t } from "./i18n.ts";

// the shared schemas' messages are keys into this namespace
await registerNamespaces({ validation: import.meta.glob("@locales/*/validation.json", { import: "default" }) });

/** A message from a shared schema (a catalog key, maybe with values) or from the API (already words), ready to show. */
export function tMessage(message: string): string;
export function tMessage(message: string | null | undefined): string | undefined;
export function tMessage(message: string | null | undefined): string | undefined {
  return message
    ? translateMessage({ has: hasMessage, t: (key, vars) => t(key as MessageKey, vars) }, message)
    : undefined;
}
