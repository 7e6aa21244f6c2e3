import type { UseMutationResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useParams } from "react-router";
import { buttonStyles } from "./button-styles.ts";

export interface ConfirmMailedLinkTexts {
  title: string;
  explain: string;
  failed: string;
  submit: string;
  submitting: string;
}

/**
 * The page a mailed confirmation link opens. It confirms only when the button is pressed, so a mail
 * scanner that opens links confirms nothing on the owner's behalf; `done` is what shows once it has.
 */
export function ConfirmMailedLink<Result>({
  confirm,
  texts,
  done,
}: {
  confirm: UseMutationResult<Result, Error, string>;
  texts: ConfirmMailedLinkTexts;
  done: (result: Result) => ReactNode;
}) {
  const { token = "" } = useParams();
  if (confirm.isSuccess) return done(confirm.data);
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 text-center sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">{texts.title}</h1>
      <p className="mt-3 text-slate-700">{texts.explain}</p>
      {confirm.error ? (
        <p role="alert" className="mt-6 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800">
          {confirm.error.message || texts.failed}
        </p>
      ) : null}
      <button
        type="button"
        className={`${buttonStyles.primary} mt-8`}
        disabled={confirm.isPending}
        onClick={() => confirm.mutate(token)}
      >
        {confirm.isPending ? texts.submitting : texts.submit}
      </button>
    </div>
  );
}
