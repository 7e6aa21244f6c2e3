/** Set by vite.config.ts's `define` at build time. */
declare const __KNOWLEDGE_COUNTS__: { careers: number; exams: number };
/** `<locale>/<namespace>` catalog files lacking some English key; set by vite.config.ts's `define`. */
declare const __INCOMPLETE_CATALOGS__: readonly string[];
/** Each language of the catalogs (and the pseudo-locale) by its name in itself; set by vite.config.ts's `define`. */
declare const __LANGUAGE_NAMES__: Readonly<Record<string, string>>;
