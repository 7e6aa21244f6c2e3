import { describe, expect, it } from "vitest";
import { readKnowledge } from "./load.ts";
import type { KnowledgeKind, KnowledgeRecords } from "./schemas.ts";

// Well-known facts the base must keep. A fact about a record that is missing or fails its schema
// fails too: the record has to be written (or fixed) before this passes.

const { records } = readKnowledge();

function find<K extends KnowledgeKind>(kind: K, id: string): KnowledgeRecords[K][number] {
  const found = (records[kind] as KnowledgeRecords[K][number][]).find((record) => record.id === id);
  expect(found, `${kind}/${id}.yaml exists and passes its schema`).toBeDefined();
  return found!;
}

describe("exams are conducted by the right body", () => {
  it.each([
    ["neet-ug", /National Testing Agency/],
    ["jee-main", /National Testing Agency/],
    ["cuet-ug", /National Testing Agency/],
    ["nchm-jee", /National Testing Agency/],
    ["ugc-net", /National Testing Agency/],
    ["clat", /Consortium of National Law Universities/],
    ["ailet", /National Law University,? Delhi/],
    ["nda", /Union Public Service Commission/],
    ["cds", /Union Public Service Commission/],
    ["upsc-cse", /Union Public Service Commission/],
    ["nata", /Council of Architecture/],
    ["jee-advanced", /\bIITs?\b/],
    ["cat", /\bIIMs?\b/],
    ["gate", /IISc|\bIITs?\b/],
    ["iit-jam", /IISc|\bIITs?\b/],
    ["afcat", /Indian Air Force/],
    ["ssc-cgl", /Staff Selection Commission/],
    ["ibps-po", /Institute of Banking Personnel Selection/],
    ["sbi-po", /State Bank of India/],
    ["rrb-ntpc", /Railway Recruitment Board/],
    ["ctet", /Central Board of Secondary Education/],
    ["ca-foundation", /Institute of Chartered Accountants of India/],
    ["cseet", /Institute of Company Secretaries of India/],
    ["cma-foundation", /Institute of Cost Accountants of India/],
    ["neet-pg", /National Board of Examinations in Medical Sciences/],
    ["bitsat", /BITS Pilani/],
    ["uceed", /IIT Bombay/],
    ["nid-dat", /National Institute of Design/],
    ["xat", /XLRI/],
    ["kcet", /Karnataka Examinations Authority/],
    ["wbjee", /West Bengal Joint Entrance Examinations Board/],
    ["nest", /NISER/],
  ])("%s: %s", (id, body) => {
    expect(find("exams", id).conductingBody).toMatch(body);
  });
});

