import { describe, expect, it } from "vitest";
import {
  CareerRecordSchema,
  DegreeRecordSchema,
  ExamRecordSchema,
  InstitutionRecordSchema,
  ScholarshipRecordSchema,
  indianStates,
} from "./schemas.ts";

const career = {
  id: "nurse",
  name: { en: "Nurse" },
  family: "medicine-allied-health",
  streams: ["science"],
  riasec: "SIC",
  summary: { en: "Cares for patients in hospitals and clinics." },
  dayToDay: { en: "Checks patients, gives medicines and keeps records." },
  skills: [{ en: "caring for patients" }, { en: "staying calm" }, { en: "teamwork" }],
  subjects: ["biology", "chemistry"],
  needsMaths: false,
  pathway: [
    { id: "class-11-12-pcb", stage: "class-11-12", title: { en: "PCB in class 11-12" } },
    {
      id: "entrance",
      stage: "entrance-exam",
      title: { en: "Take NEET-UG" },
      detail: { en: "Some institutes have their own test." },
    },
    { id: "bsc-nursing", stage: "degree", title: { en: "B.Sc Nursing (4 years)" } },
    { id: "register", stage: "licence", title: { en: "Register with your State Nursing Council" } },
  ],
  exams: ["neet-ug"],
  degrees: ["bsc-nursing"],
  institutions: ["aiims-new-delhi"],
  related: ["doctor", "physiotherapist"],
  phrasings: {
    en: ["looks after patients in the hospital ward", "gives patients their medicines on time"],
    hinglish: ["hospital me mareezon ki dekhbhal", "sister banna hai"],
    hi: ["अस्पताल में मरीज़ों की देखभाल करने वाली"],
  },
  sources: [{ name: "Indian Nursing Council", url: "https://www.indiannursingcouncil.org/" }],
  reviewed: "2026-11-23",
};

const exam = {
  id: "neet-ug",
  name: { en: "NEET-UG" },
  fullName: { en: "National Eligibility cum Entrance Test (Undergraduate)" },
  conductingBody: "National Testing Agency (NTA)",
  level: "national",
  after: "class-12",
  streams: ["science"],
  admitsTo: { en: "MBBS and BDS" },
  eligibility: { en: "Class 12 with Physics, Chemistry and Biology" },
  frequency: "yearly",
  applicationMonths: [2, 3],
  examMonths: [5],
  degrees: ["mbbs"],
  officialSite: "https://neet.nta.nic.in/",
  phrasings: {
    en: ["the entrance exam for becoming a doctor"],
    hinglish: ["doctor banne ka exam"],
    hi: ["डॉक्टर बनने की प्रवेश परीक्षा"],
  },
  sources: [{ name: "National Testing Agency", url: "https://neet.nta.nic.in/" }],
  reviewed: "2026-11-23",
};

const degree = {
  id: "bsc-nursing",
  name: { en: "B.Sc Nursing" },
  fullName: { en: "Bachelor of Science in Nursing" },
  level: "degree",
  years: 4,
  after: "class-12",
  description: { en: "The degree to become a registered nurse." },
  phrasings: { en: ["the nursing degree after 12th"], hinglish: ["nurse wali degree"], hi: ["नर्स बनने की डिग्री"] },
  reviewed: "2026-11-23",
};

const institution = {
  id: "aiims-new-delhi",
  name: "All India Institute of Medical Sciences, New Delhi",
  shortName: "AIIMS New Delhi",
  city: "New Delhi",
  state: "delhi",
  type: "aiims",
  fields: ["medicine-allied-health"],
  exams: ["neet-ug"],
  officialSite: "https://www.aiims.edu/",
  reviewed: "2026-11-23",
};

const scholarship = {
  id: "nsp-post-matric-sc",
  name: { en: "Post-Matric Scholarship for Scheduled Caste Students" },
  provider: "Ministry of Social Justice and Empowerment",
  kind: "central",
  levels: ["class-11", "class-12", "ug", "pg"],
  streams: ["any"],
  gender: "any",
  categories: ["sc"],
  states: ["all"],
  window: { en: "Usually opens on the National Scholarship Portal." },
  officialSite: "https://scholarships.gov.in/",
  phrasings: {
    en: ["money for SC students after class 10"],
    hinglish: ["SC walon ki scholarship college ke liye"],
    hi: ["अनुसूचित जाति के छात्रों की छात्रवृत्ति"],
  },
  sources: [{ name: "National Scholarship Portal", url: "https://scholarships.gov.in/" }],
  reviewed: "2026-11-23",
};

function issuesOf(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }): string[] {
  return (result.error?.issues ?? []).map((issue) => `${issue.path.map(String).join(".")}: ${issue.message}`);
}

