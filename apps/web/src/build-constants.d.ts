/** Set by vite.config.ts's `define` at build time. */
declare const __KNOWLEDGE_COUNTS__: { careers: number; exams: number };
/** Each language of the catalogs (and the pseudo-locale) by its name in itself; set by vite.config.ts's `define`. */
declare const __LANGUAGE_NAMES__: Readonly<Record<string, string>>;
