import { buttonStyles } from "../../../components/ui/button-styles.ts";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { FormAlert } from "../../../components/ui/form-field.tsx";
import { t } from "../../../lib/i18n/i18n.ts";

interface CancelDialogProps {
  kind: "booking" | "registration";
  /** what is being cancelled and when; null keeps the dialog closed */
  entry: { what: string; dateTime: string } | null;
  isCancelling: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** "Cancel this session?" or "Cancel this registration?", asked before anything is cancelled. */
export function CancelDialog({ kind, entry, isCancelling, error, onConfirm, onClose }: CancelDialogProps) {
  const words = kind === "booking" ? "bookings.cancelSession" : "bookings.cancelRegistrationDialog";
  return (
    <Dialog
      open={entry !== null}
      onClose={onClose}
      title={t(`${words}.title`)}
      description={entry ? t(`${words}.description`, entry) : null}
    >
      <div className="mt-4">
        <FormAlert message={error} />
      </div>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button type="button" className={buttonStyles.secondary} onClick={onClose}>
          {t(`${words}.keep`)}
        </button>
        <button type="button" className={buttonStyles.primary} onClick={onConfirm} disabled={isCancelling}>
          {isCancelling ? t(`${words}.cancelling`) : t(`${words}.confirm`)}
        </button>
      </div>
    </Dialog>
  );
}
