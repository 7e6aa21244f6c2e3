import { useState } from "react";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import { FormAlert } from "../../../components/ui/form-field.tsx";
import { t } from "../../../lib/i18n/i18n.ts";

/**
 * The deletion offered once a consent is withdrawn: what it covered (profile, plan, chat history), asked
 * twice, the account kept (decision 022).
 */
export function DeleteStoredData({
  intro,
  remove,
  children,
}: {
  intro: string;
  remove: {
    mutate(input: undefined, options: { onSuccess: () => void }): void;
    isPending: boolean;
    error: Error | null;
  };
  children?: React.ReactNode;
}) {
  const [asking, setAsking] = useState(false);
  return (
    <div className="mt-4 rounded-xl border border-slate-300 bg-white p-4">
      <h3 className="font-semibold text-slate-900">{t("parents.storedData.title")}</h3>
      <p className="mt-1 text-slate-800">{intro}</p>
      {asking ? (
        <div className="mt-3 space-y-3">
          <p className="font-medium text-slate-900">{t("parents.storedData.confirm")}</p>
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              className={buttonStyles.primary}
              disabled={remove.isPending}
              onClick={() => remove.mutate(undefined, { onSuccess: () => setAsking(false) })}
            >
              {remove.isPending ? t("parents.storedData.deleting") : t("parents.storedData.confirmYes")}
            </button>
            <button type="button" className={buttonStyles.secondary} onClick={() => setAsking(false)}>
              {t("parents.storedData.keep")}
            </button>
          </div>
        </div>
      ) : (
        <div className="mt-3 flex flex-wrap items-center gap-4">
          <button type="button" className={buttonStyles.secondary} onClick={() => setAsking(true)}>
            {t("parents.storedData.delete")}
          </button>
          {children}
        </div>
      )}
      <FormAlert message={remove.error?.message} />
    </div>
  );
}
