import { describe, expect, it } from "vitest";
import { bookingMessages, registrationMessage } from "./messages.ts";
import type { BookingFacts, RegistrationFacts } from "./queries.ts";

const DEVANAGARI = /[\u0900-\u097F]/;

const booking: BookingFacts = {
  id: "booking-1",
  startsAt: "2026-12-01T08:00:00.000Z",
  durationMinutes: 30,
  cancelledAt: null,
  cancelledBy: null,
  cancelReason: null,
  sequence: 0,
  meetingUrl: null,
  mentorName: "Ravi Kumar",
  mentorUserId: "mentor-1",
  mentorEmail: "ravi@example.in",
  studentId: "student-1",
  studentName: "Asha",
  studentEmail: "asha@example.in",
  studentLocale: "hi",
  mentorLocale: null,
};

describe("mail", () => {
  it("is written in each recipient's language: Hindi to the student who chose it, English to the mentor", () => {
    const [toStudent, toMentor] = bookingMessages(booking, { event: "booked" }, "https://disha.example", []);
    expect(toStudent?.subject).toMatch(DEVANAGARI);
    expect(toStudent?.text).toMatch(DEVANAGARI);
    expect(toMentor?.subject).not.toMatch(DEVANAGARI);
    expect(toMentor?.text).not.toMatch(DEVANAGARI);
  });

  it("to a workshop registrant follows their account's language", () => {
    const registration: RegistrationFacts = {
      id: "registration-1",
      userId: "student-1",
      confirmedAt: "2026-11-20T08:00:00.000Z",
      name: "Asha",
      email: "asha@example.in",
      workshopId: "workshop-1",
      workshopTitle: "Choosing a stream",
      instructor: "Dr. Meera Iyer",
      startsAt: "2026-12-01T08:00:00.000Z",
      durationMinutes: 60,
      meetingUrl: "https://meet.example/abc",
      workshopStatus: "scheduled",
      locale: "hi",
    };
    expect(registrationMessage(registration, { event: "registered" }, []).text).toMatch(DEVANAGARI);
    expect(registrationMessage({ ...registration, locale: null }, { event: "registered" }, []).text).not.toMatch(
      DEVANAGARI,
    );
  });
});
