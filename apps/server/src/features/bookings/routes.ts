import { type MyBookingsResponse } from "@disha/shared";
import { t } from "@disha/shared/i18n";
import type { Context } from "hono";
import { defineRoutes, ownerOf, pathParam, requireUser, signedIn } from "../../lib/access.ts";
import type { AppEnv } from "../../lib/context.ts";
import { HttpError } from "../../lib/errors.ts";
import { enforceRateLimit } from "../../lib/rate-limit.ts";
import { parseJsonBody } from "../../lib/validation.ts";
import { calendarHeaders } from "../calendar/index.ts";
import { wakeJobRunners } from "../jobs/index.ts";
import { notifyBooking, scheduleBookedNotice } from "../notifications/index.ts";
import { registrationsOfStudent } from "../workshops/index.ts";
import { bookingsOfStudent, findBooking, toBooking } from "./queries.ts";
import { bookSession, bookingCalendarOf, cancelBooking, rescheduleBooking, unknownBooking } from "./service.ts";
import { bookingsApi } from "@disha/shared/api";
import { routesUnder } from "../../lib/contract.ts";

const ONE_HOUR = 60 * 60 * 1000;
// a student books a few sessions a week; more than this in an hour is a script, not a student
export const BOOKINGS_PER_HOUR = 20;

const ownBooking = ownerOf(
  async (c) => (await findBooking(c.var.deps.db, pathParam(c, "id")))?.studentId,
  unknownBooking,
);

async function limitBookingWrites(c: Context<AppEnv>, userId: string) {
  await enforceRateLimit(c.var.deps.rateLimiter, `book:user:${userId}`, BOOKINGS_PER_HOUR, ONE_HOUR);
}

const on = routesUnder("/api");

export const bookingsRoutes = defineRoutes("/api", {
  [on(bookingsApi.book)]: {
    access: signedIn,
    handler: async (c) => {
      const user = await requireUser(c);
      const input = await parseJsonBody(c, bookingsApi.book.body);
      if (input.userId !== undefined && input.userId !== user.id) {
        throw HttpError.forbidden(t("errors.bookings.ownOnly"));
      }
      await limitBookingWrites(c, user.id);
      const now = new Date();
      const booking = await bookSession(
        c.var.deps,
        user.id,
        input,
        (trx, row) => scheduleBookedNotice(trx, { ...row, sequence: 0, studentEmail: user.email }, now),
        now,
      );
      wakeJobRunners(c.var.deps.db);
      return c.json(booking, 201);
    },
  },
  [on(bookingsApi.mine)]: {
    access: signedIn,
    handler: async (c) => {
      const user = await requireUser(c);
      const { db, env } = c.var.deps;
      const now = new Date();
      const [rows, registrations] = await Promise.all([
        bookingsOfStudent(db, user.id, now),
        registrationsOfStudent(db, user.id),
      ]);
      const bookings = rows.map((row) => toBooking(row, env.BOOKING_CHANGE_CUTOFF_HOURS, now));
      return c.json<MyBookingsResponse>({ bookings, registrations });
    },
  },
  [on(bookingsApi.cancel)]: {
    access: ownBooking,
    handler: async (c) => {
      const booking = await cancelBooking(c.var.deps, pathParam(c, "id"));
      await notifyBooking(c.var.deps, { bookingId: booking.id, event: "cancelled" });
      return c.json(booking);
    },
  },
  [on(bookingsApi.reschedule)]: {
    access: ownBooking,
    handler: async (c) => {
      const user = await requireUser(c);
      const input = await parseJsonBody(c, bookingsApi.reschedule.body);
      await limitBookingWrites(c, user.id);
      const booking = await rescheduleBooking(c.var.deps, pathParam(c, "id"), input);
      await notifyBooking(c.var.deps, { bookingId: booking.id, event: "rescheduled" });
      return c.json(booking);
    },
  },
  "GET /bookings/:id/calendar.ics": {
    access: ownBooking,
    handler: async (c) => {
      const booking = await findBooking(c.var.deps.db, pathParam(c, "id"));
      if (!booking) throw unknownBooking();
      const { filename, content } = bookingCalendarOf(c.var.deps, booking);
      return c.body(content, 200, calendarHeaders(filename));
    },
  },
});
