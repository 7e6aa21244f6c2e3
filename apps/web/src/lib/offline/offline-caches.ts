/**
 * The service worker's runtime caches, named here for both sides: vite.config.ts builds the worker
 * with them, and signing out empties the personal one (personal-data.ts). Decision 025 says what each
 * holds and for how long.
 */
export const offlineCaches = {
  /** the app's HTML, under two keys (the landing page's and every other page's): nobody's own */
  pages: "disha-pages",
  /** answers of the public knowledge API (careers, exams, institutions, scholarships, the profiler's items) */
  knowledge: "disha-knowledge",
  /** the signed-in student's own answers (session, plan, shortlist, progress, profile): gone at sign-out */
  personal: "disha-personal",
} as const;

/** Where the changes made without a connection wait (localStorage), until sent or until sign-out. */
export const QUEUED_CHANGES_KEY = "disha.offline.changes";
