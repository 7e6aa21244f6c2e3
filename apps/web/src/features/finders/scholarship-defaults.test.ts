import { describe, expect, it } from "vitest";
import { scholarshipDefaults } from "./scholarship-defaults.ts";

const student = { study: "9-10", stream: null, state: "uttar-pradesh", gender: "female" } as const;

describe("the finders' defaults from the profile", () => {
  it("start the scholarship finder at the student's class, state and gender", () => {
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
