import {
  type Booking,
  BOOKING_WINDOW_DAYS,
  BookingSchema,
  type Mentor,
  type MentorSlot,
  SELECT_DATE_AND_TIME,
  bookableDateRange,
  isCalendarDate,
} from "@disha/shared";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { fieldInputStyles } from "../../../components/ui/form-field.tsx";
import { paths } from "../../../config/paths.ts";
import { ApiRequestError } from "../../../lib/api-client.ts";
import { useSession } from "../../../lib/auth/use-session.ts";
import { formatClock } from "../../../lib/i18n/dates.ts";
import { t } from "../../../lib/i18n/i18n.ts";
import { tMessage } from "../../../lib/i18n/messages.ts";
import { Trans } from "../../../lib/i18n/trans.tsx";
import { useMentorSlots } from "../../slots/index.ts";
import { useBookSession } from "../api/mentors-api.ts";

type Notice = { kind: "signed-out" } | { kind: "missing" } | { kind: "failed"; reason: string | null };

interface BookingDialogProps {
  /** the mentor being booked; null keeps the dialog closed */
  mentor: Mentor | null;
  onClose: () => void;
  onBooked: (booking: Booking) => void;
}

/** 'Book <mentor>': a date, one of that day's free slots (the mentor's hours minus bookings), a note, then Confirm. */
export function BookingDialog({ mentor, onClose, onBooked }: BookingDialogProps) {
  return (
    <Dialog
      open={mentor !== null}
      onClose={onClose}
      className="w-[min(94vw,36rem)]"
      title={mentor ? t("mentors.dialog.title", { mentor: mentor.name }) : null}
      description={t("mentors.dialog.description")}
    >
      {/* keyed by mentor, so a new booking never inherits the last one's date, time or notice */}
      {mentor ? <BookingForm key={mentor._id} mentor={mentor} onBooked={onBooked} onClose={onClose} /> : null}
    </Dialog>
  );
}

function BookingForm({
  mentor,
  onBooked,
  onClose,
}: {
  mentor: Mentor;
  onBooked: (booking: Booking) => void;
  onClose: () => void;
}) {
  const { user, isPending } = useSession();
  const [date, setDate] = useState("");
  const [time, setTime] = useState("");
  const [note, setNote] = useState("");
  const [notice, setNotice] = useState<Notice | null>(null);
  const range = bookableDateRange();
  const dateInRange = isCalendarDate(date) && date >= range.min && date <= range.max;
  const slots = useMentorSlots(mentor._id, dateInRange ? date : null);
  const book = useBookSession();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!user) {
      setNotice({ kind: "signed-out" });
      return;
    }
    const parsed = BookingSchema.safeParse({ mentorId: mentor._id, date, time, ...(note.trim() ? { note } : {}) });
    if (!parsed.success) {
      setNotice({ kind: "missing" });
      return;
    }
    setNotice(null);
    book.mutate(parsed.data, {
      onSuccess: onBooked,
      onError: (error) => {
        const reason = error instanceof ApiRequestError && error.status !== 0 ? error.message : null;
        // the slot went while the student looked at it: ask them for another one
        if (error instanceof ApiRequestError && error.status === 409) setTime("");
        setNotice({ kind: "failed", reason });
      },
    });
  }

  return (
    <>
      <form onSubmit={onSubmit} noValidate className="mt-5 space-y-5">
        <div>
          <label htmlFor="booking-date" className="mb-1 block text-sm font-medium text-slate-800">
            {t("mentors.dialog.date")}
          </label>
          <input
            id="booking-date"
            type="date"
            min={range.min}
            max={range.max}
            value={date}
            onChange={(event) => {
              setDate(event.target.value);
              setTime("");
            }}
            className={`${fieldInputStyles} sm:w-60`}
          />
        </div>

        <fieldset>
          <legend className="mb-2 text-sm font-medium text-slate-800">{t("mentors.dialog.time")}</legend>
          <SlotPicker
            hasDate={date !== ""}
            dateInRange={dateInRange}
            isLoading={slots.isLoading}
            error={slots.error}
            dayOff={slots.data?.dayOff ?? false}
            slots={slots.data?.slots}
            value={time}
            onChange={setTime}
          />
        </fieldset>

        <div>
          <label htmlFor="booking-note" className="mb-1 block text-sm font-medium text-slate-800">
            {t("mentors.dialog.note")}
          </label>
          <textarea
            id="booking-note"
            aria-describedby="booking-note-hint"
            maxLength={1000}
            rows={3}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            className={fieldInputStyles}
          />
          <p id="booking-note-hint" className="mt-1 text-xs text-slate-600">
            {t("mentors.dialog.noteHint")}
          </p>
        </div>

        {/* beside Confirm, where the eye is when it answers: on a phone the dialog's top is scrolled away */}
        <BookingNotice notice={notice} />
        <div className="flex flex-wrap justify-end gap-3 border-t border-slate-200 pt-4">
          <button type="button" className={buttonStyles.secondary} onClick={onClose}>
            {t("mentors.dialog.cancel")}
          </button>
          <button type="submit" className={buttonStyles.primary} disabled={book.isPending || isPending}>
            {book.isPending ? t("mentors.dialog.booking") : t("mentors.dialog.confirm")}
          </button>
        </div>
      </form>
    </>
  );
}

