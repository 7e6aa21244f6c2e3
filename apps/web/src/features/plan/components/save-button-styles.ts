/** The Save button's shape, the same for a visitor's link to sign in and a student's toggle. */
export const saveButtonStyles =
  "inline-flex items-center justify-center gap-1.5 rounded-lg border px-3 py-1.5 text-sm font-semibold disabled:cursor-wait disabled:opacity-70";