describe("exams: level, timing and links", () => {
  it("NEET-UG is a national exam after class 12 leading to MBBS, with its site on NTA's domain", () => {
    const neet = find("exams", "neet-ug");
    expect(neet).toMatchObject({ level: "national", after: "class-12", frequency: "yearly" });
    expect(neet.degrees).toContain("mbbs");
    expect(neet.officialSite).toMatch(/^https:\/\/neet\.nta\.(nic|ac)\.in\//);
  });

  it("JEE Main is held twice a year", () => {
    expect(find("exams", "jee-main").frequency).toBe("twice-yearly");
  });

  it("MHT-CET is a state exam", () => {
    expect(find("exams", "mht-cet").level).toBe("state");
  });

  it("CAT and UPSC CSE are taken after graduation", () => {
    expect(find("exams", "cat").after).toBe("graduation");
    expect(find("exams", "upsc-cse").after).toBe("graduation");
  });

  it("UPSC CSE's official site is upsc.gov.in", () => {
    expect(find("exams", "upsc-cse").officialSite).toMatch(/^https:\/\/(www\.)?upsc\.gov\.in\//);
  });

  it("CLAT leads to BA LLB, NATA to B.Arch", () => {
    expect(find("exams", "clat").degrees).toContain("ba-llb");
    expect(find("exams", "nata").degrees).toContain("barch");
  });
});

describe("degrees last their usual length", () => {
  it.each([
    ["barch", 5],
    ["mbbs", 5.5],
    ["bds", 5],
    ["bpharm", 4],
    ["dpharm", 2],
    ["llb", 3],
    ["ba-llb", 5],
    ["bed", 2],
    ["bsc-nursing", 4],
    ["bpt", 4.5],
    ["bvsc-ah", 5.5],
    ["bsc-agriculture", 4],
    ["polytechnic-diploma", 3],
    ["btech", 4],
    ["bcom", 3],
    ["mba", 2],
    ["md-ms", 3],
    ["msw", 2],
  ])("%s: %s years", (id, years) => {
    expect(find("degrees", id).years).toBe(years);
  });

  it("MBBS and BDS include their internship", () => {
    expect(find("degrees", "mbbs").description.en).toMatch(/1 year of compulsory rotating internship/);
    expect(find("degrees", "bds").description.en).toMatch(/internship/);
  });

  it("LLB and MBA follow a degree; BA LLB and MBBS follow class 12", () => {
    expect(find("degrees", "llb").after).toBe("graduation");
    expect(find("degrees", "mba").after).toBe("graduation");
    expect(find("degrees", "ba-llb").after).toBe("class-12");
    expect(find("degrees", "mbbs").after).toBe("class-12");
  });
});

describe("institutions are where they are", () => {
  it.each([
    ["iit-bombay", /^Mumbai$/, "maharashtra", "iit"],
    ["iit-delhi", /Delhi/, "delhi", "iit"],
    ["iit-madras", /^Chennai$/, "tamil-nadu", "iit"],
    ["iit-kharagpur", /^Kharagpur$/, "west-bengal", "iit"],
    ["iit-kanpur", /^Kanpur$/, "uttar-pradesh", "iit"],
    ["iit-roorkee", /^Roorkee$/, "uttarakhand", "iit"],
    ["iit-guwahati", /^Guwahati$/, "assam", "iit"],
    ["aiims-new-delhi", /Delhi/, "delhi", "aiims"],
    ["nlsiu-bengaluru", /^Bengaluru$/, "karnataka", "nlu"],
    ["nit-tiruchirappalli", /^Tiruchirappalli$/, "tamil-nadu", "nit"],
    ["iim-ahmedabad", /^Ahmedabad$/, "gujarat", "iim"],
    ["nid-ahmedabad", /^Ahmedabad$/, "gujarat", "nid"],
    ["nift-delhi", /Delhi/, "delhi", "nift"],
    ["jnu-new-delhi", /Delhi/, "delhi", "central-university"],
    ["university-of-delhi", /Delhi/, "delhi", "central-university"],
  ])("%s is in %s, %s, and is of type %s", (id, city, state, type) => {
    const institution = find("institutions", id);
    expect(institution.city).toMatch(city);
    expect(institution).toMatchObject({ state, type });
  });

  it.each([
    ["iit-bombay", "jee-advanced"],
    ["aiims-new-delhi", "neet-ug"],
    ["nlsiu-bengaluru", "clat"],
    ["iim-ahmedabad", "cat"],
    ["nid-ahmedabad", "nid-dat"],
  ])("%s admits through %s", (id, exam) => {
    expect(find("institutions", id).exams).toContain(exam);
  });
});

describe("careers follow their real route", () => {
  it("a doctor takes NEET-UG and studies MBBS", () => {
    const doctor = find("careers", "doctor");
    expect(doctor).toMatchObject({ family: "medicine-allied-health", needsMaths: false });
    expect(doctor.exams).toContain("neet-ug");
    expect(doctor.degrees).toContain("mbbs");
  });

  it("an architect takes NATA, studies B.Arch and needs Mathematics", () => {
    const architect = find("careers", "architect");
    expect(architect).toMatchObject({ family: "architecture-planning", needsMaths: true });
    expect(architect.exams).toContain("nata");
    expect(architect.degrees).toContain("barch");
  });

  it("a software engineer needs Mathematics", () => {
    expect(find("careers", "software-engineer").needsMaths).toBe(true);
  });

  it("a chartered accountant goes through CA Foundation, Intermediate and Final", () => {
    expect(find("careers", "chartered-accountant").exams).toEqual(["ca-foundation", "ca-intermediate", "ca-final"]);
  });

  it("a nurse studies B.Sc Nursing", () => {
    expect(find("careers", "nurse").degrees).toContain("bsc-nursing");
  });

  it("an IAS officer takes UPSC CSE", () => {
    const ias = find("careers", "ias-officer");
    expect(ias.family).toBe("civil-services");
    expect(ias.exams).toContain("upsc-cse");
  });

  it("a lawyer studies LLB or an integrated law degree", () => {
    const lawyer = find("careers", "lawyer");
    expect(lawyer.family).toBe("law-judiciary");
    expect(lawyer.degrees.some((id) => id === "llb" || id === "ba-llb")).toBe(true);
  });
});

// The fact audit of issue 21: each corrected record keeps its correction.
describe("corrected after the fact audit", () => {
  const olympiadRoute = /IOQM, then RMO, then INMO/;

  it("the Mathematical Olympiad is IOQM, then RMO, then INMO (since 2024-25), in each record that names it", () => {
    expect(find("exams", "ioqm").admitsTo.en).toMatch(olympiadRoute);
    expect(find("exams", "ioqm").admitsTo.en).toMatch(/go on to the Regional Mathematical Olympiad \(RMO\)/);
    expect(find("exams", "rmo").admitsTo.en).toMatch(olympiadRoute);
    expect(find("exams", "rmo").eligibility.en).toMatch(/IOQM/);
    expect(find("exams", "inmo").admitsTo.en).toMatch(olympiadRoute);
    expect(find("exams", "inmo").eligibility.en).toMatch(/IOQM and then RMO/);
    const mathematician = find("careers", "mathematician");
    expect(mathematician.pathway.map((step) => step.detail?.en ?? "").join(" ")).toMatch(
      /IOQM first, then RMO, then INMO/,
    );
    expect(mathematician.exams).toEqual(expect.arrayContaining(["ioqm", "rmo", "inmo"]));
    // no record says IOQM leads straight to INMO
    for (const kind of ["careers", "exams"] as const)
      for (const record of records[kind])
        expect(JSON.stringify(record), `${kind}/${record.id}`).not.toMatch(/IOQM(?:(?!RMO)[^.])*then INMO/);
  });

  it("FTII's JET is FTII's own test; SRFTI admits through its own selection test", () => {
    const jet = find("exams", "ftii-jet");
    expect(jet.fullName.en).not.toMatch(/SRFTI|Satyajit Ray/);
    expect(jet.admitsTo.en).toMatch(/at FTII Pune\./);
    expect(jet.admitsTo.en).toMatch(/SRFTI\), Kolkata, admits through a separate selection test of its own/);
    expect(find("institutions", "srfti-kolkata").exams).not.toContain("ftii-jet");
    expect(find("institutions", "ftii-pune").exams).toContain("ftii-jet");
    for (const kind of ["careers", "degrees", "exams"] as const)
      for (const record of records[kind])
        expect(JSON.stringify(record), `${kind}/${record.id}`).not.toMatch(/FTII\/SRFTI|JET\) of FTII Pune and SRFTI/);
  });

  it("NID's Game Design is a postgraduate course on the Gandhinagar campus", () => {
    const gameDesigner = find("careers", "game-designer");
    expect(gameDesigner.institutions).toEqual(["nid-gandhinagar"]);
    expect(gameDesigner.degrees).toContain("mdes");
    const steps = gameDesigner.pathway.map((step) => `${step.title.en} ${step.detail?.en ?? ""}`);
    expect(steps.find((step) => /NID/.test(step) && /Game Design/.test(step))).toMatch(
      /M\.Des.*Gandhinagar|postgraduate/,
    );
    expect(steps.join(" ")).not.toMatch(/B\.Des in Game/);
  });

  it("GATE and IIT JAM link a site that lasts, not one year's site", () => {
    for (const id of ["gate", "iit-jam"]) {
      const exam = find("exams", id);
      expect(exam.officialSite, id).not.toMatch(/20\d\d/);
      expect(exam.sources.map((source) => source.url).join(" "), id).not.toMatch(/20\d\d/);
    }
  });

  it("SRCC is a government-aided college run by a trust, not a government college", () => {
    expect(find("institutions", "srcc-delhi").type).toBe("aided-college");
  });

  it("colleges link their own site, not their affiliating university's", () => {
    const ownSite: Record<string, string> = {
      "gargi-college-delhi": "https://gargicollege.in/",
      "kirori-mal-college-delhi": "https://kmc.du.ac.in/",
      "ramjas-college-delhi": "https://ramjas.du.ac.in/",
      "st-xaviers-college-ahmedabad": "https://www.sxca.edu.in/",
      "womens-christian-college-chennai": "https://wcc.edu.in/",
      "jai-hind-college-mumbai": "https://www.jaihindcollege.com/",
    };
    for (const [id, site] of Object.entries(ownSite)) expect(find("institutions", id).officialSite, id).toBe(site);
    const universitySites = new Set(
      records.institutions.filter((record) => record.id === "university-of-delhi").map((record) => record.officialSite),
    );
    const delhiColleges = records.institutions.filter(
      (record) => record.id.endsWith("-college-delhi") && universitySites.has(record.officialSite),
    );
    expect(delhiColleges.map((record) => record.id)).toEqual([]);
  });

  it("Kanyashree K1, NMMSS and the other schemes that start in class 8 are found by class 8 students", () => {
    for (const id of ["wb-kanyashree-k1", "nmmss", "tamil-nadu-trust-exam", "jharkhand-savitribai-phule-kishori"])
      expect(find("scholarships", id).levels, id).toContain("class-8");
  });

  it("carries a review date only where a person checked the record, never one date for all", () => {
    const everyRecord: { reviewed?: string | undefined }[] = [
      ...records.careers,
      ...records.exams,
      ...records.degrees,
      ...records.institutions,
      ...records.scholarships,
    ];
    const dated = everyRecord.filter((record) => record.reviewed !== undefined);
    expect(dated.length).toBeGreaterThan(0);
    expect(dated.length).toBeLessThan(50);
    expect(dated.every((record) => record.reviewed === "2026-11-25")).toBe(true);
  });

  it("tags careers with the streams that lead to them: arts students find theirs", () => {
    const inArts = records.careers.filter((career) => (career.streams as readonly string[]).includes("arts"));
    expect(inArts.length).toBeGreaterThanOrEqual(100);
    for (const id of [
      "lawyer",
      "journalist",
      "ias-officer",
      "psychologist",
      "translator",
      "graphic-designer",
      "painter",
    ])
      expect(find("careers", id).streams[0], id).toBe("arts");
    // still open to other streams where they truly are, and `any` kept only where the stream plays no part
    expect(find("careers", "lawyer").streams).toEqual(["arts", "commerce", "science"]);
    expect(find("careers", "electrician").streams).toEqual(["any"]);
    expect(find("careers", "software-engineer").streams).toEqual(["science"]);
  });
});