function BookingNotice({ notice }: { notice: Notice | null }) {
  if (!notice) return null;
  const styles = "rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-800";
  if (notice.kind === "signed-out") {
    return (
      <div role="alert" className={styles}>
        <p>{t("mentors.dialog.notSignedIn")}</p>
        <p className="mt-1">
          <Trans
            k="mentors.dialog.signInOrSignUp"
            parts={{
              signIn: (text) => (
                <Link to={paths.signIn.href()} className="font-semibold underline">
                  {text}
                </Link>
              ),
              signUp: (text) => (
                <Link to={paths.signUp.href()} className="font-semibold underline">
                  {text}
                </Link>
              ),
            }}
          />
        </p>
      </div>
    );
  }
  if (notice.kind === "missing") {
    return (
      <p role="alert" className={styles}>
        {tMessage(SELECT_DATE_AND_TIME)}
      </p>
    );
  }
  return (
    <div role="alert" className={styles}>
      <p>{t("mentors.dialog.failed")}</p>
      {notice.reason ? <p className="mt-1 font-medium">{notice.reason}</p> : null}
    </div>
  );
}

const unavailableReason = (slot: MentorSlot) =>
  t(slot.taken ? "mentors.dialog.taken" : slot.clash ? "mentors.dialog.clash" : "mentors.dialog.past");

interface SlotPickerProps {
  hasDate: boolean;
  dateInRange: boolean;
  isLoading: boolean;
  error: Error | null;
  dayOff: boolean;
  slots: MentorSlot[] | undefined;
  value: string;
  onChange: (time: string) => void;
}

function SlotPicker({ hasDate, dateInRange, isLoading, error, dayOff, slots, value, onChange }: SlotPickerProps) {
  if (!hasDate) return <p className="text-sm text-slate-700">{t("mentors.dialog.pickDate")}</p>;
  if (!dateInRange) {
    return <p className="text-sm text-red-800">{t("mentors.dialog.outOfRange", { days: BOOKING_WINDOW_DAYS })}</p>;
  }
  if (isLoading) return <p className="text-sm text-slate-700">{t("mentors.dialog.loadingTimes")}</p>;
  if (error || !slots) {
    return <p className="text-sm text-red-800">{error?.message ?? t("mentors.dialog.timesFailed")}</p>;
  }
  if (dayOff) return <p className="text-sm text-slate-700">{t("mentors.dialog.dayOff")}</p>;
  if (!slots.some((slot) => slot.available)) {
    return <p className="text-sm text-slate-700">{t("mentors.dialog.noneFree")}</p>;
  }
  return (
    <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4">
      {slots.map((slot) => (
        <li key={slot.time}>
          <label className="relative flex flex-col items-center rounded-lg border border-slate-300 px-2 py-2 text-sm font-medium text-slate-900 has-checked:border-brand-700 has-checked:bg-brand-700 has-checked:text-white has-disabled:border-slate-200 has-disabled:bg-slate-100 has-disabled:text-slate-600 has-disabled:line-through">
            {/* the input covers the whole chip, so the chip is the click and focus target */}
            <input
              type="radio"
              name="booking-time"
              value={slot.time}
              checked={value === slot.time}
              disabled={!slot.available}
              onChange={() => onChange(slot.time)}
              className="absolute inset-0 cursor-pointer appearance-none rounded-lg disabled:cursor-not-allowed"
            />
            <span>{formatClock(slot.time)}</span>
            {slot.available ? null : <span className="text-xs font-normal">{unavailableReason(slot)}</span>}
          </label>
        </li>
      ))}
    </ul>
  );
}
