import { BookingSchema, type MySessionsResponse } from "@disha/shared";
import { Hono } from "hono";
import { requireUser } from "../../lib/auth.ts";
import type { AppEnv } from "../../lib/context.ts";
import { HttpError } from "../../lib/errors.ts";
import { parseJsonBody } from "../../lib/validation.ts";
import { liveBookingsOf, registrationsOf } from "./queries.ts";
import { bookSession, cancelBooking } from "./service.ts";

/** Signed in: book a slot, list your sessions, cancel your own booking. */
export const bookingsRoutes = new Hono<AppEnv>()
  .post("/book", async (c) => {
    const user = await requireUser(c);
    const input = await parseJsonBody(c, BookingSchema);
    if (input.userId !== undefined && input.userId !== user.id) {
      throw HttpError.forbidden("You can only book sessions for yourself.");
    }
    return c.json(await bookSession(c.var.deps.db, user.id, input), 201);
  })
  .get("/bookings", async (c) => {
    const user = await requireUser(c);
    const { db } = c.var.deps;
    const [bookings, registrations] = await Promise.all([liveBookingsOf(db, user.id), registrationsOf(db, user.id)]);
    const response: MySessionsResponse = { bookings, registrations };
    c.header("cache-control", "no-store");
    return c.json(response);
  })
  .delete("/bookings/:id", async (c) => {
    const user = await requireUser(c);
    return c.json(await cancelBooking(c.var.deps.db, user, c.req.param("id")));
  });
