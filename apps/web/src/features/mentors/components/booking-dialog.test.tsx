import "../i18n.ts";
import {
  type Booking,
  type Mentor,
  type MentorSlotsResponse,
  SLOT_TIMES,
  addDays,
  istDate,
  istToUtcIso,
} from "@disha/shared";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { mockApi, renderPage, signedIn } from "../../../testing/render.tsx";
import { BookingDialog } from "./booking-dialog.tsx";

const mentor: Mentor = {
  _id: "m-1",
  name: "Ananya Rao",
  profileUrl: "/a.svg",
  photoUrl: null,
  about: "",
  stream: "science",
  topics: [],
  languages: ["English"],
};
const date = addDays(istDate(new Date()), 3);
const slots: MentorSlotsResponse = {
  mentorId: mentor._id,
  date,
  timeZone: "Asia/Kolkata",
  durationMinutes: 30,
  dayOff: false,
  lastBookableDate: addDays(date, 57),
  slots: SLOT_TIMES.map((time) => ({
    time,
    startsAt: istToUtcIso(date, time),
    taken: time === "10:00",
    past: false,
    clash: false,
    available: time !== "10:00",
  })),
};
const booking: Booking = {
  id: "b-1",
  mentorId: mentor._id,
  mentorName: mentor.name,
  mentorProfileUrl: mentor.profileUrl,
  startsAt: istToUtcIso(date, "16:30"),
  durationMinutes: 30,
  date,
  time: "16:30",
  cancelledAt: null,
  cancelledBy: null,
  cancelReason: null,
  createdAt: new Date().toISOString(),
  studentNote: null,
  meetingUrl: null,
  sessionNotes: null,
  changeable: true,
  calendarUrl: "/api/bookings/b-1/calendar.ics",
};

function openDialog(onBooked = vi.fn()) {
  renderPage(<BookingDialog mentor={mentor} onClose={vi.fn()} onBooked={onBooked} />, "/mentors");
  return screen.getByRole("dialog", { name: "Book Ananya Rao" });
}

describe("the booking dialog", () => {
  it("says 'Please select date and time.' when confirmed without them, and sends nothing", async () => {
    const calls = mockApi(signedIn);
    const dialog = openDialog();
    await waitFor(() =>
      expect(within(dialog).getByRole<HTMLButtonElement>("button", { name: "Confirm" }).disabled).toBe(false),
    );
    fireEvent.click(within(dialog).getByRole("button", { name: "Confirm" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe("Please select date and time.");
    expect(calls.filter((call) => call.method === "POST")).toEqual([]);
  });

  it("lists the day's slots, a taken one disabled, and books the chosen one as the API expects", async () => {
    const calls = mockApi({
      ...signedIn,
      [`GET /api/mentors/${mentor._id}/slots`]: { status: 200, body: slots },
      "POST /api/book": { status: 201, body: booking },
    });
    const onBooked = vi.fn();
    const dialog = openDialog(onBooked);
    fireEvent.change(within(dialog).getByLabelText("Date"), { target: { value: date } });
    const taken = await within(dialog).findByRole<HTMLInputElement>("radio", { name: /^10:00 AM/ });
    expect(taken.disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole("radio", { name: "4:30 PM" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Confirm" }));
    await waitFor(() => expect(onBooked).toHaveBeenCalled());
    expect(onBooked.mock.calls[0]?.[0]).toEqual(booking);
    expect(calls.find((call) => call.method === "POST")).toEqual({
      method: "POST",
      path: "/api/book",
      body: { mentorId: mentor._id, date, time: "16:30" },
    });
  });
});
