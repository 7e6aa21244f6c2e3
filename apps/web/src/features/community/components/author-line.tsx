import type { CommunityAuthor } from "@disha/shared";
import { t } from "../../../lib/i18n/i18n.ts";

/** "Ananya, class 9-10", or a mentor's or counsellor's first name with a badge; a deleted account says so. */
export function AuthorLine({ author }: { author: CommunityAuthor }) {
  if (author.firstName === null) return <span className="text-slate-600">{t("community.author.deleted")}</span>;
  const name = author.firstName;
  if (author.role !== "student") {
    return (
      <span className="inline-flex flex-wrap items-center gap-2">
        <span>{t(`community.author.${author.role}`, { name })}</span>
        <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-900">
          {t(author.role === "mentor" ? "community.author.mentorBadge" : "community.author.counsellorBadge")}
        </span>
      </span>
    );
  }
  return (
    <span>
      {author.stage
        ? t("community.author.student", { name, stage: author.stage })
        : t("community.author.studentNoStage", { name })}
    </span>
  );
}
