import { MENTOR_PHOTO_MAX_BYTES, MENTOR_PHOTO_TYPES, mentorAvatarUrl } from "@disha/shared";
import { type FormEvent, useRef, useState } from "react";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import { FieldError } from "../../../components/ui/form-field.tsx";
import { t } from "../../../lib/i18n/i18n.ts";
import { useRemovePhoto, useUploadPhoto } from "../api/mentor-console-api.ts";

const MAX_MB = MENTOR_PHOTO_MAX_BYTES / 1024 / 1024;
const acceptedTypes: readonly string[] = MENTOR_PHOTO_TYPES;

/** The mentor's photo: the current one (or their initials), a file to upload instead, and a way back to the initials. */
export function PhotoPicker({ mentorId, name, photoUrl }: { mentorId: string; name: string; photoUrl: string | null }) {
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const upload = useUploadPhoto();
  const remove = useRemovePhoto();
  const busy = upload.isPending || remove.isPending;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setStatus(null);
    const file = input.current?.files?.[0];
    // the server checks the bytes themselves; these checks only spare a mentor a wasted upload
    const problem = !file
      ? t("mentorConsole.card.photo.pickFirst")
      : !acceptedTypes.includes(file.type)
        ? t("mentorConsole.errors.photoType")
        : file.size > MENTOR_PHOTO_MAX_BYTES
          ? t("mentorConsole.errors.photoTooLarge", { max: MAX_MB })
          : null;
    setError(problem);
    if (!file || problem) return;
    upload.mutate(file, {
      onSuccess: () => {
        if (input.current) input.current.value = "";
        setStatus(t("mentorConsole.card.photo.uploaded"));
      },
      onError: (failure) => setError(failure.message),
    });
  }

  function onRemove() {
    setStatus(null);
    setError(null);
    remove.mutate(undefined, {
      onSuccess: () => {
        setStatus(t("mentorConsole.card.photo.removed"));
        // the Remove button goes with the photo: focus moves on rather than to the page's start
        input.current?.focus();
      },
      onError: (failure) => setError(failure.message),
    });
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="card-photo-heading" className="space-y-3">
      <h3 id="card-photo-heading" className="text-lg font-semibold text-slate-900">
        {t("mentorConsole.card.photo.title")}
      </h3>
      <div className="flex flex-wrap items-center gap-4">
        {photoUrl ? (
          <img
            src={photoUrl}
            alt={t("mentorConsole.card.photo.current", { name })}
            width={96}
            height={96}
            className="size-24 rounded-full"
          />
        ) : (
          <>
            <img src={mentorAvatarUrl(mentorId, name)} alt="" width={96} height={96} className="size-24 rounded-full" />
            <p className="max-w-sm text-slate-700">{t("mentorConsole.card.photo.none")}</p>
          </>
        )}
      </div>
      <div>
        <label htmlFor="card-photo" className="mb-1 block text-sm font-medium text-slate-800">
          {t("mentorConsole.card.photo.choose")}
        </label>
        <input
          ref={input}
          id="card-photo"
          type="file"
          accept={MENTOR_PHOTO_TYPES.join(",")}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "card-photo-hint card-photo-error" : "card-photo-hint"}
          onChange={() => setError(null)}
          className="block text-sm text-slate-800 file:mr-3 file:rounded-lg file:border file:border-brand-700 file:bg-white file:px-4 file:py-2 file:font-semibold file:text-brand-800 hover:file:bg-brand-50"
        />
        <p id="card-photo-hint" className="mt-1 text-xs text-slate-600">
          {t("mentorConsole.card.photo.hint", { max: MAX_MB })}
        </p>
        {error ? <FieldError id="card-photo-error" message={error} /> : null}
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={buttonStyles.secondary} disabled={busy}>
          {upload.isPending ? t("mentorConsole.card.photo.uploading") : t("mentorConsole.card.photo.upload")}
        </button>
        {photoUrl ? (
          <button type="button" className={buttonStyles.ghost} disabled={busy} onClick={onRemove}>
            {t("mentorConsole.card.photo.remove")}
          </button>
        ) : null}
        <span role="status" className="text-sm text-green-900">
          {status ?? ""}
        </span>
      </div>
    </form>
  );
}