describe("the record schemas", () => {
  it.each([
    ["career", CareerRecordSchema, career],
    ["exam", ExamRecordSchema, exam],
    ["degree", DegreeRecordSchema, degree],
    ["institution", InstitutionRecordSchema, institution],
    ["scholarship", ScholarshipRecordSchema, scholarship],
  ] as const)("accept the spec's example %s", (_kind, schema, record) => {
    expect(issuesOf(schema.safeParse(record))).toEqual([]);
  });

  it.each([
    ["a misspelt field", { ...career, familly: "design" }, /Unrecognized key/],
    ["an unknown family", { ...career, family: "rocket-science" }, /^family: .*career family/],
    ["streams mixing any with a stream", { ...career, streams: ["any", "arts"] }, /^streams: must be \[any\] alone/],
    ["a repeated RIASEC letter", { ...career, riasec: "SSI" }, /^riasec: repeats a letter/],
    ["a RIASEC code of one letter", { ...career, riasec: "S" }, /^riasec: must be 2 or 3/],
    ["two skills", { ...career, skills: career.skills.slice(0, 2) }, /^skills: /],
    ["an unknown subject", { ...career, subjects: ["astrology"] }, /^subjects\.0: /],
    ["three pathway steps", { ...career, pathway: career.pathway.slice(0, 3) }, /^pathway: /],
    [
      "two pathway steps with one id",
      { ...career, pathway: career.pathway.map((step) => ({ ...step, id: "same" })) },
      /^pathway: has two steps with the same id/,
    ],
    ["no degree", { ...career, degrees: [] }, /^degrees: /],
    ["seven institutions", { ...career, institutions: ["a", "b", "c", "d", "e", "f", "g"] }, /^institutions: /],
    ["one related career", { ...career, related: ["doctor"] }, /^related: /],
    ["no source", { ...career, sources: [] }, /^sources: needs at least one official source/],
    [
      "an http source",
      { ...career, sources: [{ name: "Council", url: "http://example.org/" }] },
      /^sources\.0\.url: must be an https/,
    ],
    ["a reviewed date in another format", { ...career, reviewed: "23/11/2026" }, /^reviewed: must be a date/],
    ["text without English", { ...career, summary: { hi: "नर्स" } }, /^summary\.en: /],
    [
      "a salary without a source",
      { ...career, salary: { minInrPerYear: 300000, maxInrPerYear: 600000, year: 2026 } },
      /^salary\.source: /,
    ],
    [
      "a salary whose minimum is above its maximum",
      {
        ...career,
        salary: { minInrPerYear: 900000, maxInrPerYear: 600000, year: 2026, source: career.sources[0] },
      },
      /^salary: minInrPerYear is above maxInrPerYear/,
    ],
  ])("reject a career with %s", (_case, record, message) => {
    const issues = issuesOf(CareerRecordSchema.safeParse(record));
    expect(
      issues.some((issue) => message.test(issue)),
      issues.join("\n"),
    ).toBe(true);
  });

  it("accept a career with a sourced salary and Hindi beside English", () => {
    const record = {
      ...career,
      name: { en: "Nurse", hi: "नर्स" },
      salary: { minInrPerYear: 300000, maxInrPerYear: 600000, year: 2026, source: career.sources[0] },
    };
    expect(issuesOf(CareerRecordSchema.safeParse(record))).toEqual([]);
  });

  it.each([
    ["month 13", { ...exam, examMonths: [13] }, /^examMonths\.0: /],
    ["an unknown frequency", { ...exam, frequency: "monthly" }, /^frequency: /],
    [
      "an official site on http",
      { ...exam, officialSite: "http://neet.nta.nic.in/" },
      /^officialSite: must be an https/,
    ],
  ])("reject an exam with %s", (_case, record, message) => {
    const issues = issuesOf(ExamRecordSchema.safeParse(record));
    expect(
      issues.some((issue) => message.test(issue)),
      issues.join("\n"),
    ).toBe(true);
  });

  it("reject a degree lasting 5.3 years and accept one lasting 5.5", () => {
    expect(issuesOf(DegreeRecordSchema.safeParse({ ...degree, years: 5.3 }))).toEqual([
      "years: must be whole or half years",
    ]);
    expect(issuesOf(DegreeRecordSchema.safeParse({ ...degree, years: 5.5 }))).toEqual([]);
  });

  it("know all 28 states and 8 union territories", () => {
    expect(indianStates).toHaveLength(36);
    expect(new Set(indianStates).size).toBe(36);
    for (const state of [
      "delhi",
      "jammu-and-kashmir",
      "ladakh",
      "dadra-and-nagar-haveli-and-daman-and-diu",
      "telangana",
    ]) {
      expect(indianStates).toContain(state);
    }
    expect(issuesOf(InstitutionRecordSchema.safeParse({ ...institution, state: "new-delhi" }))).toEqual([
      "state: is not a state or union territory id (kebab-case of its name, e.g. tamil-nadu, delhi)",
    ]);
  });

  it("make a state scholarship name its states", () => {
    const record = { ...scholarship, kind: "state", states: ["all"] };
    expect(issuesOf(ScholarshipRecordSchema.safeParse(record))).toEqual([
      "states: a state scholarship names its states instead of [all]",
    ]);
    expect(issuesOf(ScholarshipRecordSchema.safeParse({ ...record, states: ["kerala"] }))).toEqual([]);
  });

  it("reject scholarship categories mixing any with a category", () => {
    const issues = issuesOf(ScholarshipRecordSchema.safeParse({ ...scholarship, categories: ["any", "sc"] }));
    expect(issues).toEqual(["categories: must be [any] alone, or some of sc, st, obc, minority, disability, ews"]);
  });

  it("want five phrasings of a career and three of an exam, in English, Hinglish and Devanagari Hindi", () => {
    const fewer = { ...career, phrasings: { ...career.phrasings, hinglish: ["hospital me mareezon ki dekhbhal"] } };
    expect(issuesOf(CareerRecordSchema.safeParse(fewer))).toEqual([
      "phrasings: needs at least 5 phrasings across the three languages",
    ]);
    const noHindi = {
      ...exam,
      phrasings: { ...exam.phrasings, en: [...exam.phrasings.en, "medical entrance after class 12"], hi: [] },
    };
    expect(issuesOf(ExamRecordSchema.safeParse(noHindi))).toEqual([
      "phrasings.hi: needs at least one phrasing in this language",
    ]);
    const latinHindi = { ...exam, phrasings: { ...exam.phrasings, hi: ["doctor banne ki pariksha"] } };
    expect(issuesOf(ExamRecordSchema.safeParse(latinHindi))).toEqual([
      "phrasings.hi.0: must be written in Devanagari letters",
    ]);
  });
});
