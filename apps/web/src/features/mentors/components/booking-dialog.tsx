import {
  type Booking,
  BOOKING_WINDOW_DAYS,
  BookingSchema,
  type Mentor,
  type MentorSlot,
  SELECT_DATE_AND_TIME,
  bookableDateRange,
  formatClock,
  isCalendarDate,
} from "@disha/shared";
import * as Dialog from "@radix-ui/react-dialog";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import { fieldInputStyles } from "../../../components/ui/form-field.tsx";
import { paths } from "../../../config/paths.ts";
import { ApiRequestError } from "../../../lib/api-client.ts";
import { useSession } from "../../../lib/auth/use-session.ts";
import { useBookSession, useMentorSlots } from "../api/mentors-api.ts";

export const NOT_SIGNED_IN = "You must be logged in to book a mentor session.";
export const BOOKING_FAILED = "Failed to book the session. Please try again.";

type Notice = { kind: "signed-out" } | { kind: "missing" } | { kind: "failed"; reason: string | null };

interface BookingDialogProps {
  /** the mentor being booked; null keeps the dialog closed */
  mentor: Mentor | null;
  onClose: () => void;
  onBooked: (booking: Booking) => void;
}

/** 'Book <mentor>': a date, one of that day's free half-hour slots, then Confirm. */
export function BookingDialog({ mentor, onClose, onBooked }: BookingDialogProps) {
  return (
    <Dialog.Root open={mentor !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/60" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[92vh] w-[min(94vw,36rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl focus:outline-none">
          {/* keyed by mentor, so a new booking never inherits the last one's date, time or notice */}
          {mentor ? <BookingForm key={mentor._id} mentor={mentor} onBooked={onBooked} /> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function BookingForm({ mentor, onBooked }: { mentor: Mentor; onBooked: (booking: Booking) => void }) {
  const { user, isPending } = useSession();
  const [date, setDate] = useState("");
  const [time, setTime] = useState("");
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
    const parsed = BookingSchema.safeParse({ mentorId: mentor._id, date, time });
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
      <Dialog.Title className="text-xl font-bold text-slate-900">Book {mentor.name}</Dialog.Title>
      <Dialog.Description className="mt-1 text-slate-700">
        Choose a date and a 30-minute slot. All times are India time (IST).
      </Dialog.Description>

      <form onSubmit={onSubmit} noValidate className="mt-5 space-y-5">
        <BookingNotice notice={notice} />

        <div>
          <label htmlFor="booking-date" className="mb-1 block text-sm font-medium text-slate-800">
            Date
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
          <legend className="mb-2 text-sm font-medium text-slate-800">Time (IST)</legend>
          <SlotPicker
            hasDate={date !== ""}
            dateInRange={dateInRange}
            isLoading={slots.isLoading}
            error={slots.error}
            slots={slots.data?.slots}
            value={time}
            onChange={setTime}
          />
        </fieldset>

        <div className="flex flex-wrap justify-end gap-3 border-t border-slate-200 pt-4">
          <Dialog.Close asChild>
            <button type="button" className={buttonStyles.secondary}>
              Cancel
            </button>
          </Dialog.Close>
          <button type="submit" className={buttonStyles.primary} disabled={book.isPending || isPending}>
            {book.isPending ? "Booking…" : "Confirm"}
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
        <p>{NOT_SIGNED_IN}</p>
        <p className="mt-1">
          <Link to={paths.signIn.href()} className="font-semibold underline">
            Sign in
          </Link>{" "}
          or{" "}
          <Link to={paths.signUp.href()} className="font-semibold underline">
            create a free account
          </Link>
          .
        </p>
      </div>
    );
  }
  if (notice.kind === "missing") {
    return (
      <p role="alert" className={styles}>
        {SELECT_DATE_AND_TIME}
      </p>
    );
  }
  return (
    <div role="alert" className={styles}>
      <p>{BOOKING_FAILED}</p>
      {notice.reason ? <p className="mt-1 font-medium">{notice.reason}</p> : null}
    </div>
  );
}

const unavailableReason = (slot: MentorSlot) => (slot.taken ? "Booked" : slot.clash ? "You're busy" : "Past");

interface SlotPickerProps {
  hasDate: boolean;
  dateInRange: boolean;
  isLoading: boolean;
  error: Error | null;
  slots: MentorSlot[] | undefined;
  value: string;
  onChange: (time: string) => void;
}

function SlotPicker({ hasDate, dateInRange, isLoading, error, slots, value, onChange }: SlotPickerProps) {
  if (!hasDate) return <p className="text-sm text-slate-700">Pick a date to see the free times.</p>;
  if (!dateInRange) return <p className="text-sm text-red-800">Pick a date from today up to {BOOKING_WINDOW_DAYS} days ahead.</p>;
  if (isLoading) return <p className="text-sm text-slate-700">Loading free times…</p>;
  if (error || !slots) {
    return <p className="text-sm text-red-800">{error?.message ?? "We could not load the free times. Please try again."}</p>;
  }
  if (!slots.some((slot) => slot.available)) {
    return <p className="text-sm text-slate-700">No free times left on this day. Please pick another date.</p>;
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
