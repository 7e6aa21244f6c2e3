import { SlotsQuerySchema } from "@disha/shared";
import { defineRoutes, publicRead } from "../../lib/access.ts";
import { PERSONAL, publicAnswer } from "../../lib/public-answer.ts";
import { parseWith } from "../../lib/validation.ts";
import { anonymousMentorSlots, mentorSlots } from "./service.ts";

export const slotsRoutes = defineRoutes("/api/mentors", {
  // a signed-in student also sees which slots clash with their own sessions
  "GET /:id/slots": publicRead(async (deps, request) => {
    const { date } = parseWith(SlotsQuerySchema, { date: request.query("date") });
    const mentorId = request.param("id");
    return request.viewer
      ? publicAnswer(await mentorSlots(deps.db, mentorId, date, request.viewer.id), PERSONAL)
      : anonymousMentorSlots(deps, mentorId, date);
  }),
});
