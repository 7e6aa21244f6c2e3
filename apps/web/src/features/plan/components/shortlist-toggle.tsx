import { planApi } from "@disha/shared/api";
import { urlOf } from "../../../lib/api-client.ts";
import { t } from "../../../lib/i18n/i18n.ts";
import { useQueuedChanges } from "../../../lib/offline/change-queue.ts";
import { useRemoveCareer, useSaveCareer, useShortlist } from "../api/plan-api.ts";
import "../i18n.ts";
import { saveButtonStyles } from "./save-button-styles.ts";

/** The signed-in student's Save button: pressed when the career is on the shortlist. */
export default function ShortlistToggle({
  slug,
  name,
  className = "",
}: {
  slug: string;
  name: string;
  className?: string;
}) {
  const shortlist = useShortlist();
  const save = useSaveCareer();
  const remove = useRemoveCareer();
  // a save or removal made offline shows as made until it is sent
  const queued = useQueuedChanges().find(
    (change) => change.url === urlOf(planApi.removeCareer, { params: { careerSlug: slug } }),
  );
  const saved = queued ? queued.method === "PUT" : (shortlist.data?.some((item) => item.slug === slug) ?? false);
  const busy = shortlist.isPending || save.isPending || remove.isPending;
  const failed = save.isError || remove.isError;
  return (
    <span className={`inline-flex flex-col items-start gap-1 ${className}`}>
      <button
        type="button"
        aria-pressed={saved}
        disabled={busy}
        onClick={() => {
          save.reset();
          remove.reset();
          if (saved) remove.mutate(slug);
          else save.mutate({ slug });
        }}
        className={`${saveButtonStyles} ${
          saved
            ? "border-brand-700 bg-brand-700 text-white hover:bg-brand-800"
            : "border-brand-700 bg-white text-brand-800 hover:bg-brand-50"
        }`}
      >
        <svg
          viewBox="0 0 24 24"
          className="h-4 w-4"
          aria-hidden="true"
          fill={saved ? "currentColor" : "none"}
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M6 3h12v18l-6-4-6 4z" />
        </svg>
        {t(saved ? "plan.save.saved" : "plan.save.save")}
        <span className="sr-only">
          {" "}
          <span data-content>{name}</span>
        </span>
      </button>
      {failed ? (
        <span role="alert" className="text-sm text-red-700">
          {(save.error ?? remove.error)?.message ?? t("plan.save.failed")}
        </span>
      ) : null}
    </span>
  );
}
