import type { QueryMessages } from "../../../components/ui/query-status.tsx";
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

/** A console list's messages for `QueryStatus`: loading, or why it could not load. */
export const adminMessages: QueryMessages = { loading: t("admin.loading"), failed: loadProblem };

/** A failed action's message, announced where it happened. */
export function ActionError({ error }: { error: unknown }) {
  if (!error) return null;
  return (
    <p role="alert" className="mt-2 text-sm text-red-700">
      {error instanceof ApiRequestError ? tMessage(error.message) : t("admin.loadFailed")}
    </p>
  );
}
