import { describe, expect, it } from "vitest";
import { type CalendarEvent, calendarFile, calendarUid } from "./ics.ts";

const event: CalendarEvent = {
  uid: calendarUid("booking", "b-1", "https://disha.example.in"),
  sequence: 0,
  title: "Disha: session with Dr. Priya Nair",
  description: "Line one\nLine two, with a comma; and a semicolon",
  startsAt: "2031-06-02T04:30:00.000Z",
  durationMinutes: 45,
  url: "https://meet.example.org/abc",
  cancelled: false,
};

describe("calendar files", () => {
  it("makes a PUBLISH file with the UID, the UTC start and end, and escaped text", () => {
    const file = calendarFile(event);
    expect(file).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(file).toContain("METHOD:PUBLISH");
    expect(file).toContain("UID:booking-b-1@disha.example.in");
    expect(file).toContain("SEQUENCE:0");
    expect(file).toContain("DTSTART:20310602T043000Z");
    expect(file).toContain("DTEND:20310602T051500Z");
    expect(file).toContain("STATUS:CONFIRMED");
    expect(file).toContain("DESCRIPTION:Line one\\nLine two\\, with a comma\\; and a semicolon");
  });

  it("cancels with METHOD:CANCEL, the same UID and a higher sequence", () => {
    const file = calendarFile({ ...event, sequence: 3, cancelled: true, url: null });
    expect(file).toContain("METHOD:CANCEL");
    expect(file).toContain("STATUS:CANCELLED");
    expect(file).toContain("UID:booking-b-1@disha.example.in");
    expect(file).toContain("SEQUENCE:3");
    expect(file).not.toContain("meet.example.org");
  });
});
