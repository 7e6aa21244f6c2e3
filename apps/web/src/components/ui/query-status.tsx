import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { t } from "../../lib/i18n/i18n.ts";
import "../../lib/i18n/ui.ts";

/** A list's three states: loading, a failure the student can act on, or the data itself. */
export function QueryStatus<T>({
  query,
  what,
  children,
}: {
  query: UseQueryResult<T>;
  /** what is loading: its messages are ui.query.loading.<what> and ui.query.failed.<what> */
  what: "careers" | "mentors" | "workshops";
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <p className="mt-8 text-slate-700">{t(`ui.query.loading.${what}`)}</p>;
  if (query.isError) {
    return (
      <p role="alert" className="mt-8 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800">
        {t(`ui.query.failed.${what}`)}
      </p>
    );
  }
  return children(query.data);
}
