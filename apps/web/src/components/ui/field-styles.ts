// Apart from form-field.tsx, so that a page with a plain input (a search box) does not bring the
// form messages with it.
export const fieldInputStyles =
  "w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500 aria-[invalid=true]:border-red-700";
