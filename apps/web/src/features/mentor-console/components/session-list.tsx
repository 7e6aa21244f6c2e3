import { type MentorSession, MentorCancelSchema } from "@disha/shared";
import { type FormEvent, useId, useState } from "react";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { FieldError, FormAlert, fieldInputStyles } from "../../../components/ui/form-field.tsx";
import { formatIndiaDateTime } from "../../../lib/i18n/dates.ts";
import { t } from "../../../lib/i18n/i18n.ts";
import { useCancelSession, useSaveSessionLink, useSaveSessionNotes } from "../api/mentor-console-api.ts";
import { MeetingLinkForm } from "./meeting-link-form.tsx";

function SessionCard({ session, past, onCancel }: { session: MentorSession; past: boolean; onCancel?: () => void }) {
  const titleId = useId();
  const saveLink = useSaveSessionLink();
  return (
    <article aria-labelledby={titleId} className="space-y-3 rounded-2xl border border-slate-200 bg-white p-5">
      <div>
        <h3 id={titleId} className="text-lg font-semibold text-slate-900">
          <span translate="no">{session.studentName}</span>
        </h3>
        <p className="font-medium text-slate-900">
          <time dateTime={session.startsAt}>{formatIndiaDateTime(session.startsAt)}</time> ·{" "}
          {t("ui.minutes", { count: session.durationMinutes })}
        </p>
        {session.studentNote ? (
          <p className="mt-1 text-slate-700">
            {t("mentorConsole.sessions.studentNote")} <span translate="no">{session.studentNote}</span>
          </p>
        ) : null}
        {session.cancelledAt ? (
          <p className="mt-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950">
            {{
              mentor: () => t("mentorConsole.sessions.cancelledByYou", { reason: session.cancelReason ?? "" }),
              disha: () => t("mentorConsole.sessions.cancelledByDisha"),
              student: () => t("mentorConsole.sessions.cancelledByStudent"),
            }[session.cancelledBy ?? "student"]()}
          </p>
        ) : null}
      </div>
      {session.cancelledAt === null && !past ? (
        <>
          <MeetingLinkForm
            id={`session-link-${session.id}`}
            label={t("mentorConsole.sessions.linkLabel")}
            hint={t("mentorConsole.sessions.linkHint")}
            initial={session.sessionMeetingUrl ?? ""}
            isSaving={saveLink.isPending}
            onSave={(meetingUrl, done) =>
              saveLink.mutate(
                { id: session.id, meetingUrl },
                { onSuccess: () => done(null), onError: (error) => done(error.message) },
              )
            }
          />
          <button type="button" className={buttonStyles.secondary} onClick={onCancel}>
            {t("mentorConsole.sessions.cancel")}
            <span className="sr-only">
              {" "}
              {t("mentorConsole.sessions.withStudent", { student: session.studentName })}
            </span>
          </button>
        </>
      ) : null}
      {past ? <NotesForm session={session} /> : null}
    </article>
  );
}

function NotesForm({ session }: { session: MentorSession }) {
  const [notes, setNotes] = useState(session.sessionNotes ?? "");
  const [message, setMessage] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const save = useSaveSessionNotes();
  const id = `notes-${session.id}`;
  return (
    <form
      noValidate
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        setMessage(null);
        save.mutate(
          { id: session.id, notes },
          {
            onSuccess: () => setMessage(t("mentorConsole.sessions.notesSaved")),
            onError: (failure) => setError(failure.message),
          },
        );
      }}
      className="space-y-2"
    >
      <FormAlert message={error} />
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {t("mentorConsole.sessions.notesLabel")}
      </label>
      <textarea
        id={id}
        rows={3}
        maxLength={4000}
        value={notes}
        onChange={(event) => setNotes(event.target.value)}
        className={fieldInputStyles}
      />
      <div className="flex items-center gap-3">
        <button type="submit" className={buttonStyles.secondary} disabled={save.isPending}>
          {t("mentorConsole.sessions.saveNotes")}
        </button>
        <span role="status" className="text-sm text-green-900">
          {message ?? ""}
        </span>
      </div>
    </form>
  );
}

function CancelSessionDialog({ session, onClose }: { session: MentorSession | null; onClose: () => void }) {
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | undefined>();
  const cancel = useCancelSession();
  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!session) return;
    const parsed = MentorCancelSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    cancel.mutate(
      { id: session.id, ...parsed.data },
      {
        onSuccess: () => {
          setReason("");
          onClose();
        },
        onError: (failure) => setError(failure.message),
      },
    );
  }
  return (
    <Dialog
      open={session !== null}
      onClose={onClose}
      title={t("mentorConsole.cancel.title")}
      description={
        session
          ? t("mentorConsole.cancel.description", {
              student: session.studentName,
              dateTime: formatIndiaDateTime(session.startsAt),
            })
          : null
      }
    >
      <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
        <div>
          <label htmlFor="cancel-reason" className="mb-1 block text-sm font-medium text-slate-800">
            {t("mentorConsole.cancel.reason")}
          </label>
          <textarea
            id="cancel-reason"
            rows={3}
            maxLength={500}
            value={reason}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "cancel-reason-error" : undefined}
            onChange={(event) => setReason(event.target.value)}
            className={fieldInputStyles}
          />
          {error ? <FieldError id="cancel-reason-error" message={error} /> : null}
        </div>
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" className={buttonStyles.secondary} onClick={onClose}>
            {t("mentorConsole.cancel.keep")}
          </button>
          <button type="submit" className={buttonStyles.primary} disabled={cancel.isPending}>
            {t("mentorConsole.cancel.confirm")}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

/** The mentor's upcoming sessions (with links and cancel) and past ones (with notes). */
export function SessionList({ upcoming, past }: { upcoming: MentorSession[]; past: MentorSession[] }) {
  const [toCancel, setToCancel] = useState<MentorSession | null>(null);
  return (
    <>
      <section aria-labelledby="console-upcoming" className="space-y-3">
        <h2 id="console-upcoming" className="text-xl font-semibold text-slate-900">
          {t("mentorConsole.sessions.upcoming")}
        </h2>
        {upcoming.length === 0 ? <p className="text-slate-700">{t("mentorConsole.sessions.noneUpcoming")}</p> : null}
        <ul className="space-y-3">
          {upcoming.map((session) => (
            <li key={session.id}>
              <SessionCard session={session} past={false} onCancel={() => setToCancel(session)} />
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="console-past" className="space-y-3">
        <h2 id="console-past" className="text-xl font-semibold text-slate-900">
          {t("mentorConsole.sessions.past")}
        </h2>
        {past.length === 0 ? <p className="text-slate-700">{t("mentorConsole.sessions.nonePast")}</p> : null}
        <ul className="space-y-3">
          {past.map((session) => (
            <li key={session.id}>
              <SessionCard session={session} past />
            </li>
          ))}
        </ul>
      </section>
      <CancelSessionDialog session={toCancel} onClose={() => setToCancel(null)} />
    </>
  );
}
