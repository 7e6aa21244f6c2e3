import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { checkPost } from "./moderation.ts";

const ExampleSchema = z.object({
  text: z.string(),
  expect: z.enum(["refuse", "hold", "pass"]),
  kind: z.string(),
  lang: z.enum(["en", "hi", "hinglish"]),
});
type Example = z.infer<typeof ExampleSchema>;

function examples(file: string): Example[] {
  return readFileSync(new URL(file, import.meta.url), "utf8")
    .trim()
    .split("\n")
    .map((line) => ExampleSchema.parse(JSON.parse(line)));
}

interface Figures {
  harmful: number;
  stopped: number;
  harmless: number;
  held: number;
  misses: string[];
}

function measure(set: Example[]): Figures {
  const figures: Figures = { harmful: 0, stopped: 0, harmless: 0, held: 0, misses: [] };
  for (const example of set) {
    const verdict = checkPost(example.text);
    if (example.expect === "pass") {
      figures.harmless += 1;
      if (verdict.outcome !== "pass") {
        figures.held += 1;
        figures.misses.push(`harmless ${verdict.outcome}: ${example.text}`);
      }
    } else {
      figures.harmful += 1;
      if (verdict.outcome !== "pass") figures.stopped += 1;
      else figures.misses.push(`harmful passed (${example.kind}): ${example.text}`);
    }
  }
  return figures;
}

const percent = (part: number, whole: number) => (100 * part) / whole;

function report(name: string, set: Example[], figures: Figures): void {
  const byLang = (["en", "hi", "hinglish"] as const).map(
    (lang) => `${lang} ${set.filter((e) => e.lang === lang).length}`,
  );
  console.log(
    `${name}: ${set.length} examples (${byLang.join(", ")}); harmful stopped ${figures.stopped}/${figures.harmful} ` +
      `(${percent(figures.stopped, figures.harmful).toFixed(1)}%), harmless held ${figures.held}/${figures.harmless} ` +
      `(${percent(figures.held, figures.harmless).toFixed(1)}%)` +
      (figures.misses.length ? `\n  ${figures.misses.join("\n  ")}` : ""),
  );
}

describe("the automatic checks on labelled posts", () => {
  it("stop at least 95% of harmful posts and hold at most 3% of harmless ones (the set the rules were tuned on)", () => {
    const set = examples("./moderation-examples.jsonl");
    expect(set.length).toBeGreaterThanOrEqual(200);
    const figures = measure(set);
    report("tuning set", set, figures);
    expect(percent(figures.stopped, figures.harmful)).toBeGreaterThanOrEqual(95);
    expect(percent(figures.held, figures.harmless)).toBeLessThanOrEqual(3);
  });

  it("reports the held-out set, written before the rules and never tuned on", () => {
    const set = examples("./moderation-held-out.jsonl");
    const figures = measure(set);
    report("held-out set", set, figures);
    // looser than the tuning set's bar: this set measures, it does not steer
    expect(percent(figures.stopped, figures.harmful)).toBeGreaterThanOrEqual(85);
    expect(percent(figures.held, figures.harmless)).toBeLessThanOrEqual(10);
  });

  it("refuses personal details with the reason and holds abuse", () => {
    expect(checkPost("call me on ९८७६५ ४३२१०")).toEqual({ outcome: "refuse", reason: "phone" });
    expect(checkPost("mail priya@gmail.com")).toEqual({ outcome: "refuse", reason: "email" });
    expect(checkPost("flat no 12, Shanti apartments")).toEqual({ outcome: "refuse", reason: "address" });
    expect(checkPost("follow me on insta")).toEqual({ outcome: "refuse", reason: "handle" });
    expect(checkPost("see www.example.com")).toEqual({ outcome: "refuse", reason: "link" });
    expect(checkPost("see https://ncert.nic.in/textbook")).toEqual({ outcome: "pass" });
    expect(checkPost("tu chutiya hai")).toEqual({ outcome: "hold", reason: "abuse" });
    expect(checkPost("I scored 98 in maths")).toEqual({ outcome: "pass" });
  });
});
