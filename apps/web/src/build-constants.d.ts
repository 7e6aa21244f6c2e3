/** Set by vite.config.ts's `define` at build time. */
declare const __KNOWLEDGE_COUNTS__: { careers: number; exams: number };
