import { type AvailabilityInput, AvailabilitySchema, WEEKDAYS, type Weekday, fieldErrors } from "@disha/shared";
import { type FormEvent, useState } from "react";
import { buttonStyles } from "../../../components/ui/button-styles.ts";
import { FieldError, FormAlert, fieldInputStyles } from "../../../components/ui/form-field.tsx";
import { ApiRequestError } from "../../../lib/api-client.ts";
import { formatDay } from "../../../lib/i18n/dates.ts";
import { type MessageKey, t } from "../../../lib/i18n/i18n.ts";
import { useSaveAvailability } from "../api/mentor-console-api.ts";
import { tMessage } from "../../../lib/i18n/messages.ts";

interface DayRow {
  open: boolean;
  start: string;
  end: string;
}

function rowsOf(rules: AvailabilityInput): Record<Weekday, DayRow> {
  return Object.fromEntries(
    WEEKDAYS.map((day) => {
      const first = rules.weeklyHours[day][0];
      return [day, { open: first !== undefined, start: first?.start ?? "09:00", end: first?.end ?? "17:00" }];
    }),
  ) as Record<Weekday, DayRow>;
}

/** Weekly hours (one range a day, India time), days off, session length, buffer, notice and window. */
export function AvailabilityForm({ rules, isDefault }: { rules: AvailabilityInput; isDefault: boolean }) {
  const [days, setDays] = useState(() => rowsOf(rules));
  const [daysOff, setDaysOff] = useState(rules.daysOff);
  const [newDayOff, setNewDayOff] = useState("");
  const [numbers, setNumbers] = useState({
    sessionMinutes: String(rules.sessionMinutes),
    bufferMinutes: String(rules.bufferMinutes),
    minimumNoticeHours: String(rules.minimumNoticeMinutes / 60),
    bookingWindowDays: String(rules.bookingWindowDays),
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<string | null>(null);
  const save = useSaveAvailability();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setStatus(null);
    const input = {
      weeklyHours: Object.fromEntries(
        WEEKDAYS.map((day) => [day, days[day].open ? [{ start: days[day].start, end: days[day].end }] : []]),
      ),
      daysOff,
      sessionMinutes: Number(numbers.sessionMinutes),
      bufferMinutes: Number(numbers.bufferMinutes),
      minimumNoticeMinutes: Math.round(Number(numbers.minimumNoticeHours) * 60),
      bookingWindowDays: Number(numbers.bookingWindowDays),
    };
    const parsed = AvailabilitySchema.safeParse(input);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error, tMessage));
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: () => setStatus(t("mentorConsole.availability.saved")),
      onError: (error) => {
        setErrors(error instanceof ApiRequestError ? { ...error.fields, _: error.message } : { _: error.message });
      },
    });
  }

  const setDay = (day: Weekday, change: Partial<DayRow>) =>
    setDays((current) => ({ ...current, [day]: { ...current[day], ...change } }));
  const numberField = (name: keyof typeof numbers, errorKey: string, label: MessageKey, step = 1) => (
    <div>
      <label htmlFor={`availability-${name}`} className="mb-1 block text-sm font-medium text-slate-800">
        {t(label)}
      </label>
      <input
        id={`availability-${name}`}
        type="number"
        inputMode="numeric"
        step={step}
        min={0}
        value={numbers[name]}
        aria-invalid={errors[errorKey] ? true : undefined}
        aria-describedby={errors[errorKey] ? `availability-${name}-error` : undefined}
        onChange={(event) => setNumbers((current) => ({ ...current, [name]: event.target.value }))}
        className={`${fieldInputStyles} sm:w-40`}
      />
      {errors[errorKey] ? <FieldError id={`availability-${name}-error`} message={errors[errorKey]} /> : null}
    </div>
  );

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6" aria-labelledby="availability-heading">
      <h2 id="availability-heading" className="text-xl font-semibold text-slate-900">
        {t("mentorConsole.availability.title")}
      </h2>
      <p className="text-slate-700">
        {t(isDefault ? "mentorConsole.availability.usingDefaults" : "mentorConsole.availability.intro")}
      </p>
      <FormAlert message={errors._ ?? null} />
      <div role="status" className="empty:hidden">
        {status ? (
          <p className="rounded-lg border border-green-300 bg-green-50 px-4 py-3 text-green-900">{status}</p>
        ) : null}
      </div>

      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-slate-900">{t("mentorConsole.availability.weeklyHours")}</legend>
        {WEEKDAYS.map((day) => {
          const dayName = t(`mentorConsole.weekdays.${day}`);
          const endError = errors[`weeklyHours.${day}.0.end`] ?? errors[`weeklyHours.${day}.0.start`];
          return (
            <div key={day} className="flex flex-wrap items-end gap-3">
              <label className="flex w-36 items-center gap-2 font-medium text-slate-900">
                <input
                  type="checkbox"
                  checked={days[day].open}
                  onChange={(event) => setDay(day, { open: event.target.checked })}
                  className="size-4"
                />
                {dayName}
              </label>
              <div>
                <label htmlFor={`hours-${day}-start`} className="block text-xs text-slate-700">
                  {t("mentorConsole.availability.from", { day: dayName })}
                </label>
                <input
                  id={`hours-${day}-start`}
                  type="time"
                  step={300}
                  value={days[day].start}
                  disabled={!days[day].open}
                  onChange={(event) => setDay(day, { start: event.target.value })}
                  className={fieldInputStyles}
                />
              </div>
              <div>
                <label htmlFor={`hours-${day}-end`} className="block text-xs text-slate-700">
                  {t("mentorConsole.availability.to", { day: dayName })}
                </label>
                <input
                  id={`hours-${day}-end`}
                  type="time"
                  step={300}
                  value={days[day].end}
                  disabled={!days[day].open}
                  aria-invalid={endError ? true : undefined}
                  onChange={(event) => setDay(day, { end: event.target.value })}
                  className={fieldInputStyles}
                />
              </div>
              {endError ? <FieldError id={`hours-${day}-error`} message={endError} /> : null}
            </div>
          );
        })}
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        {numberField("sessionMinutes", "sessionMinutes", "mentorConsole.availability.sessionMinutes", 5)}
        {numberField("bufferMinutes", "bufferMinutes", "mentorConsole.availability.bufferMinutes", 5)}
        {numberField("minimumNoticeHours", "minimumNoticeMinutes", "mentorConsole.availability.noticeHours")}
        {numberField("bookingWindowDays", "bookingWindowDays", "mentorConsole.availability.windowDays")}
      </div>

      <fieldset>
        <legend className="text-sm font-semibold text-slate-900">{t("mentorConsole.availability.daysOff")}</legend>
        <div className="mt-2 flex flex-wrap items-end gap-3">
          <div>
            <label htmlFor="day-off-date" className="block text-xs text-slate-700">
              {t("mentorConsole.availability.dayOffDate")}
            </label>
            <input
              id="day-off-date"
              type="date"
              value={newDayOff}
              onChange={(event) => setNewDayOff(event.target.value)}
              className={fieldInputStyles}
            />
          </div>
          <button
            type="button"
            className={buttonStyles.secondary}
            onClick={() => {
              if (newDayOff && !daysOff.includes(newDayOff)) setDaysOff([...daysOff, newDayOff].sort());
              setNewDayOff("");
            }}
          >
            {t("mentorConsole.availability.addDayOff")}
          </button>
        </div>
        {daysOff.length > 0 ? (
          <ul className="mt-3 flex flex-wrap gap-2">
            {daysOff.map((date) => (
              <li key={date} className="flex items-center gap-2 rounded-full border border-slate-300 px-3 py-1 text-sm">
                {formatDay(date)}
                <button
                  type="button"
                  className="rounded px-1 font-semibold text-red-800 hover:bg-red-50"
                  onClick={() => setDaysOff(daysOff.filter((kept) => kept !== date))}
                >
                  {t("mentorConsole.availability.removeDayOff")}
                  <span className="sr-only"> {formatDay(date)}</span>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </fieldset>

      <button type="submit" className={buttonStyles.primary} disabled={save.isPending}>
        {save.isPending ? t("mentorConsole.saving") : t("mentorConsole.availability.save")}
      </button>
    </form>
  );
}
