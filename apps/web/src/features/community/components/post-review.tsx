import { FIRST_POSTS_REVIEWED, type PostReview, REVIEW_WITHIN_HOURS } from "@disha/shared";
import { useEffect, useId, useRef } from "react";
import { Link } from "react-router";
import { sitePaths } from "../../../config/site-paths.ts";
import { t } from "../../../lib/i18n/i18n.ts";

/**
 * What a student who wrote of hurting themselves sees at once, in view: care, the helplines the AI
 * mentor names, and a way to talk now. A person is told as well (the moderators are mailed).
 */
function SelfHarmHelp() {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
    heading.current?.scrollIntoView({ block: "start" });
  }, []);
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-xl border-2 border-brand-700 bg-brand-50 p-4 text-slate-900"
    >
      <h3 id={headingId} ref={heading} tabIndex={-1} className="text-lg font-bold">
        {t("community.help.heading")}
      </h3>
      <p className="mt-1">{t("community.help.lead")}</p>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        <li>
          <a className="font-semibold underline underline-offset-2" href="tel:14416">
            {t("community.help.teleManas")}
          </a>
        </li>
        <li>{t("community.help.emergency")}</li>
        <li>{t("community.help.trustedAdult")}</li>
      </ul>
      <p className="mt-3 flex flex-wrap gap-x-4 gap-y-2">
        <Link
          className="font-semibold text-brand-800 underline underline-offset-2"
          to={sitePaths.dashboard.chat.href()}
        >
          {t("community.help.mentor")}
        </Link>
        <Link className="font-semibold text-brand-800 underline underline-offset-2" to={sitePaths.mentors.href()}>
          {t("community.help.counsellor")}
        </Link>
      </p>
    </section>
  );
}

/** A held post's author is told every reason, what happens next and when, and, for self-harm, where help is. */
export function PostReviewNotice({ review }: { review: PostReview }) {
  return (
    <div className="space-y-3">
      {review.urgent ? <SelfHarmHelp /> : null}
      <div className="rounded-xl border border-slate-300 bg-white p-4 text-slate-900">
        <p className="font-semibold">{t("community.review.heading")}</p>
        <p className="mt-1">{t("community.review.why")}</p>
        <ul className="list-disc pl-5">
          {review.reasons.map((reason) => (
            <li key={reason}>{t(`community.review.reasons.${reason}`, { count: FIRST_POSTS_REVIEWED })}</li>
          ))}
        </ul>
        <p className="mt-2">{t("community.review.whatNext", { hours: REVIEW_WITHIN_HOURS })}</p>
      </div>
    </div>
  );
}
