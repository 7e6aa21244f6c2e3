import { describe, expect, it } from "vitest";
import { recordsNamedIn } from "./records.ts";

describe("recordsNamedIn", () => {
  it("reads the careers and exams a reply links, each once, in order", () => {
    const reply = "Doctors take NEET-UG.\n• More: /exams/neet-ug\nRead more: /careers/doctor and /exams/neet-ug again";
    expect(recordsNamedIn(reply)).toEqual([
      { kind: "exam", id: "neet-ug" },
      { kind: "career", id: "doctor" },
    ]);
  });

  it("names nothing for a reply without record pages, or with only lists and the compare page", () => {
    expect(recordsNamedIn("Take the quiz at /career-quiz or browse /careers?stream=arts")).toEqual([]);
    expect(recordsNamedIn("Compare them: /careers/compare?ids=nurse,doctor")).toEqual([]);
    expect(recordsNamedIn("See /colleges?exam=neet-ug")).toEqual([]);
  });
});
