import { type Booking, type MyBookingsResponse } from "../booking.ts";
import { BookingSchema, RescheduleSchema } from "../booking-schemas.ts";
import { answer, endpoint } from "./endpoint.ts";

export const bookingsApi = {
  book: endpoint({ method: "POST", path: "/api/book", body: BookingSchema, response: answer<Booking>() }),
  /** the student's sessions and workshop registrations */
  mine: endpoint({ method: "GET", path: "/api/bookings", response: answer<MyBookingsResponse>() }),
  cancel: endpoint({ method: "DELETE", path: "/api/bookings/:id", response: answer<Booking>() }),
  reschedule: endpoint({
    method: "POST",
    path: "/api/bookings/:id/reschedule",
    body: RescheduleSchema,
    response: answer<Booking>(),
  }),
};
