import type { CareerRecord } from "@disha/content/knowledge/schemas";
import { t, local, inEnglish, subjectLabel, streamLabel, monthLabel } from "./words.ts";
import {
  careersBehind,
  entityName,
  examNames,
  joinList,
  linkOf,
  mainDegree,
  nameOf,
  paths,
  withoutFullStop,
  years,
} from "./answers.ts";
import { subjectName, type Entity } from "./catalog.ts";
import { careersOfTopic, examsOf, firstSentence, kb, opensTo, sentencesAbout, subjectsOf } from "./knowledge.ts";
import type { Reply } from "./reply.ts";
import type { Asks } from "./understand.ts";

// One fact about one topic: "how many years", "age limit", "which exams", "which colleges"; the
// eligibility rule (yes or no first); and the honest limit for figures the base does not hold.

export type Fact =
  "body" | "admits" | "rules" | "months" | "duration" | "age" | "exams" | "colleges" | "subjects" | "salary";

/** The one fact asked; who runs it, what it admits to, who may apply and when are asked of exams and scholarships. */
export function factAsked(asks: Asks, about?: Entity): Fact | undefined {
  if (about === undefined || about.kind === "exam" || about.kind === "scholarship") {
    if (asks.body) return "body";
    if (asks.months && about?.kind !== "scholarship") return "months";
    if (asks.rules) return "rules";
    if (asks.admits && about?.kind !== "scholarship") return "admits";
  }
  if (asks.duration) return "duration";
  if (asks.age) return "age";
  if (asks.salary) return "salary";
  if (asks.colleges) return "colleges";
  if (asks.subjects && !asks.stream) return "subjects";
  if (asks.exams) return "exams";
  return undefined;
}

const ageSentence = /\b(age|years old|years of age|born)\b/i;

export function factAnswer(entity: Entity, fact: Fact): Reply | undefined {
  const name = entityName(entity);
  const link = linkOf(entity);
  const careers = careersBehind(entity);
  const career: CareerRecord | undefined = entity.kind === "career" ? entity.record : undefined;
  switch (fact) {
    case "body":
    case "admits":
    case "rules":
    case "months":
      return recordFact(entity, fact);
    case "duration": {
      if (entity.kind === "degree") {
        return {
          lead: t("mentor.fact.degreeYears", { degree: name, years: years(entity.record.years) }),
          points: [local(entity.record.description)],
          link,
          kind: "fact",
        };
      }
      if (entity.kind === "exam") {
        return {
          lead: t(`mentor.exam.frequency.${entity.record.frequency}`),
          points: [t("mentor.officialSite", { site: entity.record.officialSite })],
          link,
          kind: "fact",
        };
      }
      if (!career) return undefined;
      const degrees = career.degrees.flatMap((id) => kb.degreeById(id) ?? []);
      const main = mainDegree(career);
      const steps = career.pathway.filter((step) => /\byears?\b/.test(step.title.en)).map((step) => local(step.title));
      return {
        lead: main
          ? t("mentor.fact.careerYears", { career: name, degree: nameOf(main), years: years(main.years) })
          : t("mentor.fact.noYears", { career: name }),
        points: [
          ...steps.slice(0, 2).map(withoutFullStop),
          t("mentor.fact.degreeList", {
            degrees: joinList(degrees.map((degree) => `${nameOf(degree)} (${years(degree.years)})`)),
          }),
        ],
        link,
        kind: "fact",
      };
    }
    case "age": {
      const exams =
        entity.kind === "exam"
          ? [entity.record]
          : careers.flatMap((item) => item.exams.flatMap((id) => kb.examById(id) ?? [])).slice(0, 4);
      const lines = exams.flatMap((exam) =>
        sentencesAbout(inEnglish(exam.eligibility), ageSentence).map((sentence) => `${nameOf(exam)}: ${sentence}`),
      );
      const pathLines = career
        ? career.pathway.flatMap((step) => sentencesAbout(inEnglish(step.detail), ageSentence))
        : [];
      const all = [...lines, ...pathLines];
      const site = exams[0]?.officialSite;
      if (all.length === 0) {
        return {
          lead: t("mentor.fact.noAge", { topic: name }),
          points: site ? [t("mentor.officialSite", { site })] : [],
          link,
          kind: "fact",
        };
      }
      return {
        lead: all[0]!,
        points: [...all.slice(1, 3), ...(site ? [t("mentor.officialSite", { site })] : [])],
        link,
        kind: "fact",
      };
    }
    case "exams": {
      const exams =
        entity.kind === "exam"
          ? [entity.record]
          : entity.kind === "degree"
            ? kb.exams.filter((exam) => exam.degrees?.includes(entity.id))
            : entity.kind === "institution"
              ? entity.record.exams.flatMap((id) => kb.examById(id) ?? [])
              : examsOf(careers);
      if (exams.length === 0) return { lead: t("mentor.fact.noExams", { topic: name }), link, kind: "fact" };
      return {
        lead: t("mentor.fact.exams", { topic: name, exams: examNames(exams.slice(0, 4)) }),
        points: exams.slice(0, 3).map((exam) => `${nameOf(exam)}: ${firstSentence(local(exam.admitsTo))}`),
        link,
        kind: "fact",
      };
    }
    case "colleges": {
      const institutions =
        entity.kind === "exam"
          ? kb.institutionsByExam(entity.id)
          : career
            ? career.institutions.flatMap((id) => kb.institutionById(id) ?? [])
            : entity.kind === "topic" && entity.topic.families
              ? kb.institutions.filter((institution) =>
                  institution.fields.some((field) => entity.topic.families!.includes(field)),
                )
              : [];
      const filters: Record<string, string> =
        entity.kind === "exam" ? { exam: entity.id } : career ? { field: career.family } : {};
      if (institutions.length === 0) {
        return { lead: t("mentor.fact.noColleges", { topic: name }), link: paths.colleges(filters), kind: "fact" };
      }
      return {
        lead: t("mentor.fact.colleges", {
          topic: name,
          colleges: joinList(institutions.slice(0, 4).map((institution) => institution.shortName ?? institution.name)),
        }),
        points: [t("mentor.fact.collegesMore")],
        link: paths.colleges(filters),
        kind: "fact",
      };
    }
    case "subjects": {
      const subjects = career ? career.subjects : subjectsOf(careers).slice(0, 4);
      return {
        lead: t("mentor.fact.subjects", { topic: name, subjects: joinList(subjects.map(subjectLabel)) }),
        points: career?.pathway[0] ? [withoutFullStop(local(career.pathway[0].title))] : [],
        link,
        kind: "fact",
      };
    }
    case "salary": {
      if (career?.salary) {
        return {
          lead: t("mentor.fact.salary", {
            career: name,
            min: career.salary.minInrPerYear.toLocaleString("en-IN"),
            max: career.salary.maxInrPerYear.toLocaleString("en-IN"),
            source: career.salary.source.name,
            year: career.salary.year,
          }),
          link,
          kind: "fact",
        };
      }
      return {
        lead: t("mentor.fact.noSalary", { topic: name }),
        points: [t("mentor.fact.askMentor", { path: paths.mentors })],
        link,
        kind: "fact",
      };
    }
  }
}

