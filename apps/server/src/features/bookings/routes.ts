import { BookingSchema, type MyBookingsResponse } from "@disha/shared";
import { t } from "@disha/shared/i18n";
import { defineRoutes, ownerOf, requireUser, signedIn, pathParam } from "../../lib/access.ts";
import { HttpError } from "../../lib/errors.ts";
import { enforceRateLimit } from "../../lib/rate-limit.ts";
import { parseJsonBody } from "../../lib/validation.ts";
import { registrationsOfStudent } from "../workshops/index.ts";
import { findBooking, liveBookingsOf } from "./queries.ts";
import { bookSession, cancelBooking, unknownBooking } from "./service.ts";

const ONE_HOUR = 60 * 60 * 1000;
// a student books a few sessions a week; more than this in an hour is a script, not a student
export const BOOKINGS_PER_HOUR = 20;

export const bookingsRoutes = defineRoutes("/api", {
  "POST /book": {
    access: signedIn,
    handler: async (c) => {
      const user = await requireUser(c);
      const input = await parseJsonBody(c, BookingSchema);
      if (input.userId !== undefined && input.userId !== user.id) {
        throw HttpError.forbidden(t("errors.bookings.ownOnly"));
      }
      await enforceRateLimit(c.var.deps.rateLimiter, `book:user:${user.id}`, BOOKINGS_PER_HOUR, ONE_HOUR);
      return c.json(await bookSession(c.var.deps.db, user.id, input), 201);
    },
  },
  "GET /bookings": {
    access: signedIn,
    handler: async (c) => {
      const user = await requireUser(c);
      const { db } = c.var.deps;
      const [bookings, registrations] = await Promise.all([
        liveBookingsOf(db, user.id),
        registrationsOfStudent(db, user.id),
      ]);
      return c.json<MyBookingsResponse>({ bookings, registrations });
    },
  },
  "DELETE /bookings/:id": {
    access: ownerOf(async (c) => (await findBooking(c.var.deps.db, pathParam(c, "id")))?.studentId, unknownBooking),
    handler: async (c) => c.json(await cancelBooking(c.var.deps.db, pathParam(c, "id"))),
  },
});
