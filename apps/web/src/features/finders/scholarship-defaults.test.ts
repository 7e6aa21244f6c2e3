import { describe, expect, it } from "vitest";
import { scholarshipDefaults } from "./scholarship-defaults.ts";

const student = { study: "9-10", stream: null, state: "uttar-pradesh", gender: "female" } as const;

describe("the finders' defaults from the profile", () => {
  it("start the scholarship finder at the student's exact class: class 9 at class 9, passed 12 at a first degree", () => {
    expect(scholarshipDefaults({ ...student, schoolClass: "9" }).level).toBe("class-9");
    expect(scholarshipDefaults({ ...student, study: "11-12", schoolClass: "11" }).level).toBe("class-11");
    expect(scholarshipDefaults({ ...student, study: "11-12", schoolClass: "passed-12" }).level).toBe("ug");
  });

  it("start the scholarship finder at the student's class range, state and gender when no exact class is given", () => {
    expect(scholarshipDefaults(student)).toEqual({
      level: "class-10",
      stream: "",
      state: "uttar-pradesh",
      gender: "female",
    });
    expect(scholarshipDefaults({ study: "11-12", stream: "commerce", state: null, gender: "male" })).toEqual({
      level: "class-12",
      stream: "commerce",
      state: "",
      gender: "any",
    });
  });
});