const levelNames = (levels: readonly string[]) => joinList(levels.map((level) => level.replace(/-/g, " ")));

/** Who runs an exam or gives a scholarship, what an exam admits to, who may apply, when it is held. */
function recordFact(entity: Entity, fact: "body" | "admits" | "rules" | "months"): Reply | undefined {
  const link = linkOf(entity);
  if (entity.kind === "exam") {
    const exam = entity.record;
    const site = t("mentor.officialSite", { site: exam.officialSite });
    const admits = t("mentor.fact.examAdmits", { exam: nameOf(exam), admitsTo: local(exam.admitsTo) });
    const rules = t("mentor.fact.examEligibility", { exam: nameOf(exam), eligibility: local(exam.eligibility) });
    const body = t("mentor.fact.examBody", { exam: nameOf(exam), body: exam.conductingBody });
    if (fact === "months") {
      const lead = exam.examMonths
        ? t("mentor.fact.examMonths", {
            exam: nameOf(exam),
            months: joinList(exam.examMonths.map(monthLabel)),
            application: exam.applicationMonths ? joinList(exam.applicationMonths.map(monthLabel)) : "-",
          })
        : t(`mentor.exam.frequency.${exam.frequency}`);
      return { lead, points: [body, site], link, kind: "fact" };
    }
    const [lead, ...points] =
      fact === "body" ? [body, admits, site] : fact === "admits" ? [admits, rules, site] : [rules, admits, site];
    return { lead: lead, points, link, kind: "fact" };
  }
  if (entity.kind === "scholarship") {
    const scholarship = entity.record;
    const body = t("mentor.fact.scholarshipBody", { name: nameOf(scholarship), provider: scholarship.provider });
    const rules = t("mentor.fact.scholarshipEligibility", {
      name: nameOf(scholarship),
      levels: levelNames(scholarship.levels),
      income: scholarship.incomeCeilingInr
        ? t("mentor.fact.scholarshipIncome", { amount: scholarship.incomeCeilingInr.toLocaleString("en-IN") })
        : "",
      window: local(scholarship.window),
    });
    const amount = scholarship.amount ? [t("mentor.scholarship.amount", { amount: local(scholarship.amount) })] : [];
    const site = t("mentor.officialSite", { site: scholarship.officialSite });
    return fact === "body"
      ? { lead: body, points: [rules, ...amount, site], link, kind: "fact" }
      : { lead: rules, points: [body, ...amount, site], link, kind: "fact" };
  }
  return undefined;
}

