import { useEffect, useState } from "react";
import { Link } from "react-router";
import { paths } from "../../../config/paths.ts";
import { useSession } from "../../../lib/auth/use-session.ts";
import { t } from "../../../lib/i18n/i18n.ts";
import { type QuizResultOutcome, rememberQuizResult } from "../../plan/index.ts";

const linkStyles = "font-semibold text-brand-800 underline underline-offset-4";

/**
 * Keeps the result the quiz ended on for the student's plan: saved to the account when signed in;
 * signed out, kept in this tab and saved once they sign up or sign in. Held back for a parent's consent,
 * it says so in the server's words.
 */
export function SavedResultNote({ resultId }: { resultId: string }) {
  const { user, isPending } = useSession();
  const signedIn = Boolean(user);
  const [outcome, setOutcome] = useState<QuizResultOutcome | { state: "saving" }>({ state: "saving" });

  useEffect(() => {
    if (isPending) return;
    let live = true;
    void rememberQuizResult(resultId, signedIn).then((remembered) => {
      if (live) setOutcome(remembered);
    });
    return () => {
      live = false;
    };
  }, [resultId, signedIn, isPending]);

  if (outcome.state === "saved") {
    return (
      <p role="status" className="mt-4 text-slate-800">
        {t("quiz.saved.toPlan")}{" "}
        <Link to={paths.dashboard.recommendations.href()} className={linkStyles}>
          {t("quiz.saved.seeRecommendations")}
        </Link>
      </p>
    );
  }
  if (outcome.state === "held") {
    return (
      <p role="status" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-slate-900">
        {outcome.reason}
      </p>
    );
  }
  if (outcome.state === "pending") {
    return (
      <p className="mt-4 text-slate-800">
        {t("quiz.saved.signUpToSave")}{" "}
        <Link to={paths.signUp.href()} className={linkStyles}>
          {t("quiz.saved.signUp")}
        </Link>
      </p>
    );
  }
  return (
    <p role="status" className="mt-4 text-slate-800">
      {outcome.state === "failed" ? t("quiz.saved.failed") : ""}
    </p>
  );
}
