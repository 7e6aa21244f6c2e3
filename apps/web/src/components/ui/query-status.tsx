import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";

/** A list's three states: loading, a failure the student can act on, or the data itself. */
export function QueryStatus<T>({
  query,
  what,
  children,
}: {
  query: UseQueryResult<T>;
  /** what is loading, in the plural: "mentors", "workshops" */
  what: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <p className="mt-8 text-slate-700">Loading {what}…</p>;
  if (query.isError) {
    return (
      <p role="alert" className="mt-8 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800">
        We could not load the {what}. Please refresh the page to try again.
      </p>
    );
  }
  return children(query.data);
}
