import { defineRoutes, publicRead } from "../../lib/access.ts";
import { PERSONAL, publicAnswer } from "../../lib/public-answer.ts";
import { parseWith } from "../../lib/validation.ts";
import { anonymousMentorSlots, mentorSlots } from "./service.ts";
import { mentorsApi } from "@disha/shared/api";
import { routesUnder } from "../../lib/contract.ts";

const on = routesUnder("/api/mentors");

export const slotsRoutes = defineRoutes("/api/mentors", {
  // a signed-in student also sees which slots clash with their own sessions
  [on(mentorsApi.slots)]: publicRead(async (deps, request) => {
    const { date } = parseWith(mentorsApi.slots.query, { date: request.query("date") });
    const mentorId = request.param("id");
    return request.viewer
      ? publicAnswer(await mentorSlots(deps.db, mentorId, date, request.viewer.id), PERSONAL)
      : anonymousMentorSlots(deps, mentorId, date);
  }),
});
