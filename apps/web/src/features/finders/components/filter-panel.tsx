import type { FormEvent, ReactNode } from "react";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import { t } from "../../../lib/i18n/i18n.ts";

/** A finder's filters: choices apply as they are made, typed values when the form is sent. */
export function FilterPanel({
  label,
  onSubmit,
  onClear,
  children,
}: {
  label: string;
  onSubmit: () => void;
  onClear: (() => void) | null;
  children: ReactNode;
}) {
  return (
    <form
      role="search"
      aria-label={label}
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 lg:sticky lg:top-4"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={buttonStyles.primary}>
          {t("finders.apply")}
        </button>
        {onClear ? (
          <button type="button" className={buttonStyles.secondary} onClick={onClear}>
            {t("finders.clear")}
          </button>
        ) : null}
      </div>
    </form>
  );
}
