import { t } from "@disha/shared/i18n";
import {
  type MentorConsoleResponse,
  MENTOR_PHOTO_MAX_BYTES,
  MENTOR_PHOTO_TYPES,
  type MentorSessionsResponse,
  istDate,
} from "@disha/shared";
import type { Context } from "hono";
import { defineRoutes, pathParam, requireUser, role } from "../../lib/access.ts";
import type { AppEnv } from "../../lib/context.ts";
import { parseJsonBody } from "../../lib/validation.ts";
import { cancelByMentor, sessionsOfMentor, setSessionMeetingUrl, setSessionNotes } from "../bookings/index.ts";
import {
  ensureMentorOfUser,
  removeMentorPhoto,
  saveMentorCard,
  saveMentorPhoto,
  setMentorMeetingUrl,
  toMentorCard,
} from "../mentors/index.ts";
import { notifyBooking } from "../notifications/index.ts";
import { availabilityOf, saveAvailability } from "../slots/index.ts";
import { mentorConsoleApi } from "@disha/shared/api";
import { routesUnder } from "../../lib/contract.ts";

// A mentor's own day: their rules, their link, their sessions. Each route acts on the card linked to
// the signed-in account (made on the first visit), never on one named in the request.
const mentorOnly = role("mentor");

async function ownCard(c: Context<AppEnv>) {
  return ensureMentorOfUser(c.var.deps, await requireUser(c));
}

async function consoleView(c: Context<AppEnv>): Promise<MentorConsoleResponse> {
  const mentor = await ownCard(c);
  const { rules, isDefault } = await availabilityOf(c.var.deps.db, mentor.id, { fromDate: istDate(new Date()) });
  return {
    mentor: { id: mentor.id, meetingUrl: mentor.meetingUrl, ...toMentorCard(mentor) },
    availability: rules,
    isDefault,
  };
}

const on = routesUnder("/api/mentor-console");

export const mentorConsoleRoutes = defineRoutes("/api/mentor-console", {
  [on(mentorConsoleApi.view)]: {
    access: mentorOnly,
    handler: async (c) => c.json(await consoleView(c)),
  },
  [on(mentorConsoleApi.saveAvailability)]: {
    access: mentorOnly,
    handler: async (c) => {
      const mentor = await ownCard(c);
      const rules = await parseJsonBody(c, mentorConsoleApi.saveAvailability.body);
      await saveAvailability(c.var.deps, mentor.id, rules);
      return c.json(await consoleView(c));
    },
  },
  [on(mentorConsoleApi.saveMeetingLink)]: {
    access: mentorOnly,
    handler: async (c) => {
      const mentor = await ownCard(c);
      const { meetingUrl } = await parseJsonBody(c, mentorConsoleApi.saveMeetingLink.body);
      await setMentorMeetingUrl(c.var.deps.db, mentor.id, meetingUrl || null);
      return c.json(await consoleView(c));
    },
  },
  [on(mentorConsoleApi.saveCard)]: {
    access: mentorOnly,
    handler: async (c) => {
      const mentor = await ownCard(c);
      await saveMentorCard(c.var.deps, mentor.id, await parseJsonBody(c, mentorConsoleApi.saveCard.body));
      return c.json(await consoleView(c));
    },
  },
  [on(mentorConsoleApi.uploadPhoto)]: {
    access: mentorOnly,
    // the image itself, up to 5 MB, in a type a cross-site form cannot send (as JSON is)
    body: {
      limit: MENTOR_PHOTO_MAX_BYTES,
      types: [...MENTOR_PHOTO_TYPES, "application/octet-stream"],
      tooLarge: () => t("mentorConsole.errors.photoTooLarge", { max: MENTOR_PHOTO_MAX_BYTES / 1024 / 1024 }),
      wrongType: () => t("mentorConsole.errors.photoType"),
    },
    handler: async (c) => {
      const mentor = await ownCard(c);
      await saveMentorPhoto(c.var.deps, mentor.id, new Uint8Array(await c.req.arrayBuffer()));
      return c.json(await consoleView(c));
    },
  },
  [on(mentorConsoleApi.removePhoto)]: {
    access: mentorOnly,
    handler: async (c) => {
      const mentor = await ownCard(c);
      await removeMentorPhoto(c.var.deps, mentor.id);
      return c.json(await consoleView(c));
    },
  },
  [on(mentorConsoleApi.sessions)]: {
    access: mentorOnly,
    handler: async (c) => {
      const mentor = await ownCard(c);
      return c.json<MentorSessionsResponse>(await sessionsOfMentor(c.var.deps.db, mentor.id, new Date()));
    },
  },
  [on(mentorConsoleApi.saveSessionLink)]: {
    access: mentorOnly,
    handler: async (c) => {
      const mentor = await ownCard(c);
      const { meetingUrl } = await parseJsonBody(c, mentorConsoleApi.saveSessionLink.body);
      await setSessionMeetingUrl(c.var.deps.db, mentor.id, pathParam(c, "id"), meetingUrl);
      return c.body(null, 204);
    },
  },
  [on(mentorConsoleApi.saveSessionNotes)]: {
    access: mentorOnly,
    handler: async (c) => {
      const mentor = await ownCard(c);
      const { notes } = await parseJsonBody(c, mentorConsoleApi.saveSessionNotes.body);
      await setSessionNotes(c.var.deps.db, mentor.id, pathParam(c, "id"), notes);
      return c.body(null, 204);
    },
  },
  [on(mentorConsoleApi.cancelSession)]: {
    access: mentorOnly,
    handler: async (c) => {
      const mentor = await ownCard(c);
      const { reason } = await parseJsonBody(c, mentorConsoleApi.cancelSession.body);
      const bookingId = pathParam(c, "id");
      await cancelByMentor(c.var.deps, mentor.id, bookingId, reason);
      await notifyBooking(c.var.deps, { bookingId, event: "cancelled", reason });
      return c.body(null, 204);
    },
  },
});
