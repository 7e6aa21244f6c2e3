import { describe, expect, it } from "vitest";
import { calendarDefaults } from "./calendar-defaults.ts";

const student = { study: "9-10", stream: null, state: "uttar-pradesh" } as const;

describe("the exam calendar's defaults from the profile", () => {
  it("start at the student's stream, next board class and state", () => {
    expect(calendarDefaults(student)).toEqual({ stream: "", after: "class-10", state: "uttar-pradesh" });
    expect(calendarDefaults({ study: "11-12", stream: "science", state: "bihar" })).toEqual({
      stream: "science",
      after: "class-12",
      state: "bihar",
    });
    expect(calendarDefaults({ study: "<8", stream: null, state: null })).toEqual({ stream: "", after: "", state: "" });
    // the exact class: class 8 and 9 look ahead to after class 10, passed 12 at what comes after class 12
    expect(calendarDefaults({ ...student, study: "<8", schoolClass: "8" }).after).toBe("class-10");
    expect(calendarDefaults({ ...student, schoolClass: "9" }).after).toBe("class-10");
    expect(calendarDefaults({ ...student, study: "11-12", schoolClass: "passed-12" }).after).toBe("class-12");
  });
});
