import { knowledgeBase } from "@disha/content/knowledge/base";
import type { InstitutionRecord, ScholarshipRecord } from "@disha/content/knowledge/schemas";
import type { ApiError } from "@disha/shared";
import { t } from "@disha/shared/i18n";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../testing/test-server.ts";
import { TestClient } from "../../testing/test-client.ts";
import { PAGE_SIZE_MAX } from "./schemas.ts";
import type { CareerDetail, CareerSummary, ExamDetail, ExamSummary, Page } from "./service.ts";

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(async () => {
  await context.close();
});

async function list<T>(path: string): Promise<Page<T>> {
  const response = await new TestClient(context).get<Page<T>>(path);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body;
}

const ids = (page: Page<{ id: string }>) => page.items.map((item) => item.id);
const career = (id: string) => knowledgeBase.careerById(id)!;
const all = `pageSize=${PAGE_SIZE_MAX}`;

describe("GET /api/careers", () => {
  it("lists every career in name order, 20 to a page, as summaries the browser may cache", async () => {
    const response = await new TestClient(context).get<Page<CareerSummary>>("/api/careers");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=300");
    expect(response.body.total).toBe(knowledgeBase.careers.length);
    expect(response.body.items).toHaveLength(20);
    const names = response.body.items.map((item) => item.name.en);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" })));
    const nurse = (await list<CareerSummary>("/api/careers?query=nurse")).items[0];
    expect(nurse).toEqual({
      id: "nurse",
      slug: "nurse",
      name: { en: "Nurse", hi: "नर्स" },
      family: "medicine-allied-health",
      streams: ["science"],
      riasec: "SIC",
      summary: career("nurse").summary,
    });
  });

  it("narrows by stream: arts leaves out engineering and keeps careers open to any stream", async () => {
    const arts = await list<CareerSummary>(`/api/careers?stream=arts&${all}`);
    const everyArts = [...ids(arts), ...ids(await list(`/api/careers?stream=arts&${all}&page=2`))];
    expect(everyArts).not.toContain("civil-engineer");
    expect(everyArts).not.toContain("doctor");
    expect(everyArts).toContain("journalist");
    expect(arts.total).toBe(everyArts.length);
    expect(arts.total).toBeLessThan(knowledgeBase.careers.length);
    for (const item of arts.items) expect(item.streams.some((s) => s === "arts" || s === "any")).toBe(true);
  });

  it("narrows by family, RIASEC letter, exam, no maths and a vocational route", async () => {
    const medical = await list<CareerSummary>(`/api/careers?family=medicine-allied-health&${all}`);
    expect(ids(medical)).toEqual(expect.arrayContaining(["doctor", "nurse", "dentist"]));
    expect(medical.items.every((item) => item.family === "medicine-allied-health")).toBe(true);
    expect(medical.total).toBe(knowledgeBase.careersByFamily("medicine-allied-health").length);

    const artistic = await list<CareerSummary>(`/api/careers?riasec=a&${all}`);
    expect(artistic.items.every((item) => item.riasec.includes("A"))).toBe(true);
    expect(ids(artistic)).toContain("journalist");
    expect(ids(artistic)).not.toContain("nurse");

    const neet = await list<CareerSummary>(`/api/careers?exam=neet-ug&${all}`);
    expect(ids(neet)).toEqual(expect.arrayContaining(["doctor", "nurse"]));
    expect(ids(neet)).not.toContain("civil-engineer");
    expect(neet.items.every((item) => career(item.id).exams.includes("neet-ug"))).toBe(true);

    const noMaths = await list<CareerSummary>(`/api/careers?noMaths=true&${all}`);
    expect(noMaths.total).toBe(knowledgeBase.careers.filter((each) => !each.needsMaths).length);
    expect(ids(noMaths)).not.toContain("civil-engineer");
    expect((await list(`/api/careers?noMaths=false`)).total).toBe(knowledgeBase.careers.length);

    const vocational = await list<CareerSummary>(`/api/careers?vocational=true&family=medicine-allied-health&${all}`);
    expect(ids(vocational)).toContain("nurse");
    expect(ids(vocational)).not.toContain("doctor");
    expect(vocational.items.every((item) => career(item.id).vocational !== undefined)).toBe(true);

    const combined = await list<CareerSummary>("/api/careers?family=medicine-allied-health&noMaths=true&riasec=S");
    expect(combined.items.length).toBeGreaterThan(0);
    for (const item of combined.items) {
      expect(item.family).toBe("medicine-allied-health");
      expect(item.riasec).toContain("S");
      expect(career(item.id).needsMaths).toBe(false);
    }
  });

  it("finds the nurse first for a misspelt or partial query, and the doctor for 'doc'", async () => {
    expect((await list<CareerSummary>("/api/careers?query=nurce")).items[0]?.id).toBe("nurse");
    expect((await list<CareerSummary>("/api/careers?query=nurse")).items[0]?.id).toBe("nurse");
    expect((await list<CareerSummary>("/api/careers?query=NURSE")).items[0]?.id).toBe("nurse");
    expect(ids(await list<CareerSummary>("/api/careers?query=doc")).slice(0, 3)).toContain("doctor");
    expect((await list<CareerSummary>("/api/careers?query=docter")).items[0]?.id).toBe("doctor");
    expect((await list<CareerSummary>("/api/careers?query=civil%20engineer")).items[0]?.id).toBe("civil-engineer");
    // the names of a career's exams are searched too
    expect(ids(await list<CareerSummary>(`/api/careers?query=neet&${all}`))).toContain("doctor");
    expect(await list("/api/careers?query=xqzvwk")).toEqual({ items: [], total: 0 });
  });

  it("applies the filters to search results", async () => {
    const scienceDoctors = ids(await list<CareerSummary>(`/api/careers?query=doctor&${all}`));
    const commerceDoctors = ids(await list<CareerSummary>(`/api/careers?query=doctor&stream=commerce&${all}`));
    expect(scienceDoctors).toContain("doctor");
    expect(commerceDoctors).not.toContain("doctor");
    expect(commerceDoctors.every((id) => scienceDoctors.includes(id))).toBe(true);
  });

  it("pages through one ordering, with the same total on every page", async () => {
    const fourteen = await list<CareerSummary>("/api/careers?pageSize=14");
    const first = await list<CareerSummary>("/api/careers?pageSize=7&page=1");
    const second = await list<CareerSummary>("/api/careers?pageSize=7&page=2");
    expect([...ids(first), ...ids(second)]).toEqual(ids(fourteen));
    expect(new Set([first.total, second.total, fourteen.total])).toEqual(new Set([knowledgeBase.careers.length]));
    const lastPage = Math.ceil(knowledgeBase.careers.length / PAGE_SIZE_MAX);
    const last = await list(`/api/careers?${all}&page=${lastPage}`);
    expect(last.items).toHaveLength(knowledgeBase.careers.length - (lastPage - 1) * PAGE_SIZE_MAX);
    expect(await list(`/api/careers?${all}&page=${lastPage + 1}`)).toEqual({
      items: [],
      total: knowledgeBase.careers.length,
    });
    // an empty value is no filter, as a form's "any" choice sends it
    expect((await list("/api/careers?stream=&query=&page=")).total).toBe(knowledgeBase.careers.length);
  });

  it("answers 400 in the shared shape, naming the parameter, for a bad one", async () => {
    const client = new TestClient(context);
    const cases: [string, string, string][] = [
      ["pageSize=101", "pageSize", t("errors.knowledge.pageSize", { max: PAGE_SIZE_MAX })],
      ["pageSize=0", "pageSize", t("errors.knowledge.pageSize", { max: PAGE_SIZE_MAX })],
      ["page=0", "page", t("errors.knowledge.page")],
      ["page=two", "page", t("errors.knowledge.page")],
      ["page=1.5", "page", t("errors.knowledge.page")],
      ["stream=maths", "stream", t("validation.chooseOneOf", { choices: "science, commerce, arts" })],
      ["family=medicine", "family", t("errors.knowledge.unknownFamily")],
      ["riasec=X", "riasec", t("errors.knowledge.riasec")],
      ["riasec=RI", "riasec", t("errors.knowledge.riasec")],
      ["exam=no-such-exam", "exam", t("errors.knowledge.unknownExamFilter")],
      ["noMaths=yes", "noMaths", t("errors.knowledge.trueOrFalse")],
      ["steam=arts", "_", t("errors.knowledge.unknownParameter", { names: "steam" })],
      [`query=${"a".repeat(101)}`, "query", t("errors.knowledge.queryTooLong", { max: 100 })],
    ];
    for (const [query, field, message] of cases) {
      const response = await client.get<ApiError>(`/api/careers?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body.error).toEqual({
        code: "validation_failed",
        message: t("errors.generic.fieldsNeedAttention"),
        fields: { [field]: message },
      });
      expect(response.headers.get("cache-control")).toBe("no-store");
    }
  });
});

describe("GET /api/careers/:slug", () => {
  it("answers the full record with its exams, degrees, institutions and related careers named", async () => {
    const response = await new TestClient(context).get<CareerDetail>("/api/careers/nurse");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=300");
    const nurse = response.body;
    const record = career("nurse");
    expect(nurse).toMatchObject({
      id: "nurse",
      slug: "nurse",
      name: { en: "Nurse" },
      dayToDay: record.dayToDay,
      pathway: record.pathway,
      vocational: record.vocational,
      needsMaths: false,
    });
    expect(nurse.exams).toEqual([
      { id: "neet-ug", name: { en: "NEET-UG" } },
      { id: "aiims-norcet", name: knowledgeBase.examById("aiims-norcet")!.name },
    ]);
    expect(nurse.degrees.map((degree) => degree.id)).toEqual(record.degrees);
    expect(nurse.degrees[0]).toEqual({ id: "bsc-nursing", name: knowledgeBase.degreeById("bsc-nursing")!.name });
    expect(nurse.institutions).toContainEqual({
      id: "aiims-new-delhi",
      name: knowledgeBase.institutionById("aiims-new-delhi")!.name,
    });
    expect(nurse.related).toContainEqual({ id: "doctor", name: career("doctor").name });
    expect(nurse.related).toHaveLength(record.related.length);

    // free learning: the nursing council first, then free portals, each an official https address
    expect(nurse.freeLearning[0]).toEqual({
      id: "indian-nursing-council",
      name: { en: "Indian Nursing Council", hi: "भारतीय नर्सिंग परिषद" },
      provider: "Indian Nursing Council",
      description: { en: expect.stringContaining("nursing") as string, hi: expect.stringContaining("नर्सिंग") as string },
      url: "https://www.indiannursingcouncil.org/",
    });
    expect(nurse.freeLearning.map((link) => link.url)).toContain("https://swayam.gov.in/");
    expect(nurse.freeLearning.length).toBeGreaterThanOrEqual(2);
    for (const link of nurse.freeLearning) {
      expect(link.url).toMatch(/^https:\/\/[a-z0-9.-]+\.(gov\.in|nic\.in|ac\.in|org)\//);
      expect(Object.keys(link).sort()).toEqual(["description", "id", "name", "provider", "url"]);
    }
  });

  it("answers 404 in the shared shape for an unknown career", async () => {
    const response = await new TestClient(context).get<ApiError>("/api/careers/astronaut-chef");
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: { code: "not_found", message: t("errors.knowledge.unknownCareer") } });
  });
});

describe("GET /api/exams", () => {
  it("lists every exam and narrows by stream, level, after and month", async () => {
    expect((await list("/api/exams")).total).toBe(knowledgeBase.exams.length);

    const arts = await list<ExamSummary>(`/api/exams?stream=arts&${all}`);
    expect(ids(arts)).not.toContain("neet-ug");
    expect(ids(arts)).not.toContain("jee-main");
    expect(ids(arts)).toEqual(expect.arrayContaining(["clat", "cuet-ug"]));

    const state = await list<ExamSummary>(`/api/exams?level=state&${all}`);
    expect(state.total).toBeGreaterThan(0);
    expect(state.items.every((exam) => exam.level === "state")).toBe(true);
    expect(ids(state)).not.toContain("neet-ug");

    const afterTen = await list<ExamSummary>(`/api/exams?after=class-10&${all}`);
    expect(afterTen.items.every((exam) => exam.after === "class-10")).toBe(true);
    expect(ids(afterTen)).toContain("up-jeecup");

    const may = await list<ExamSummary>(`/api/exams?month=5&${all}`);
    expect(ids(may)).toContain("neet-ug");
    for (const exam of may.items) expect([...(exam.applicationMonths ?? []), ...(exam.examMonths ?? [])]).toContain(5);
    const expected = knowledgeBase.exams.filter((exam) =>
      [...(exam.applicationMonths ?? []), ...(exam.examMonths ?? [])].includes(5),
    );
    expect(may.total).toBe(expected.length);
  });

  it("narrows by state: national exams, the state's own and those every state holds, never another state's", async () => {
    const up = await list<ExamSummary>(`/api/exams?state=uttar-pradesh&level=state&${all}`);
    expect(ids(up)).toEqual(expect.arrayContaining(["up-jeecup", "uppsc-pcs", "judicial-services-exam"]));
    expect(ids(up)).not.toContain("kcet");
    expect(up.items.every((exam) => exam.state === undefined || exam.state === "uttar-pradesh")).toBe(true);
    const national = (query: string) => list<ExamSummary>(`/api/exams?level=national&${query}`);
    expect((await national("state=uttar-pradesh")).total).toBe((await national("")).total);
    expect(ids(await list<ExamSummary>(`/api/exams?state=karnataka&level=state&${all}`))).toContain("kcet");
    expect((await new TestClient(context).get("/api/exams?state=atlantis")).status).toBe(400);
  });

  it("searches names, full names, conducting bodies and what an exam admits to", async () => {
    expect((await list<ExamSummary>("/api/exams?query=neet%20ug")).items[0]?.id).toBe("neet-ug");
    expect(
      ids(await list<ExamSummary>("/api/exams?query=jee"))
        .slice(0, 2)
        .sort(),
    ).toEqual(["jee-advanced", "jee-main"]);
    expect(ids(await list<ExamSummary>(`/api/exams?query=national%20testing%20agency&${all}`))).toContain("neet-ug");
    expect(ids(await list<ExamSummary>(`/api/exams?query=mbbs&${all}`))).toContain("neet-ug");
  });

  it("lists the exam a school student takes next first: NEET-UG, CUET-UG and CLAT before their postgraduate namesakes", async () => {
    for (const [query, first, after] of [
      ["NEET", "neet-ug", ["neet-pg", "neet-mds", "neet-ss"]],
      ["CUET", "cuet-ug", ["cuet-pg"]],
      ["CLAT", "clat", ["clat-pg"]],
    ] as const) {
      const found = ids(await list<ExamSummary>(`/api/exams?query=${query}&${all}`));
      expect(found[0], query).toBe(first);
      for (const postgraduate of after) expect(found, query).toContain(postgraduate);
    }
    // a student who asks for the postgraduate one by name still gets it first
    expect(ids(await list<ExamSummary>("/api/exams?query=neet%20pg"))[0]).toBe("neet-pg");
  });

  it("lists without a query put what a student takes next first, as the exam calendar shows them", async () => {
    const needsDegree = (id: string) => knowledgeBase.examById(id)!.after === "graduation";
    // each month of the calendar, in the order the page shows them
    for (let month = 1; month <= 12; month += 1) {
      const inMonth = ids(await list<ExamSummary>(`/api/exams?month=${month}&${all}`)).map(needsDegree);
      expect(inMonth.indexOf(true) < 0 ? inMonth.length : inMonth.indexOf(true), `month ${month}`).toBe(
        inMonth.filter((postgraduate) => !postgraduate).length,
      );
    }
    const every = [...ids(await list(`/api/exams?${all}`)), ...ids(await list(`/api/exams?${all}&page=2`))];
    const stages = every.map(needsDegree);
    expect(stages.indexOf(true)).toBe(stages.filter((postgraduate) => !postgraduate).length);
  });

  it("answers 400 for a bad month or level", async () => {
    const client = new TestClient(context);
    for (const query of ["month=13", "month=0", "month=may", "level=district", "after=class-8"]) {
      const response = await client.get<ApiError>(`/api/exams?${query}`);
      expect(response.status, query).toBe(400);
      expect(Object.keys(response.body.error.fields ?? {})).toEqual([query.split("=")[0]]);
    }
  });
});

describe("GET /api/exam-names", () => {
  it("names every exam, in the exams list's order, with nothing else: a filter's options in one small answer", async () => {
    const response = await new TestClient(context).get<{ id: string; name: { en: string } }[]>("/api/exam-names");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=300");
    const listed = [
      ...(await list<ExamSummary>(`/api/exams?${all}&page=1`)).items,
      ...(await list<ExamSummary>(`/api/exams?${all}&page=2`)).items,
    ];
    expect(knowledgeBase.exams.length).toBeLessThanOrEqual(2 * PAGE_SIZE_MAX);
    expect(response.body.map((exam) => exam.id)).toEqual(listed.map((exam) => exam.id));
    expect(response.body[0]).toEqual({ id: listed[0]!.id, name: listed[0]!.name });
    expect(response.body).toHaveLength(knowledgeBase.exams.length);
  });
});

describe("GET /api/exams/:id", () => {
  it("answers the full record with the institutions that admit through it", async () => {
    const response = await new TestClient(context).get<ExamDetail>("/api/exams/neet-ug");
    expect(response.status).toBe(200);
    const exam = response.body;
    expect(exam).toMatchObject({
      id: "neet-ug",
      conductingBody: "National Testing Agency (NTA)",
      eligibility: knowledgeBase.examById("neet-ug")!.eligibility,
    });
    expect(exam.degrees).toContainEqual({ id: "mbbs", name: knowledgeBase.degreeById("mbbs")!.name });
    expect(exam.institutions).toHaveLength(knowledgeBase.institutionsByExam("neet-ug").length);
    expect(exam.institutions.every((institution) => institution.exams.includes("neet-ug"))).toBe(true);
    expect(exam.institutions.map((institution) => institution.id)).toContain("aiims-new-delhi");
  });

  it("answers 404 for an unknown exam", async () => {
    const response = await new TestClient(context).get<ApiError>("/api/exams/neet-xyz");
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: { code: "not_found", message: t("errors.knowledge.unknownExam") } });
  });
});

describe("GET /api/institutions", () => {
  it("narrows by state, type, field and exam", async () => {
    const kerala = await list<InstitutionRecord>(`/api/institutions?state=kerala&${all}`);
    expect(kerala.total).toBe(knowledgeBase.institutions.filter((each) => each.state === "kerala").length);
    expect(kerala.total).toBeGreaterThan(0);
    expect(kerala.items.every((institution) => institution.state === "kerala")).toBe(true);

    const iits = await list<InstitutionRecord>(`/api/institutions?type=iit&${all}`);
    expect(ids(iits)).toContain("iit-bombay");
    expect(iits.items.every((institution) => institution.type === "iit")).toBe(true);

    const law = await list<InstitutionRecord>(`/api/institutions?field=law-judiciary&state=karnataka`);
    expect(law.total).toBeGreaterThan(0);
    for (const institution of law.items) {
      expect(institution.fields).toContain("law-judiciary");
      expect(institution.state).toBe("karnataka");
    }

    const jee = await list<InstitutionRecord>(`/api/institutions?exam=jee-main&${all}`);
    expect(jee.total).toBe(knowledgeBase.institutionsByExam("jee-main").length);
    expect(jee.items.every((institution) => institution.exams.includes("jee-main"))).toBe(true);
  });

  it("searches name, short name and city", async () => {
    expect((await list<InstitutionRecord>("/api/institutions?query=iit%20bombay")).items[0]?.id).toBe("iit-bombay");
    expect(ids(await list<InstitutionRecord>("/api/institutions?query=AAU"))).toContain("aau-anand");
    const anand = await list<InstitutionRecord>("/api/institutions?query=anand");
    expect(ids(anand)).toContain("aau-anand");
  });

  it("answers 400 for an unknown state or type", async () => {
    const client = new TestClient(context);
    const state = await client.get<ApiError>("/api/institutions?state=Kerala");
    expect(state.status).toBe(400);
    expect(state.body.error.fields).toEqual({ state: t("errors.knowledge.unknownState") });
    expect((await client.get("/api/institutions?type=school")).status).toBe(400);
    expect((await client.get("/api/institutions?exam=jee")).status).toBe(400);
  });
});

describe("GET /api/scholarships", () => {
  const scholarships = (query: string) => list<ScholarshipRecord>(`/api/scholarships?${all}&${query}`);

  it("narrows by level and family income: a ceiling below the income hides the scholarship", async () => {
    const classEleven = await scholarships("level=class-11");
    expect(classEleven.items.every((each) => each.levels.includes("class-11"))).toBe(true);
    expect(ids(classEleven)).toEqual(expect.arrayContaining(["nsp-post-matric-sc", "nmmss"]));
    expect(ids(classEleven)).not.toContain("aditya-birla-scholarship");

    const earning = await scholarships("level=class-11&income=300000");
    expect(ids(earning)).not.toContain("nsp-post-matric-sc"); // ceiling 2.5 lakh
    expect(ids(earning)).toContain("nmmss"); // ceiling 3.5 lakh
    expect(earning.total).toBeLessThan(classEleven.total);
    expect(earning.items.every((each) => (each.incomeCeilingInr ?? Infinity) >= 300000)).toBe(true);
  });

  it("shows girls what is for girls and for everyone, and everyone only what is open to all", async () => {
    const girls = await scholarships("gender=female");
    const anyone = await scholarships("gender=any");
    expect(ids(girls)).toEqual(expect.arrayContaining(["cbse-single-girl-child", "aditya-birla-scholarship"]));
    expect(ids(anyone)).toContain("aditya-birla-scholarship");
    expect(ids(anyone)).not.toContain("cbse-single-girl-child");
    expect(anyone.items.every((each) => each.gender === "any")).toBe(true);
    expect(girls.total).toBe(knowledgeBase.scholarships.length);
  });

  it("narrows by state (all-India ones stay), category and stream", async () => {
    const kerala = await scholarships("state=kerala");
    expect(ids(kerala)).toEqual(expect.arrayContaining(["kerala-egrantz", "aditya-birla-scholarship"]));
    expect(ids(kerala)).not.toContain("bihar-post-matric");
    expect(kerala.items.every((each) => each.states.some((where) => where === "all" || where === "kerala"))).toBe(true);

    const sc = await scholarships("category=sc");
    expect(ids(sc)).toEqual(expect.arrayContaining(["nsp-post-matric-sc", "aditya-birla-scholarship"]));
    expect(ids(sc)).not.toContain("aicte-saksham");

    const commerce = await scholarships("stream=commerce");
    expect(commerce.items.every((each) => each.streams.some((s) => s === "any" || s === "commerce"))).toBe(true);
  });

  it("searches name and provider, and refuses a bad income", async () => {
    expect(ids(await scholarships("query=aditya%20birla"))[0]).toBe("aditya-birla-scholarship");
    expect(ids(await scholarships("query=kanyashree"))).toEqual(
      expect.arrayContaining(["wb-kanyashree-k1", "wb-kanyashree-k2"]),
    );
    const client = new TestClient(context);
    for (const query of ["income=-5", "income=lots", "level=class-7", "gender=male", "category=general"]) {
      expect((await client.get(`/api/scholarships?${query}`)).status, query).toBe(400);
    }
  });
});
