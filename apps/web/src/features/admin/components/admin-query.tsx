import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { ApiRequestError } from "../../../lib/api-client.ts";
import { t } from "../../../lib/i18n/i18n.ts";
import { tMessage } from "../../../lib/i18n/messages.ts";

function loadProblem(error: unknown): string {
  const status = error instanceof ApiRequestError ? error.status : 0;
  if (status === 401) return t("admin.signInFirst");
  if (status === 403) return t("admin.forbidden");
  if (status === 404) return t("admin.notFound");
  return t("admin.loadFailed");
}

/** A console list's states: loading, why it could not load, or the data. */
export function AdminQuery<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  if (query.isPending) return <p className="mt-6 text-slate-700">{t("admin.loading")}</p>;
  if (query.isError) {
    return (
      <p role="alert" className="mt-6 rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-red-800">
        {loadProblem(query.error)}
      </p>
    );
  }
  return children(query.data);
}

/** A failed action's message, announced where it happened. */
export function ActionError({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <p role="alert" className="mt-2 text-sm text-red-700">
      {error instanceof ApiRequestError ? tMessage(error.message) : t("admin.loadFailed")}
    </p>
  );
}
