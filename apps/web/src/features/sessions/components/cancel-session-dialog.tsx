import * as Dialog from "@radix-ui/react-dialog";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import { FormAlert } from "../../../components/ui/form-field.tsx";

interface CancelSessionDialogProps {
  /** what is being cancelled, in words; null keeps the dialog closed */
  description: string | null;
  isCancelling: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

export function CancelSessionDialog({ description, isCancelling, error, onConfirm, onClose }: CancelSessionDialogProps) {
  return (
    <Dialog.Root open={description !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/60" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(94vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl focus:outline-none">
          <Dialog.Title className="text-xl font-bold text-slate-900">Cancel this session?</Dialog.Title>
          <Dialog.Description className="mt-2 text-slate-700">
            {description} The slot will be free for other students to book.
          </Dialog.Description>
          <div className="mt-4">
            <FormAlert message={error} />
          </div>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Dialog.Close asChild>
              <button type="button" className={buttonStyles.secondary}>
                Keep session
              </button>
            </Dialog.Close>
            <button type="button" className={buttonStyles.primary} onClick={onConfirm} disabled={isCancelling}>
              {isCancelling ? "Cancelling…" : "Cancel session"}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
