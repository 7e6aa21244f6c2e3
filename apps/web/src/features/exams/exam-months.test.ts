import type { ExamSummary } from "@disha/content/knowledge/api";
import { describe, expect, it } from "vitest";
import { examCalendar, monthsFrom } from "./exam-months.ts";

const exam = (id: string, applicationMonths?: number[], examMonths?: number[]): ExamSummary => ({
  id,
  name: { en: id },
  fullName: { en: id },
  conductingBody: "A body",
  level: "national",
  after: "class-12",
  streams: ["science"],
  frequency: "yearly",
  applicationMonths,
  examMonths,
  admitsTo: { en: "Courses" },
});

// a January clock keeps the months in calendar order for the tests of their contents
const january = new Date("2027-01-15T06:00:00Z");

describe("the calendar's months", () => {
  it("start at the current month in India and run for a year", () => {
    const november = new Date("2026-11-25T10:00:00Z");
    expect(monthsFrom(november)).toEqual([11, 12, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(examCalendar([], november).months[0]?.month).toBe(11);
  });

  it("turn over at midnight in India, not in UTC", () => {
    // 31 December 20:00 UTC is 1 January 01:30 in India
    expect(monthsFrom(new Date("2026-12-31T20:00:00Z"))[0]).toBe(1);
    expect(monthsFrom(new Date("2026-12-31T18:00:00Z"))[0]).toBe(12);
  });
});

describe("examCalendar", () => {
  it("lists an exam in each month of its application and exam windows, marked which", () => {
    const calendar = examCalendar([exam("neet-ug", [2, 3], [5]), exam("same-month", [4], [4])], january);
    const entries = (month: number) =>
      calendar.months[month - 1]?.entries.map((entry) => [entry.exam.id, entry.applications, entry.held]);
    expect(calendar.months.map((month) => month.month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(entries(1)).toEqual([]);
    expect(entries(2)).toEqual([["neet-ug", true, false]]);
    expect(entries(3)).toEqual([["neet-ug", true, false]]);
    expect(entries(4)).toEqual([["same-month", true, true]]);
    expect(entries(5)).toEqual([["neet-ug", false, true]]);
    expect(calendar.unscheduled).toEqual([]);
  });

  it("keeps the exams without a usual month apart", () => {
    const calendar = examCalendar([exam("when-notified"), exam("only-exam", undefined, [11])], january);
    expect(calendar.unscheduled.map((entry) => entry.id)).toEqual(["when-notified"]);
    expect(calendar.months[10]?.entries.map((entry) => entry.exam.id)).toEqual(["only-exam"]);
  });

  it("keeps the list's order in every month: the API lists what a school student takes next first", () => {
    const calendar = examCalendar(
      [exam("neet-ug", [2, 3], [5]), exam("neet-pg", [3], [5]), exam("neet-mds", [3])],
      january,
    );
    expect(calendar.months[2]?.entries.map((entry) => entry.exam.id)).toEqual(["neet-ug", "neet-pg", "neet-mds"]);
    expect(calendar.months[4]?.entries.map((entry) => entry.exam.id)).toEqual(["neet-ug", "neet-pg"]);
  });
});
