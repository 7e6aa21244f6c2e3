import { type Mentor, type MentorSlotsResponse } from "../booking.ts";
import { SlotsQuerySchema } from "../booking-schemas.ts";
import { answer, endpoint } from "./endpoint.ts";

export const mentorsApi = {
  list: endpoint({ method: "GET", path: "/api/mentors", response: answer<Mentor[]>() }),
  /** a mentor's free times on a date; a signed-in student also sees which clash with their own sessions */
  slots: endpoint({
    method: "GET",
    path: "/api/mentors/:id/slots",
    query: SlotsQuerySchema,
    response: answer<MentorSlotsResponse>(),
  }),
};
