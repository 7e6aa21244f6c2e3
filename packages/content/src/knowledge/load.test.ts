import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { readKnowledge } from "./load.ts";
import { buildKnowledgeBase } from "./lookups.ts";

const folders: string[] = [];

/** A data folder holding exactly these files. */
function dataFolder(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), "disha-knowledge-"));
  folders.push(root);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return root;
}

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

const reviewed = "reviewed: 2026-11-23\n";
// how people describe the record: five for a career, three for the other kinds, each record its own
const phrasings = (id: string, kind: "career" | "other" = "other") =>
  `phrasings:\n  en: ["what a ${id} does"${kind === "career" ? `, "a day as ${id}"` : ""}]\n  hinglish: ["${id} wala kaam"${kind === "career" ? `, "${id} kaise bane"` : ""}]\n  hi: ["${id} का काम"]\n`;
const degree = (id: string) =>
  `id: ${id}\nname: { en: "${id}" }\nfullName: { en: "Degree ${id}" }\nlevel: degree\nyears: 3\nafter: class-12\ndescription: { en: "A degree." }\n${phrasings(id)}${reviewed}`;
const exam = (id: string, degrees = "[]") =>
  `id: ${id}
name: { en: "${id}" }
fullName: { en: "Exam ${id}" }
conductingBody: "Some Board"
level: national
after: class-12
streams: [any]
admitsTo: { en: "Degrees" }
eligibility: { en: "Class 12" }
frequency: yearly
degrees: ${degrees}
officialSite: "https://example.gov.in/"
sources: [{ name: "Board", url: "https://example.gov.in/" }]
${phrasings(id)}${reviewed}`;
const institution = (id: string, exams: string) =>
  `id: ${id}\nname: "Institute ${id}"\ncity: Pune\nstate: maharashtra\ntype: private\nfields: [design]\nexams: ${exams}\nofficialSite: "https://example.ac.in/"\n${reviewed}`;
const career = (id: string, links: { exams?: string; degrees?: string; institutions?: string; related?: string }) =>
  `id: ${id}
name: { en: "${id}" }
family: design
streams: [any]
riasec: AR
summary: { en: "Designs things." }
dayToDay: { en: "Draws all day." }
skills: [{ en: "drawing" }, { en: "ideas" }, { en: "patience" }]
subjects: [fine-arts]
needsMaths: false
pathway:
  - { id: a, stage: class-11-12, title: { en: "Class 11-12" } }
  - { id: b, stage: entrance-exam, title: { en: "An exam" } }
  - { id: c, stage: degree, title: { en: "A degree" } }
  - { id: d, stage: job, title: { en: "A job" } }
exams: ${links.exams ?? "[]"}
degrees: ${links.degrees ?? "[bdes]"}
institutions: ${links.institutions ?? "[]"}
related: ${links.related ?? "[painter, illustrator]"}
sources: [{ name: "Council", url: "https://example.gov.in/" }]
${phrasings(id, "career")}${reviewed}`;

const resource = (id: string, url: string, applies: string) =>
  `  - id: ${id}\n    name: { en: "${id}" }\n    provider: "A ministry"\n    description: { en: "Free lessons." }\n    url: "${url}"\n    ${applies}\n`;
const freeLearning = (...extra: string[]) =>
  `resources:\n${resource("swayam", "https://swayam.gov.in/", "families: [design]")}${resource("nid-site", "https://design.ac.in/", "careers: [designer, painter, illustrator]")}${extra.join("")}`;

const soundBase = {
  "careers/designer.yaml": career("designer", {
    exams: "[dat]",
    institutions: "[nid]",
    related: "[painter, illustrator]",
  }),
  "careers/painter.yaml": career("painter", { related: "[designer, illustrator]", degrees: "[bfa]" }),
  "careers/illustrator.yaml": career("illustrator", { related: "[designer, painter]", degrees: "[bfa]" }),
  "exams/dat.yaml": exam("dat", "[bdes]"),
  "exams/art-test.yaml": exam("art-test"),
  "degrees/bdes.yaml": degree("bdes"),
  "degrees/bfa.yaml": degree("bfa"),
  "institutions/nid.yaml": institution("nid", "[dat]"),
  "institutions/art-college.yaml": institution("art-college", "[art-test]"),
  "free-learning.yaml": freeLearning(),
};

