import { MeetingLinkSchema, fieldErrors } from "@disha/shared";
import { type FormEvent, useState } from "react";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import { TextField } from "../../../components/ui/form-field.tsx";
import { t } from "../../../lib/i18n/i18n.ts";
import { tMessage } from "../../../lib/i18n/messages.ts";

interface MeetingLinkFormProps {
  id: string;
  label: string;
  hint: string;
  initial: string;
  isSaving: boolean;
  onSave: (meetingUrl: string, done: (error: string | null) => void) => void;
}

/** An https meeting link, or empty to clear it; used for the mentor's own link and for one session's. */
export function MeetingLinkForm({ id, label, hint, initial, isSaving, onSave }: MeetingLinkFormProps) {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | undefined>();
  const [saved, setSaved] = useState(false);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    const parsed = MeetingLinkSchema.safeParse({ meetingUrl: value });
    if (!parsed.success) {
      setError(fieldErrors(parsed.error, tMessage).meetingUrl);
      return;
    }
    setError(undefined);
    onSave(parsed.data.meetingUrl, (failure) => {
      setError(failure ?? undefined);
      setSaved(failure === null);
    });
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-wrap items-start gap-3">
      <TextField
        id={id}
        label={label}
        hint={hint}
        type="url"
        inputMode="url"
        placeholder="https://"
        value={value}
        error={error}
        onChange={(event) => setValue(event.target.value)}
        className="min-w-64 flex-1"
      />
      <div className="flex items-center gap-3 sm:mt-6">
        <button type="submit" className={buttonStyles.secondary} disabled={isSaving}>
          {t("mentorConsole.link.save")}
        </button>
        <span role="status" className="text-sm text-green-900">
          {saved ? t("mentorConsole.link.saved") : ""}
        </span>
      </div>
    </form>
  );
}
