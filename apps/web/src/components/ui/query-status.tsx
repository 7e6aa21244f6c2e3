import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { t } from "../../lib/i18n/i18n.ts";
import { buttonStyles } from "./button-styles.ts";
import "../../lib/i18n/ui.ts";

/** What a page says while its query loads and when it fails (`failed` may read the error). */
export interface QueryMessages {
  loading: ReactNode;
  failed: ReactNode | ((error: Error) => ReactNode);
}

const listMessages = (what: "careers" | "mentors" | "workshops"): QueryMessages => ({
  loading: t(`ui.query.loading.${what}`),
  failed: t(`ui.query.failed.${what}`),
});

/**
 * The one loading and error pattern of every page: loading, a failure the student can act on, or the
 * data itself. `what` names a shared list's messages (ui.query.loading.<what>); `messages` gives a
 * page's own. `placement` is the space above the message: a page's body or a card's.
 */
export function QueryStatus<T>({
  query,
  what,
  messages = what ? listMessages(what) : { loading: t("common.loading"), failed: t("common.somethingWentWrong") },
  placement = "page",
  retry,
  children,
}: {
  query: UseQueryResult<T>;
  what?: "careers" | "mentors" | "workshops";
  messages?: QueryMessages;
  placement?: "page" | "card";
  /** the label of a button that asks again, shown under a failure */
  retry?: string;
  children: (data: T) => ReactNode;
}) {
  const space = placement === "page" ? "mt-8" : "mt-2";
  // no role="status" here: a page's own status line (a count, "Saved.") stays the only one
  if (query.isPending) return <p className={`${space} text-slate-700`}>{messages.loading}</p>;
  if (query.isError) {
    const alert = (
      <p role="alert" className={`${space} rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800`}>
        {typeof messages.failed === "function" ? messages.failed(query.error) : messages.failed}
      </p>
    );
    if (retry === undefined) return alert;
    return (
      <div className="space-y-4">
        {alert}
        <button type="button" className={buttonStyles.secondary} onClick={() => void query.refetch()}>
          {retry}
        </button>
      </div>
    );
  }
  return children(query.data);
}