describe("readKnowledge", () => {
  it("reads a sound base without problems and builds its lookups", () => {
    const { records, problems } = readKnowledge(dataFolder(soundBase));
    expect(problems).toEqual([]);
    expect(records.careers.map((record) => record.id)).toEqual(["designer", "illustrator", "painter"]);

    const base = buildKnowledgeBase(records);
    expect(base.careerById("painter")?.degrees).toEqual(["bfa"]);
    expect(base.institutionsByExam("dat").map((record) => record.id)).toEqual(["nid"]);
    expect(base.institutionsByExam("art-test").map((record) => record.id)).toEqual(["art-college"]);
    expect(base.institutionsByExam("nothing")).toEqual([]);
    expect(base.careersByFamily("design")).toHaveLength(3);
    expect(base.freeLearningFor("painter").map((record) => record.id)).toEqual(["nid-site", "swayam"]);
    expect(base.freeLearningFor("nobody")).toEqual([]);
  });

  it("checks free-learning.yaml: official https sites, known careers, and 2 to 5 resources for every career", () => {
    const broken = readKnowledge(
      dataFolder({
        ...soundBase,
        "free-learning.yaml": freeLearning(
          resource("blog", "https://example.com/", "families: [design]"),
          resource("plain", "http://ncert.nic.in/", "families: [painting]"),
        ),
      }),
    );
    expect(broken.problems).toEqual([
      {
        file: "free-learning.yaml",
        rule: "record",
        message:
          "blog: resources.2.url: must be an official site: gov.in, nic.in, ac.in, edu.in or a body listed in officialLearningHosts",
      },
      { file: "free-learning.yaml", rule: "record", message: "plain: resources.3.url: must be an https:// address" },
      {
        file: "free-learning.yaml",
        rule: "record",
        message: "plain: resources.3.families.0: is not a career family listed in the guide",
      },
    ]);

    const extra = ["one", "two", "three", "four"].map((id) =>
      resource(id, `https://${id}.gov.in/`, "careers: [designer]"),
    );
    const { problems } = readKnowledge(
      dataFolder({
        ...soundBase,
        "free-learning.yaml": freeLearning(...extra, resource("five", "https://five.gov.in/", "careers: [sculptor]")),
      }),
    );
    expect(problems).toEqual([
      {
        file: "free-learning.yaml",
        rule: "reference",
        message: 'five: names career "sculptor", which has no file in careers/',
      },
      {
        file: "free-learning.yaml",
        rule: "coverage",
        message: 'career "designer" (design) gets 6 resources: give it 2 to 5',
      },
    ]);

    const thin = readKnowledge(
      dataFolder({
        ...soundBase,
        "free-learning.yaml": `resources:\n${resource("swayam", "https://swayam.gov.in/", "careers: [painter]")}`,
      }),
    );
    expect(thin.problems.map((problem) => problem.message)).toEqual([
      'career "designer" (design) gets 0 resources: give it 2 to 5',
      'career "illustrator" (design) gets 0 resources: give it 2 to 5',
      'career "painter" (design) gets 1 resources: give it 2 to 5',
    ]);
  });

  it("reports every problem of every file at once, each with its file", () => {
    const { problems, records } = readKnowledge(
      dataFolder({
        ...soundBase,
        "careers/painter.yaml": career("painter", { related: "[designer, illustrator]", degrees: "[bfa]" }).replace(
          "family: design",
          "family: painting",
        ),
        "careers/illustrator.yaml": career("illustrator", { related: "[designer, painter]", degrees: "[bfa]" })
          .replace("riasec: AR", "riasec: AA")
          .replace(reviewed, "reviewed: 23/11/2026\n"),
        "degrees/bfa.yaml": degree("bfa").replace("years: 3", "years: three"),
        "exams/broken.yaml": "id: broken\nname: [unclosed\n",
        "degrees/notes.txt": "stray",
      }),
    );
    expect(problems.filter((problem) => problem.rule === "record")).toEqual([
      { file: "careers/illustrator.yaml", rule: "record", message: "riasec: repeats a letter" },
      { file: "careers/illustrator.yaml", rule: "record", message: "reviewed: must be a date written as YYYY-MM-DD" },
      { file: "careers/painter.yaml", rule: "record", message: "family: is not a career family listed in the guide" },
      { file: "exams/broken.yaml", rule: "record", message: expect.stringMatching(/^YAML: /) as unknown },
      { file: "degrees/notes.txt", rule: "record", message: "is not a .yaml file: records are named <id>.yaml" },
      { file: "degrees/bfa.yaml", rule: "record", message: "years: Invalid input: expected number, received string" },
    ]);
    expect(records.careers.map((record) => record.id)).toEqual(["designer"]);
  });

  it("reports a phrasing that describes two records, whatever its case and punctuation", () => {
    const { problems } = readKnowledge(
      dataFolder({
        ...soundBase,
        "exams/dat.yaml": exam("dat", "[bdes]").replace('"what a dat does"', '"What a designer does!"'),
      }),
    );
    expect(problems).toEqual([
      {
        file: "exams/dat.yaml",
        rule: "record",
        message: 'phrasing "What a designer does!" also describes careers/designer.yaml',
      },
    ]);
  });

  it("checks that the id is the file name", () => {
    const { problems } = readKnowledge(dataFolder({ ...soundBase, "degrees/bfa.yaml": degree("bfa-hons") }));
    expect(problems).toContainEqual({
      file: "degrees/bfa.yaml",
      rule: "record",
      message: 'id "bfa-hons" differs from the file name: rename one to match',
    });
  });

  it("reports links to records that have no file, but not to records that exist with errors", () => {
    const { problems } = readKnowledge(
      dataFolder({
        ...soundBase,
        "careers/designer.yaml": career("designer", {
          exams: "[dat, ceed]",
          institutions: "[nid, iit-bombay]",
          related: "[painter, designer, sculptor]",
        }),
        "exams/dat.yaml": exam("dat", "[bdes, mdes]"),
        "institutions/nid.yaml": institution("nid", "[dat, jee-main]"),
        "degrees/bfa.yaml": degree("bfa").replace("years: 3", "years: 0"),
      }),
    );
    expect(problems.filter((problem) => problem.rule === "reference")).toEqual([
      { file: "careers/designer.yaml", rule: "reference", message: 'names exam "ceed", which has no file in exams/' },
      {
        file: "careers/designer.yaml",
        rule: "reference",
        message: 'names institution "iit-bombay", which has no file in institutions/',
      },
      {
        file: "careers/designer.yaml",
        rule: "reference",
        message: 'names career "sculptor", which has no file in careers/',
      },
      { file: "exams/dat.yaml", rule: "reference", message: 'names degree "mdes", which has no file in degrees/' },
      {
        file: "institutions/nid.yaml",
        rule: "reference",
        message: 'names exam "jee-main", which has no file in exams/',
      },
      { file: "careers/designer.yaml", rule: "reference", message: "related lists the career itself" },
    ]);
  });

  it("reports records nothing links to, unless allowed-orphans.yaml says why", () => {
    const files = {
      ...soundBase,
      "exams/lonely-exam.yaml": exam("lonely-exam"),
      "degrees/lonely-degree.yaml": degree("lonely-degree"),
      "institutions/merit-college.yaml": institution("merit-college", "[]"),
    };
    expect(readKnowledge(dataFolder(files)).problems).toEqual([
      {
        file: "exams/lonely-exam.yaml",
        rule: "orphan",
        message: "is an orphan: no career or institution names it (or list it in allowed-orphans.yaml)",
      },
      {
        file: "degrees/lonely-degree.yaml",
        rule: "orphan",
        message: "is an orphan: no career or exam names it (or list it in allowed-orphans.yaml)",
      },
      {
        file: "institutions/merit-college.yaml",
        rule: "orphan",
        message:
          "is an orphan: no career names it and it admits through no exam in the base (or list it in allowed-orphans.yaml)",
      },
    ]);

    const allowed = dataFolder({
      ...files,
      "allowed-orphans.yaml": `- kind: institutions
  why: Admits on class 12 marks; found by state and field.
  ids: [merit-college]
- kind: exams
  why: Kept while its careers are being written.
  ids: [lonely-exam, dat, gone]
`,
    });
    expect(readKnowledge(allowed).problems).toEqual([
      {
        file: "allowed-orphans.yaml",
        rule: "orphan",
        message: "allows exams/dat, which is linked now: remove the entry",
      },
      {
        file: "allowed-orphans.yaml",
        rule: "orphan",
        message: "allows exams/gone, which has no file: remove the entry",
      },
      {
        file: "degrees/lonely-degree.yaml",
        rule: "orphan",
        message: "is an orphan: no career or exam names it (or list it in allowed-orphans.yaml)",
      },
    ]);
  });
});
