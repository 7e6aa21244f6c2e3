import { useState } from "react";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { FormAlert, TextField } from "../../../components/ui/form-field.tsx";
import { ApiRequestError } from "../../../lib/api-client.ts";
import { leaveSignedOut } from "../../../lib/auth/sign-out.ts";
import { t } from "../../../lib/i18n/i18n.ts";
import { DELETE_ACCOUNT_CONFIRMATION, EXPORT_URL, deleteAccount } from "../api/account-api.ts";

/** A student can take everything Disha keeps about them, or erase it. */
export function YourDataSection() {
  const [open, setOpen] = useState(false);
  const [confirmation, setConfirmation] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);

  const setDialogOpen = (next: boolean) => {
    setOpen(next);
    setConfirmation("");
    setError(null);
  };

  const onDelete = async () => {
    setDeleting(true);
    setError(null);
    try {
      await deleteAccount(confirmation.trim());
      void leaveSignedOut();
    } catch (failure) {
      setError(failure instanceof ApiRequestError ? failure.message : t("dashboard.yourData.failed"));
      setDeleting(false);
    }
  };

  return (
    <section aria-labelledby="your-data" className="rounded-2xl border border-slate-200 bg-white p-6">
      <h2 id="your-data" className="text-lg font-semibold text-slate-900">
        {t("dashboard.yourData.title")}
      </h2>
      <p className="mt-1 text-slate-700">{t("dashboard.yourData.text")}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <a href={EXPORT_URL} download="disha-my-data.json" className={buttonStyles.secondary}>
          {t("dashboard.yourData.download")}
        </a>
        <button
          type="button"
          onClick={() => setDialogOpen(true)}
          className="inline-flex items-center justify-center rounded-lg border border-red-700 px-5 py-2.5 font-semibold text-red-800 hover:bg-red-50"
        >
          {t("dashboard.yourData.delete")}
        </button>
      </div>
      <Dialog
        open={open}
        onClose={() => setDialogOpen(false)}
        title={t("dashboard.yourData.dialogTitle")}
        description={t("dashboard.yourData.dialogText")}
      >
        <form
          className="mt-4 space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            void onDelete();
          }}
        >
          <FormAlert message={error} />
          <TextField
            label={t("dashboard.yourData.confirmLabel", { word: DELETE_ACCOUNT_CONFIRMATION })}
            value={confirmation}
            autoComplete="off"
            onChange={(event) => setConfirmation(event.target.value)}
          />
          <div className="flex justify-end gap-3">
            <button type="button" className={buttonStyles.secondary} onClick={() => setDialogOpen(false)}>
              {t("dashboard.yourData.cancel")}
            </button>
            <button
              type="submit"
              disabled={deleting || confirmation.trim() !== DELETE_ACCOUNT_CONFIRMATION}
              className="inline-flex items-center justify-center rounded-lg bg-red-700 px-5 py-2.5 font-semibold text-white hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-60"
            >
              {deleting ? t("dashboard.yourData.deleting") : t("dashboard.yourData.delete")}
            </button>
          </div>
        </form>
      </Dialog>
    </section>
  );
}
