import * as Dialog from "@radix-ui/react-dialog";
import { useState } from "react";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import { FormAlert, TextField } from "../../../components/ui/form-field.tsx";
import { ApiRequestError } from "../../../lib/api-client.ts";
import { leaveSignedOut } from "../../../lib/auth/use-session.ts";
import { DELETE_ACCOUNT_CONFIRMATION, EXPORT_URL, deleteAccount } from "../api/account-api.ts";

/** A student can take everything Disha keeps about them, or erase it. */
export function YourDataSection() {
  const [open, setOpen] = useState(false);
  const [confirmation, setConfirmation] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);

  const onDelete = async () => {
    setDeleting(true);
    setError(null);
    try {
      await deleteAccount(confirmation.trim());
      leaveSignedOut();
    } catch (failure) {
      setError(failure instanceof ApiRequestError ? failure.message : "We could not delete your account. Please try again.");
      setDeleting(false);
    }
  };

  return (
    <section aria-labelledby="your-data" className="rounded-2xl border border-slate-200 bg-white p-6">
      <h2 id="your-data" className="text-lg font-semibold text-slate-900">
        Your data
      </h2>
      <p className="mt-1 text-slate-700">Download everything Disha keeps about you, or delete your account and all of it.</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <a href={EXPORT_URL} download="disha-my-data.json" className={buttonStyles.secondary}>
          Download my data
        </a>
        <Dialog.Root
          open={open}
          onOpenChange={(next) => {
            setOpen(next);
            setConfirmation("");
            setError(null);
          }}
        >
          <Dialog.Trigger className="inline-flex items-center justify-center rounded-lg border border-red-700 px-5 py-2.5 font-semibold text-red-800 hover:bg-red-50">
            Delete my account
          </Dialog.Trigger>
          <Dialog.Portal>
            <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
            <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl">
              <Dialog.Title className="text-lg font-semibold text-slate-900">Delete your account?</Dialog.Title>
              <Dialog.Description className="mt-2 text-slate-700">
                Your profile, sessions, registrations and chat with the AI mentor are erased for good. This cannot be undone.
              </Dialog.Description>
              <form
                className="mt-4 space-y-4"
                onSubmit={(event) => {
                  event.preventDefault();
                  void onDelete();
                }}
              >
                <FormAlert message={error} />
                <TextField
                  label={`Type ${DELETE_ACCOUNT_CONFIRMATION} to confirm`}
                  value={confirmation}
                  autoComplete="off"
                  onChange={(event) => setConfirmation(event.target.value)}
                />
                <div className="flex justify-end gap-3">
                  <Dialog.Close className={buttonStyles.secondary}>Cancel</Dialog.Close>
                  <button
                    type="submit"
                    disabled={deleting || confirmation.trim() !== DELETE_ACCOUNT_CONFIRMATION}
                    className="inline-flex items-center justify-center rounded-lg bg-red-700 px-5 py-2.5 font-semibold text-white hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-60"
                  >
                    {deleting ? "Deleting…" : "Delete my account"}
                  </button>
                </div>
              </form>
            </Dialog.Content>
          </Dialog.Portal>
        </Dialog.Root>
      </div>
    </section>
  );
}
