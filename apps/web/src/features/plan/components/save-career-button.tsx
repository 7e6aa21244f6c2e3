import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { paths } from "../../../config/paths.ts";
import { useSession } from "../../../lib/auth/use-session.ts";
import { t } from "../../../lib/i18n/i18n.ts";
import "../i18n.ts";
import { saveButtonStyles } from "./save-button-styles.ts";

// the shortlist's queries and their request schemas load only for a signed-in student: a visitor's
// button is a link, and the career pages students open from a search draw without them
const ShortlistToggle = lazy(() => import("./shortlist-toggle.tsx"));

/**
 * Save (or un-save) a career to the student's shortlist. Its name is read out with the button
 * ("Save Doctor"), so a list of them makes sense to a screen reader. Signed out: a link to sign in.
 */
export function SaveCareerButton({ slug, name, className = "" }: { slug: string; name: string; className?: string }) {
  const { user, isPending } = useSession();
  if (isPending) return null;
  if (!user) {
    return (
      <Link
        to={paths.signIn.href()}
        className={`${saveButtonStyles} border-slate-300 bg-white text-brand-800 hover:bg-brand-50 ${className}`}
      >
        {t("plan.save.signIn")}
      </Link>
    );
  }
  return (
    <Suspense fallback={null}>
      <ShortlistToggle slug={slug} name={name} className={className} />
    </Suspense>
  );
}
