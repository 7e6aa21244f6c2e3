import { useState } from "react";
import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { ApiRequestError } from "./api-client.ts";
import { t } from "./i18n/i18n.ts";

/**
 * Puts a failed call's field messages on the form's fields and keeps its overall message for a
 * FormAlert; every answer the student typed stays in the form.
 */
export function useServerErrors<T extends FieldValues>(setError: UseFormSetError<T>, fieldNames: readonly string[]) {
  const [formError, setFormError] = useState<string | null>(null);
  return {
    formError,
    clearFormError: () => setFormError(null),
    showServerError(error: unknown) {
      if (!(error instanceof ApiRequestError)) {
        setFormError(t("common.somethingWentWrong"));
        return;
      }
      for (const [field, message] of Object.entries(error.fields)) {
        if (fieldNames.includes(field)) setError(field as Path<T>, { type: "server", message });
      }
      setFormError(error.message);
    },
  };
}
