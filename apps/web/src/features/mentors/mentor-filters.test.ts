import type { Mentor } from "@disha/shared";
import { describe, expect, it } from "vitest";
import { filterMentors } from "./mentor-filters.ts";

const mentor = (name: string, stream: string, languages: Mentor["languages"]): Mentor => ({
  _id: name,
  name,
  profileUrl: "",
  photoUrl: null,
  about: "A mentor",
  stream,
  topics: [],
  languages,
});

const mentors = [
  mentor("Asha", "science", ["English", "Hindi"]),
  mentor("Ravi", "commerce", ["English"]),
  mentor("Meena", "arts", ["Tamil", "English"]),
];
const names = (list: Mentor[]) => list.map((one) => one.name);

describe("filterMentors", () => {
  it("keeps those who talk in the language and guide the field", () => {
    expect(names(filterMentors(mentors, { language: "", stream: "" }))).toEqual(["Asha", "Ravi", "Meena"]);
    expect(names(filterMentors(mentors, { language: "Hindi", stream: "" }))).toEqual(["Asha"]);
    expect(names(filterMentors(mentors, { language: "English", stream: "arts" }))).toEqual(["Meena"]);
    expect(names(filterMentors(mentors, { language: "Tamil", stream: "commerce" }))).toEqual([]);
  });
});
