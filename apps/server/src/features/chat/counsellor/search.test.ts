import { describe, expect, it } from "vitest";
import { expandQuery, stem, tokenise } from "./normalise.ts";
import { createSearchIndex } from "./search.ts";

describe("normalisation", () => {
  it("folds degree spellings, ordinals and plurals", () => {
    expect(tokenise("B.Tech after 12th, M.Sc or BSc?")).toEqual(["btech", "12", "msc", "bsc"]);
    expect(tokenise("Careers for engineers")).toEqual(tokenise("career engineer"));
  });

  it("reads different forms of a word as one", () => {
    expect(tokenise("maths")).toEqual(tokenise("Mathematics"));
    expect(tokenise("journalist")).toEqual(tokenise("journalism"));
    expect(stem("painting")).toBe(stem("painter"));
  });

  it("expands abbreviations students type", () => {
    const expanded = expandQuery(tokenise("CA")).map((item) => item.token);
    expect(expanded).toEqual(expect.arrayContaining(tokenise("chartered accountant")));
  });
});

describe("BM25 index", () => {
  const index = createSearchIndex([
    { id: "doctor", kind: "career", fields: [{ text: "Doctor MBBS NEET hospital", weight: 1 }] },
    { id: "engineer", kind: "career", fields: [{ text: "Engineer B.Tech JEE Main", weight: 1 }] },
    { id: "neet", kind: "exam", fields: [{ text: "NEET-UG medical entrance exam", weight: 1 }] },
  ]);

  it("ranks the document that matches the rarer words first", () => {
    expect(index.search("how do I clear JEE")[0]?.id).toBe("engineer");
    expect(index.search("doctor")[0]?.id).toBe("doctor");
  });

  it("filters by kind and finds nothing for unknown words", () => {
    expect(index.search("NEET", { kinds: ["exam"] }).map((hit) => hit.id)).toEqual(["neet"]);
    expect(index.search("capital of France")).toEqual([]);
  });
});
