import { useEffect, useState } from "react";
import { Link } from "react-router";
import { paths } from "../../../config/paths.ts";
import { useSession } from "../../../lib/auth/use-session.ts";
import { t } from "../../../lib/i18n/i18n.ts";
import { rememberQuizResult } from "../../plan/index.ts";

const linkStyles = "font-semibold text-brand-800 underline underline-offset-4";

/**
 * Keeps the result the quiz ended on for the student's plan: saved to the account when signed in;
 * signed out, kept in this tab and saved once they sign up or sign in.
 */
export function SavedResultNote({ resultId }: { resultId: string }) {
  const { user, isPending } = useSession();
  const signedIn = Boolean(user);
  const [state, setState] = useState<"saving" | "saved" | "pending" | "failed">("saving");

  useEffect(() => {
    if (isPending) return;
    let live = true;
    void rememberQuizResult(resultId, signedIn).then((outcome) => {
      if (live) setState(outcome);
    });
    return () => {
      live = false;
    };
  }, [resultId, signedIn, isPending]);

  if (state === "saved") {
    return (
      <p role="status" className="mt-4 text-slate-800">
        {t("quiz.saved.toPlan")}{" "}
        <Link to={paths.dashboard.recommendations.href()} className={linkStyles}>
          {t("quiz.saved.seeRecommendations")}
        </Link>
      </p>
    );
  }
  if (state === "pending") {
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
      {state === "failed" ? t("quiz.saved.failed") : ""}
    </p>
  );
}
