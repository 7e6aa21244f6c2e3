import {
  AvailabilitySchema,
  MeetingLinkSchema,
  MentorCancelSchema,
  type MentorConsoleResponse,
  type MentorSessionsResponse,
  SessionNotesSchema,
} from "../availability.ts";
import { MentorCardSchema } from "../mentor-card.ts";
import { answer, endpoint, fileBody } from "./endpoint.ts";

export const mentorConsoleApi = {
  view: endpoint({ method: "GET", path: "/api/mentor-console", response: answer<MentorConsoleResponse>() }),
  saveAvailability: endpoint({
    method: "PUT",
    path: "/api/mentor-console/availability",
    body: AvailabilitySchema,
    response: answer<MentorConsoleResponse>(),
  }),
  saveMeetingLink: endpoint({
    method: "PUT",
    path: "/api/mentor-console/meeting-link",
    body: MeetingLinkSchema,
    response: answer<MentorConsoleResponse>(),
  }),
  saveCard: endpoint({
    method: "PUT",
    path: "/api/mentor-console/card",
    body: MentorCardSchema,
    response: answer<MentorConsoleResponse>(),
  }),
  uploadPhoto: endpoint({
    method: "PUT",
    path: "/api/mentor-console/photo",
    body: fileBody,
    response: answer<MentorConsoleResponse>(),
  }),
  removePhoto: endpoint({
    method: "DELETE",
    path: "/api/mentor-console/photo",
    response: answer<MentorConsoleResponse>(),
  }),
  sessions: endpoint({
    method: "GET",
    path: "/api/mentor-console/bookings",
    response: answer<MentorSessionsResponse>(),
  }),
  saveSessionLink: endpoint({
    method: "PUT",
    path: "/api/mentor-console/bookings/:id/meeting-link",
    body: MeetingLinkSchema,
    response: answer<null>(),
  }),
  saveSessionNotes: endpoint({
    method: "PUT",
    path: "/api/mentor-console/bookings/:id/notes",
    body: SessionNotesSchema,
    response: answer<null>(),
  }),
  cancelSession: endpoint({
    method: "POST",
    path: "/api/mentor-console/bookings/:id/cancel",
    body: MentorCancelSchema,
    response: answer<null>(),
  }),
};