/** "Can I do CA without maths?", "Is Biology required for B.Arch?", "Can an arts student become a psychologist?" */
export function eligibilityAnswer(
  target: Entity,
  condition: { withoutSubjects: string[]; requiredSubjects: string[]; stream: string | undefined },
): Reply | undefined {
  const name = entityName(target);
  const careers = careersBehind(target);
  const exams =
    target.kind === "exam"
      ? [target.record]
      : target.kind === "degree"
        ? kb.exams.filter((exam) => exam.degrees?.includes(target.id))
        : [];
  const eligibilityText = exams.map((exam) => exam.eligibility.en).join(" ");
  const needs = (subject: string): boolean => {
    const word =
      subject === "mathematics" ? /\b(mathematics|maths)\b/i : new RegExp(`\\b${subjectName(subject)}\\b`, "i");
    if (word.test(eligibilityText)) return true;
    if (careers.length === 0) return false;
    const needing = careers.filter((career) =>
      subject === "mathematics"
        ? career.needsMaths
        : career.subjects.slice(0, 3).includes(subject as never) && word.test(career.pathway[0]?.title.en ?? ""),
    );
    return needing.length * 2 > careers.length;
  };
  const usual = subjectsOf(careers).slice(0, 3).map(subjectLabel);
  const start = local(careers[0]?.pathway[0]?.title);
  const supporting = [
    ...(start ? [withoutFullStop(start)] : []),
    ...exams.slice(0, 2).map((exam) => `${nameOf(exam)}: ${local(exam.eligibility)}`),
    ...(careers[0] ? careers[0].pathway.slice(1, 3).map((step) => withoutFullStop(local(step.title))) : []),
  ];
  const subject = condition.withoutSubjects[0] ?? condition.requiredSubjects[0];
  if (subject) {
    const required = needs(subject);
    const asksWithout = condition.withoutSubjects.length > 0;
    const key = asksWithout
      ? required
        ? "mentor.eligibility.withoutNo"
        : "mentor.eligibility.withoutYes"
      : required
        ? "mentor.eligibility.requiredYes"
        : "mentor.eligibility.requiredNo";
    return {
      lead: t(key, { subject: subjectLabel(subject), target: name, usual: joinList(usual) }),
      points: supporting,
      link: linkOf(target),
      kind: "eligibility",
    };
  }
  if (condition.stream) {
    const streams =
      target.kind === "exam" ? target.record.streams : target.kind === "career" ? target.record.streams : undefined;
    const open = streams
      ? opensTo(streams, condition.stream)
      : careers.filter((career) => opensTo(career.streams, condition.stream!)).length * 2 > careers.length;
    return {
      lead: t(open ? "mentor.eligibility.streamYes" : "mentor.eligibility.streamNo", {
        stream: streamLabel(condition.stream),
        target: name,
        usual: joinList(usual),
      }),
      points: supporting,
      link: linkOf(target),
      kind: "eligibility",
    };
  }
  return undefined;
}

/** Exact dates, cut-offs, fees, seat counts: the base does not hold them, so say so and where to look. */
export function honestLimit(limit: NonNullable<Asks["limit"]>, topics: readonly Entity[]): Reply {
  const exams = topics.flatMap((entity) =>
    entity.kind === "exam"
      ? [entity.record]
      : entity.kind === "career"
        ? entity.record.exams.slice(0, 1).flatMap((id) => kb.examById(id) ?? [])
        : [],
  );
  const topicsForCareers = topics.flatMap((entity) =>
    entity.kind === "topic" ? examsOf(careersOfTopic(entity.topic)).slice(0, 1) : [],
  );
  const allExams = [...exams, ...topicsForCareers];
  const institutions = topics.flatMap((entity) => (entity.kind === "institution" ? [entity.record] : []));
  const scholarships = topics.flatMap((entity) => (entity.kind === "scholarship" ? [entity.record] : []));
  const sites = [
    ...institutions.map((institution) => `${institution.shortName ?? institution.name}: ${institution.officialSite}`),
    ...allExams.map((exam) => `${nameOf(exam)}: ${exam.officialSite}`),
    ...scholarships.map((scholarship) => `${nameOf(scholarship)}: ${scholarship.officialSite}`),
  ];
  const named = topics.length > 0 ? joinList(topics.map(entityName)) : t("mentor.limits.thisOne");
  const points: string[] = [];
  if (sites.length > 0)
    points.push(t("mentor.limits.officialSites", { sites: [...new Set(sites)].slice(0, 2).join("; ") }));
  else points.push(t("mentor.limits.noSite"));
  const exam = allExams[0];
  if (limit === "date" && exam?.examMonths) {
    points.push(
      t("mentor.limits.usualMonths", {
        exam: nameOf(exam),
        months: joinList(exam.examMonths.map(monthLabel)),
        application: exam.applicationMonths ? joinList(exam.applicationMonths.map(monthLabel)) : "-",
      }),
    );
  }
  if (limit === "cutoff" || limit === "seats") {
    const counselling = allExams
      .flatMap((item) => sentencesAbout(inEnglish(item.admitsTo), /counselling|JoSAA|MCC/i))
      .slice(0, 1);
    points.push(...counselling);
  }
  const link = topics[0] ? linkOf(topics[0]) : paths.library;
  return { lead: t(`mentor.limits.${limit}`, { topic: named }), points, link, kind: "limits" };
}
