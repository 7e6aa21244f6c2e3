import type { Mentor } from "@disha/shared";
import { languageOf } from "../../../lib/i18n/content.ts";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import { t } from "../../../lib/i18n/i18n.ts";

const streams = new Set(["science", "commerce", "arts"]);

export function MentorCard({ mentor, onBook }: { mentor: Mentor; onBook: (mentor: Mentor) => void }) {
  const headingId = `mentor-${mentor._id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <div className="flex items-center gap-4">
        {/* the initials say nothing the heading does not; a photo shows the person */}
        <img
          src={mentor.photoUrl ?? mentor.profileUrl}
          alt={mentor.photoUrl ? t("mentors.photoOf", { mentor: mentor.name }) : ""}
          width={72}
          height={72}
          loading="lazy"
          className="size-18 shrink-0 rounded-full"
        />
        <div className="min-w-0">
          <h2 id={headingId} translate="no" className="text-lg font-semibold text-slate-900">
            {mentor.name}
          </h2>
          <p className="text-sm font-medium text-brand-800">
            {t("mentors.streamMentor", {
              stream: streams.has(mentor.stream) ? t(`mentors.streams.${mentor.stream as "science"}`) : mentor.stream,
            })}
          </p>
          {mentor.languages.length > 0 ? (
            <p className="text-sm text-slate-700">
              {t("mentors.speaks", {
                languages: mentor.languages.map((language) => t(`mentors.languageNames.${language}`)).join(", "),
              })}
            </p>
          ) : null}
        </div>
      </div>
      <p data-content lang={languageOf(mentor.about)} className="mt-4 text-slate-700">
        {mentor.about}
      </p>
      {mentor.topics.length > 0 ? (
        <ul aria-label={t("mentors.guidesOn")} data-content className="mt-4 flex flex-wrap gap-2">
          {mentor.topics.map((topic) => (
            <li key={topic} className="rounded-full bg-brand-50 px-3 py-1 text-xs font-medium text-brand-900">
              {topic}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="mt-auto pt-6">
        <button type="button" onClick={() => onBook(mentor)} className={buttonStyles.primary}>
          {t("mentors.bookSession")}
          <span className="sr-only">{t("mentors.bookSessionWith", { mentor: mentor.name })}</span>
        </button>
      </div>
    </article>
  );
}
