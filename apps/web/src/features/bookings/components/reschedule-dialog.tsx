import { type Booking, RescheduleSchema, addDays, isCalendarDate, istDate } from "@disha/shared";
import { type FormEvent, useState } from "react";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { FormAlert, fieldInputStyles } from "../../../components/ui/form-field.tsx";
import { ApiRequestError } from "../../../lib/api-client.ts";
import { formatClock, formatIndiaDateTime } from "../../../lib/i18n/dates.ts";
import { t } from "../../../lib/i18n/i18n.ts";
import { useMentorSlots } from "../../slots/index.ts";
import { useRescheduleBooking } from "../api/bookings-api.ts";

interface RescheduleDialogProps {
  /** the session to move; null keeps the dialog closed */
  booking: Booking | null;
  onClose: () => void;
  onMoved: (booking: Booking) => void;
}

/** 'Move this session': another date and one of the same mentor's free times. */
export function RescheduleDialog({ booking, onClose, onMoved }: RescheduleDialogProps) {
  return (
    <Dialog
      open={booking !== null}
      onClose={onClose}
      className="w-[min(94vw,36rem)]"
      title={t("bookings.reschedule.title")}
      description={
        booking
          ? t("bookings.reschedule.description", {
              mentor: booking.mentorName,
              dateTime: formatIndiaDateTime(booking.startsAt),
            })
          : null
      }
    >
      {booking ? <RescheduleForm key={booking.id} booking={booking} onClose={onClose} onMoved={onMoved} /> : null}
    </Dialog>
  );
}

function RescheduleForm({
  booking,
  onClose,
  onMoved,
}: {
  booking: Booking;
  onClose: () => void;
  onMoved: (booking: Booking) => void;
}) {
  const [date, setDate] = useState(booking.date);
  const [time, setTime] = useState("");
  const [error, setError] = useState<string | null>(null);
  const today = istDate(new Date());
  const validDate = isCalendarDate(date) && date >= today;
  const slots = useMentorSlots(booking.mentorId, validDate ? date : null);
  const reschedule = useRescheduleBooking();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = RescheduleSchema.safeParse({ date, time });
    if (!parsed.success) {
      setError(t("bookings.reschedule.pickTime"));
      return;
    }
    setError(null);
    reschedule.mutate(
      { bookingId: booking.id, ...parsed.data },
      {
        onSuccess: onMoved,
        onError: (failure) => {
          if (failure instanceof ApiRequestError && failure.status === 409) setTime("");
          setError(failure.message);
        },
      },
    );
  }

  const free = slots.data?.slots.filter((slot) => slot.available) ?? [];
  return (
    <form onSubmit={onSubmit} noValidate className="mt-5 space-y-5">
      <FormAlert message={error} />
      <div>
        <label htmlFor="reschedule-date" className="mb-1 block text-sm font-medium text-slate-800">
          {t("bookings.reschedule.date")}
        </label>
        <input
          id="reschedule-date"
          type="date"
          min={today}
          max={slots.data?.lastBookableDate ?? addDays(today, 60)}
          value={date}
          onChange={(event) => {
            setDate(event.target.value);
            setTime("");
          }}
          className={`${fieldInputStyles} sm:w-60`}
        />
      </div>
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-slate-800">{t("bookings.reschedule.time")}</legend>
        {!validDate ? (
          <p className="text-sm text-slate-700">{t("bookings.reschedule.pickDate")}</p>
        ) : slots.isLoading ? (
          <p className="text-sm text-slate-700">{t("bookings.reschedule.loading")}</p>
        ) : slots.error ? (
          <p className="text-sm text-red-800">{slots.error.message}</p>
        ) : free.length === 0 ? (
          <p className="text-sm text-slate-700">{t("bookings.reschedule.noneFree")}</p>
        ) : (
          <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4">
            {free.map((slot) => (
              <li key={slot.time}>
                <label className="relative flex flex-col items-center rounded-lg border border-slate-300 px-2 py-2 text-sm font-medium text-slate-900 has-checked:border-brand-700 has-checked:bg-brand-700 has-checked:text-white">
                  <input
                    type="radio"
                    name="reschedule-time"
                    value={slot.time}
                    checked={time === slot.time}
                    onChange={() => setTime(slot.time)}
                    className="absolute inset-0 cursor-pointer appearance-none rounded-lg"
                  />
                  <span>{formatClock(slot.time)}</span>
                </label>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
      <div className="flex flex-wrap justify-end gap-3 border-t border-slate-200 pt-4">
        <button type="button" className={buttonStyles.secondary} onClick={onClose}>
          {t("bookings.reschedule.keep")}
        </button>
        <button type="submit" className={buttonStyles.primary} disabled={reschedule.isPending}>
          {reschedule.isPending ? t("bookings.reschedule.moving") : t("bookings.reschedule.confirm")}
        </button>
      </div>
    </form>
  );
}
