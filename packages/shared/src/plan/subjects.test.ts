import { describe, expect, it } from "vitest";
import { subjectsIn } from "./subjects.ts";

describe("subjects in a student's own words", () => {
  it.each([
    ["Maths", ["mathematics"]],
    ["Biology", ["biology"]],
    ["maths and bio", ["mathematics", "biology"]],
    ["Computer Science", ["computer-science"]],
    ["Drawing, painting", ["fine-arts"]],
    ["Science", ["physics", "chemistry", "biology"]],
    ["SST", ["history", "geography", "political-science", "economics"]],
    ["Accounts", ["accountancy"]],
    ["Cricket", []],
    ["", []],
  ])("%j", (text, subjects) => {
    expect(subjectsIn(text)).toEqual(subjects);
  });
});
