import type {
  CareerRecord,
  DegreeRecord,
  ExamRecord,
  InstitutionRecord,
  ScholarshipRecord,
} from "@disha/content/knowledge/schemas";
import type { Topic } from "@disha/content/vocabulary";
import { familyLabel, inHindi, local, monthLabel, streamLabel, subjectLabel, t, type LocalizedText } from "./words.ts";
import { subjectName, type Entity } from "./catalog.ts";
import {
  careersBestKnownFirst,
  careersOfStream,
  careersOfTopic,
  careerText,
  careersWithDegree,
  careersWithExam,
  degreesAfter,
  degreesBefore,
  degreesOf,
  examsForDegree,
  examsOf,
  firstSentence,
  kb,
  opensTo,
  sentencesAbout,
  streamSubjectsOf,
  streamSummary,
  subjectsOf,
} from "./knowledge.ts";
import type { Reply } from "./reply.ts";
import { escapeRegExp } from "./text.ts";
import type { Asks } from "./understand.ts";

// The answers, one function per kind of question. Each returns the direct answer first, a few short
// points and one link into the app; every fact comes from the knowledge base.

export const paths = {
  // the web app's routes (apps/web/src/config/paths.ts); a test holds the two together
  career: (id: string) => `/careers/${id}`,
  exam: (id: string) => `/exams/${id}`,
  careers: (filters: Record<string, string>) => `/careers?${new URLSearchParams(filters).toString()}`,
  colleges: (filters: Record<string, string>) => `/colleges?${new URLSearchParams(filters).toString()}`,
  scholarships: (filters: Record<string, string>) => `/scholarships?${new URLSearchParams(filters).toString()}`,
  quiz: "/career-quiz",
  mentors: "/mentors",
  workshops: "/workshops",
  profile: "/dashboard/profile",
  library: "/careers",
  // the ask form, filled in with the student's question (never posted without them)
  community: (question: string) =>
    `/community?${new URLSearchParams({ ask: question.trim().slice(0, 150) }).toString()}`,
};

export function joinList(items: readonly string[], conjunction: "and" | "or" = "and"): string {
  if (items.length <= 1) return items[0] ?? "";
  return t(`mentor.list.${conjunction}`, {
    items: items.slice(0, -1).join(t("mentor.list.separator")),
    last: items[items.length - 1] ?? "",
  });
}

const nameOf = (record: { name: LocalizedText }) => local(record.name);
const examName = (exam: ExamRecord | undefined) => (exam ? nameOf(exam) : "\u0000");
const years = (count: number) => t("mentor.years", { count });
const lowerFirst = (text: string) => (/^[A-Z][a-z]/.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text);
const withoutFullStop = (text: string) => text.replace(/[.。।]\s*$/, "");

export function entityName(entity: Entity): string {
  switch (entity.kind) {
    case "career":
    case "exam":
    case "degree":
    case "scholarship":
      return local(entity.record.name);
    case "institution":
      return entity.record.shortName ?? entity.record.name;
    case "topic":
      return topicName(entity.topic);
    case "subject":
      return joinList(entity.subjects.map(subjectLabel));
  }
}

export function topicName(topic: Topic): string {
  if (topic.stream) return streamLabel(topic.stream);
  // the vocabulary's words are English: a Hindi answer names the topic's career family instead
  const family = topic.families?.[0];
  if (family && inHindi()) return familyLabel(family);
  const first = topic.say[0] ?? topic.id;
  return first.charAt(0).toUpperCase() + first.slice(1);
}

export function linkOf(entity: Entity): string {
  switch (entity.kind) {
    case "career":
      return paths.career(entity.id);
    case "exam":
      return paths.exam(entity.id);
    case "degree":
      return paths.careers({ query: entity.record.name.en });
    case "institution":
      return paths.colleges({ query: entity.record.shortName ?? entity.record.name });
    case "scholarship":
      return paths.scholarships({ query: entity.record.name.en });
    case "topic":
      return entity.topic.stream
        ? paths.careers({ stream: entity.topic.stream })
        : paths.careers({ family: entity.topic.families?.[0] ?? "" });
    case "subject":
      return paths.careers({ query: subjectName(entity.subjects[0] ?? "") });
  }
}

function mainDegree(career: CareerRecord): DegreeRecord | undefined {
  return (
    career.degrees.map((id) => kb.degreeById(id)).find((degree) => degree?.after !== "graduation") ??
    kb.degreeById(career.degrees[0] ?? "")
  );
}

function careerWithDegree(career: CareerRecord): string {
  const degree = mainDegree(career);
  return degree ? `${nameOf(career)} (${nameOf(degree)})` : nameOf(career);
}

function examNames(exams: readonly ExamRecord[]): string {
  return joinList(exams.map(nameOf));
}

/** The steps of a career's pathway, at most four points: the optional ones go first when there are more. */
function pathwayPoints(career: CareerRecord, limit: number): string[] {
  const steps = career.pathway.filter((step) => !/^Optional\b/i.test(step.title.en));
  const titles = steps.map((step) => withoutFullStop(local(step.title)));
  if (titles.length <= limit) return titles;
  return [...titles.slice(0, limit - 1), titles.slice(limit - 1).join(t("mentor.then"))];
}

export function careerCard(career: CareerRecord, detail: boolean): Reply {
  const points = pathwayPoints(career, detail ? 8 : 4);
  if (detail) {
    const degree = mainDegree(career);
    if (degree)
      points.push(
        t("mentor.career.degree", {
          degree: nameOf(degree),
          years: years(degree.years),
          description: firstSentence(local(degree.description)),
        }),
      );
    points.push(
      t("mentor.career.skills", { skills: joinList(career.skills.map((skill) => lowerFirst(local(skill)))) }),
    );
  } else if (!points.some((point) => career.exams.some((id) => point.includes(examName(kb.examById(id)))))) {
    const exams = career.exams.flatMap((id) => kb.examById(id) ?? []).filter((exam) => exam.after !== "graduation");
    if (exams.length > 0) points.push(t("mentor.facts.exams", { exams: examNames(exams.slice(0, 3)) }));
  }
  const degreeStep = career.pathway.find((step) => step.stage === "degree");
  const degree = mainDegree(career);
  if (!detail && degree && degreeStep && local(degreeStep.title).split(" ").length <= 8) {
    const index = points.findIndex((point) => point === withoutFullStop(local(degreeStep.title)));
    if (index >= 0)
      points[index] =
        `${points[index]}${inHindi() ? "।" : "."} ${t("mentor.career.degreeAbout", { degree: nameOf(degree), about: lowerFirst(firstSentence(local(degree.description))) })}`;
  }
  return {
    lead: t("mentor.career.lead", { career: nameOf(career), summary: local(career.summary) }),
    points,
    link: paths.career(career.id),
    kind: "career",
  };
}

function months(list: readonly number[] | undefined): string | undefined {
  return list && list.length > 0 ? joinList(list.map(monthLabel)) : undefined;
}

export function examCard(exam: ExamRecord): Reply {
  const held = months(exam.examMonths);
  return {
    lead: t("mentor.exam.lead", { exam: nameOf(exam), fullName: local(exam.fullName), body: exam.conductingBody }),
    points: [
      t("mentor.exam.admitsTo", { admitsTo: local(exam.admitsTo) }),
      t("mentor.exam.eligibility", { eligibility: local(exam.eligibility) }),
      held ? t("mentor.exam.usuallyHeld", { months: held }) : t(`mentor.exam.frequency.${exam.frequency}`),
      t("mentor.officialSite", { site: exam.officialSite }),
    ],
    link: paths.exam(exam.id),
    kind: "exam",
  };
}

export function degreeCard(degree: DegreeRecord, asks: Asks): Reply {
  const careers = careersWithDegree(degree.id);
  const exams = examsForDegree(degree);
  if (asks.after === "class-12" && degree.after === "graduation") {
    const first = degreesBefore(degree).slice(0, 4);
    return {
      lead: t("mentor.degree.before", { degree: nameOf(degree), first: joinList(first.map(nameOf), "or") }),
      points: [
        t("mentor.degree.duration", {
          degree: nameOf(degree),
          fullName: local(degree.fullName),
          years: years(degree.years),
        }),
        firstSentence(local(degree.description)),
        ...(exams.length > 0 ? [t("mentor.degree.entrance", { exams: examNames(exams.slice(0, 3)) })] : []),
      ],
      link: paths.careers({ query: nameOf(degree) }),
      kind: "degree-route",
    };
  }
  if (asks.after === "graduation" || (asks.listCareers && !asks.duration)) {
    const next = degreesAfter(degree).slice(0, 4);
    return {
      lead: t("mentor.degree.afterLead", { degree: nameOf(degree) }),
      points: [
        ...(next.length > 0
          ? [
              t("mentor.degree.studyFurther", {
                degrees: joinList(next.map((item) => `${nameOf(item)} (${years(item.years)})`)),
              }),
            ]
          : []),
        t("mentor.degree.jobs", { careers: joinList(careers.slice(0, 4).map(nameOf)) }),
        ...sentencesAbout(local(degree.description), /\bAfter it\b/).slice(0, 1),
      ],
      link: paths.careers({ query: nameOf(degree) }),
      kind: "degree-after",
    };
  }
  return {
    lead: `${t("mentor.degree.duration", { degree: nameOf(degree), fullName: local(degree.fullName), years: years(degree.years) })} ${local(degree.description)}`,
    points: [
      ...(exams.length > 0 ? [t("mentor.degree.entrance", { exams: examNames(exams.slice(0, 4)) })] : []),
      ...(careers.length > 0
        ? [t("mentor.degree.careers", { careers: joinList(careers.slice(0, 4).map(nameOf)) })]
        : []),
    ],
    link: paths.careers({ query: nameOf(degree) }),
    kind: "degree",
  };
}

const typeLabels: Record<string, string> = {
  iit: "an IIT",
  nit: "an NIT",
  iiit: "an IIIT",
  iiser: "an IISER",
  aiims: "an AIIMS",
  nlu: "a National Law University",
  iim: "an IIM",
  nid: "a National Institute of Design",
  nift: "a NIFT campus",
};

function stateLabel(state: string): string {
  return state
    .split("-")
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join(" ");
}

export function institutionCard(institution: InstitutionRecord): Reply {
  const exams = institution.exams.flatMap((id) => kb.examById(id) ?? []);
  return {
    lead: t("mentor.institution.lead", {
      name: institution.name,
      type: typeLabels[institution.type] ?? t(`mentor.institution.type`, { type: institution.type.replace(/-/g, " ") }),
      city: institution.city,
      state: stateLabel(institution.state),
    }),
    points: [
      exams.length > 0
        ? t("mentor.institution.exams", { exams: examNames(exams.slice(0, 5)) })
        : t("mentor.institution.direct"),
      t("mentor.institution.fields", { fields: joinList(institution.fields.map((field) => field.replace(/-/g, " "))) }),
      t("mentor.officialSite", { site: institution.officialSite }),
    ],
    link: paths.colleges({ query: institution.shortName ?? institution.name }),
    kind: "institution",
  };
}

export function scholarshipCard(scholarship: ScholarshipRecord): Reply {
  const states =
    scholarship.states[0] === "all" ? t("mentor.scholarship.allStates") : joinList(scholarship.states.map(stateLabel));
  return {
    lead: t("mentor.scholarship.lead", {
      name: nameOf(scholarship),
      provider: scholarship.provider,
      window: local(scholarship.window),
    }),
    points: [
      t("mentor.scholarship.levels", {
        levels: joinList(scholarship.levels.map((level) => level.replace(/-/g, " "))),
        states,
      }),
      ...(scholarship.incomeCeilingInr
        ? [t("mentor.scholarship.income", { amount: scholarship.incomeCeilingInr.toLocaleString("en-IN") })]
        : []),
      ...(scholarship.amount ? [t("mentor.scholarship.amount", { amount: local(scholarship.amount) })] : []),
      t("mentor.officialSite", { site: scholarship.officialSite }),
    ],
    link: paths.scholarships({ query: nameOf(scholarship) }),
    kind: "scholarship",
  };
}

/** One exam per family of exams ("CA Foundation" stands for the CA exams), so a list shows the range. */
function oneEachFamily(exams: readonly ExamRecord[]): ExamRecord[] {
  const seen = new Set<string>();
  return exams.filter((exam) => {
    const family = exam.name.en.split(/[\s-]/)[0]!.toLowerCase();
    if (seen.has(family)) return false;
    seen.add(family);
    return true;
  });
}

/** The careers of a field, those that carry the field's own word ("finance": Financial Analyst) first. */
function careersNamedFor(topic: Topic): CareerRecord[] {
  const careers = careersOfTopic(topic);
  if (!topic.families) return careers;
  const word = new RegExp(`\\b${escapeRegExp((topic.say[0] ?? "").slice(0, 6))}`, "i");
  const named: CareerRecord[] = [];
  const others: CareerRecord[] = [];
  for (const career of careers) (word.test(careerText(career)) ? named : others).push(career);
  return [...named, ...others];
}

export function topicCard(topic: Topic, asks: Asks): Reply {
  const careers = careersNamedFor(topic);
  const name = topicName(topic);
  const link = topic.stream
    ? paths.careers({ stream: topic.stream })
    : paths.careers({ family: topic.families?.[0] ?? "" });
  if (asks.exams) {
    let exams = examsOf(careers).filter((exam) =>
      asks.stateLevel ? exam.level === "state" : exam.after !== "graduation",
    );
    if (exams.length === 0) exams = examsOf(careers);
    return {
      lead: t(asks.stateLevel ? "mentor.topic.stateExams" : "mentor.topic.exams", {
        topic: lowerFirst(name),
        exams: examNames(exams.slice(0, asks.stateLevel ? 5 : 3)),
      }),
      points: exams.slice(0, 3).map((exam) => `${nameOf(exam)}: ${firstSentence(local(exam.admitsTo))}`),
      link,
      kind: "topic-exams",
    };
  }
  if (asks.subjects && !topic.stream) {
    const subjects = subjectsOf(careers).slice(0, 3).map(subjectLabel);
    return {
      lead: t("mentor.topic.subjects", { topic: lowerFirst(name), subjects: joinList(subjects) }),
      points: careers
        .slice(0, 3)
        .map((career) => `${nameOf(career)}: ${withoutFullStop(local(career.pathway[0]?.title))}`),
      link,
      kind: "topic-subjects",
    };
  }
  if (topic.stream) {
    return {
      // the streams' summaries are English only: a Hindi answer leads with the catalog's sentence
      lead:
        (inHindi() ? undefined : streamSummary(topic.stream)) ??
        t("mentor.topic.careers", { topic: name, careers: joinList(careers.slice(0, 4).map(nameOf)) }),
      points: careers
        .slice(0, 4)
        .map((career) => `${careerWithDegree(career)}: ${lowerFirst(firstSentence(local(career.summary)))}`),
      link,
      kind: "stream",
    };
  }
  const exams = oneEachFamily(examsOf(careers));
  return {
    lead: t("mentor.topic.careers", { topic: name, careers: joinList(careers.slice(0, 4).map(nameOf)) }),
    points: [
      t("mentor.topic.subjectsPoint", { subjects: joinList(subjectsOf(careers).slice(0, 3).map(subjectLabel)) }),
      t("mentor.topic.degreesPoint", { degrees: joinList(degreesOf(careers).slice(0, 4).map(nameOf)) }),
      ...(exams.length > 0 ? [t("mentor.facts.exams", { exams: examNames(exams.slice(0, 3)) })] : []),
      t("mentor.topic.more", { careers: joinList(careers.slice(4, 8).map(nameOf)) }),
    ],
    link,
    kind: "topic",
  };
}

/** Which streams teach a subject, and careers there that use it. */
export function streamsForSubject(subject: string, excluded: ReadonlySet<string>): Reply {
  const streams = ["science", "commerce", "arts"].filter((stream) => streamSubjectsOf(stream).includes(subject));
  const label = (stream: string) =>
    stream === "science" && subject === "mathematics"
      ? t("mentor.subject.sciencePcm")
      : stream === "science" && subject === "biology"
        ? t("mentor.subject.sciencePcb")
        : stream === "commerce" && subject === "mathematics"
          ? t("mentor.subject.commerceMaths")
          : streamLabel(stream);
  const points = streams.map((stream) => {
    const careers = careersOfStream(stream)
      .filter((career) => career.subjects.slice(0, 3).includes(subject as never) && !excluded.has(career.family))
      .slice(0, 3);
    return t("mentor.subject.streamCareers", { stream: label(stream), careers: joinList(careers.map(nameOf)) });
  });
  return {
    lead: t("mentor.subject.fits", { subject: subjectLabel(subject), streams: joinList(streams.map(label), "or") }),
    points,
    link: paths.careers({ query: subjectName(subject) }),
    kind: "stream-advice",
  };
}

/** Careers to consider when the student rejects something: a field, a subject or a career. */
export function steerAway(options: {
  rejectedNames: string[];
  excludedFamilies: ReadonlySet<string>;
  excludedCareers: ReadonlySet<string>;
  noMaths: boolean;
  wantedSubjects: string[];
  stream: string | undefined;
  interests: { riasec: string; families: string[] }[];
  asksStream: boolean;
}): Reply {
  const fits = (career: CareerRecord) =>
    !options.excludedFamilies.has(career.family) &&
    !options.excludedCareers.has(career.id) &&
    (!options.noMaths || !career.needsMaths) &&
    (!options.stream || opensTo(career.streams, options.stream)) &&
    (options.wantedSubjects.length === 0 ||
      options.wantedSubjects.some((subject) => career.subjects.slice(0, 3).includes(subject as never)));
  const subjectPatterns = options.wantedSubjects.map(
    (subject) => [subject, new RegExp(`\\b${subjectName(subject).slice(0, 5)}`, "i")] as const,
  );
  const subjectWeight = (career: CareerRecord) =>
    subjectPatterns.reduce((sum, [subject, pattern]) => {
      const at = career.subjects.indexOf(subject as never);
      const named = pattern.test(careerText(career));
      return sum + (at === 0 ? 3 : at === 1 ? 2 : at === 2 ? 1 : 0) + (named ? 3 : 0);
    }, 0);
  const scoreOf = (career: CareerRecord) =>
    subjectWeight(career) +
    options.interests.reduce(
      (sum, interest) =>
        sum + (career.riasec.startsWith(interest.riasec) ? 2 : 0) + (interest.families.includes(career.family) ? 2 : 0),
      0,
    );
  // each career scored once, not once per comparison
  const scores = new Map(careersBestKnownFirst.filter(fits).map((career) => [career, scoreOf(career)]));
  const score = (career: CareerRecord) => scores.get(career) ?? 0;
  const careers = [...scores.keys()].sort((left, right) => score(right) - score(left)).slice(0, 4);
  const points = careers.map(
    (career) => `${careerWithDegree(career)}: ${lowerFirst(firstSentence(local(career.summary)))}`,
  );
  if (options.asksStream && options.noMaths) points.unshift(t("mentor.steer.streamsWithoutMaths"));
  return {
    lead: t("mentor.steer.lead", { rejected: joinList(options.rejectedNames, "or") }),
    points,
    link: careers[0] ? paths.career(careers[0].id) : paths.quiz,
    kind: "steer",
  };
}

/** Careers for what the student enjoys, read as interest types and fields. */
export function careersForInterests(
  interests: readonly { riasec: string; families?: string[] | undefined }[],
  words: readonly CareerRecord[],
  subject?: string,
): CareerRecord[] {
  const score = (career: CareerRecord) =>
    interests.reduce(
      (sum, interest) =>
        sum +
        (career.riasec.startsWith(interest.riasec) ? 2 : career.riasec.includes(interest.riasec) ? 1 : 0) +
        (interest.families?.includes(career.family) ? 2 : 0),
      0,
    ) +
    (words.includes(career) ? 3 : 0) +
    (subject && career.subjects.slice(0, 2).includes(subject as never) ? 3 : 0);
  return careersBestKnownFirst
    .map((career) => ({ career, score: score(career) }))
    .filter((item) => item.score > 0)
    .sort((left, right) => right.score - left.score)
    .map((item) => item.career);
}

export function careerList(lead: string, careers: readonly CareerRecord[], kind: string): Reply {
  return {
    lead,
    points: careers
      .slice(0, 4)
      .map((career) => `${careerWithDegree(career)}: ${lowerFirst(firstSentence(local(career.summary)))}`),
    link: careers[0] ? paths.career(careers[0].id) : paths.quiz,
    kind,
  };
}

function comparableLine(entity: Entity): string {
  switch (entity.kind) {
    case "degree":
      return t("mentor.compare.degree", {
        degree: nameOf(entity.record),
        fullName: local(entity.record.fullName),
        years: years(entity.record.years),
        about: firstSentence(local(entity.record.description)),
      });
    case "exam":
      return t("mentor.compare.exam", {
        exam: nameOf(entity.record),
        admitsTo: firstSentence(local(entity.record.admitsTo)),
        eligibility: firstSentence(local(entity.record.eligibility)),
      });
    case "career": {
      const degree = mainDegree(entity.record);
      return t("mentor.compare.career", {
        career: nameOf(entity.record),
        summary: firstSentence(local(entity.record.summary)),
        degree: degree ? nameOf(degree) : "",
        start: withoutFullStop(local(entity.record.pathway[0]?.title)),
      });
    }
    default:
      return `${entityName(entity)}: ${cardOf(entity).lead}`;
  }
}

function careersBehind(entity: Entity): CareerRecord[] {
  switch (entity.kind) {
    case "career":
      return [entity.record];
    case "exam":
      return careersWithExam(entity.id);
    case "degree":
      return careersWithDegree(entity.id);
    case "topic":
      return careersOfTopic(entity.topic);
    default:
      return [];
  }
}

export function compareAnswer(first: Entity, second: Entity, goal: Entity | undefined): Reply {
  const subjectsA = subjectsOf(careersBehind(first)).slice(0, 3);
  const subjectsB = subjectsOf(careersBehind(second)).slice(0, 3);
  const onlyA = subjectsA.filter((subject) => !subjectsB.includes(subject)).map(subjectLabel);
  const onlyB = subjectsB.filter((subject) => !subjectsA.includes(subject)).map(subjectLabel);
  const choose =
    onlyA.length > 0 && onlyB.length > 0
      ? t("mentor.compare.chooseBySubjects", {
          first: entityName(first),
          second: entityName(second),
          subjectsA: joinList(onlyA),
          subjectsB: joinList(onlyB),
        })
      : t("mentor.compare.chooseByContent", { first: entityName(first), second: entityName(second) });
  const points = [comparableLine(first), comparableLine(second), choose];
  if (goal) points.push(t("mentor.compare.goal", { goal: entityName(goal) }));
  return {
    lead: t("mentor.compare.lead", { first: entityName(first), second: entityName(second) }),
    points,
    link: linkOf(first),
    kind: "compare",
  };
}

/** The card of any entity. */
export function cardOf(entity: Entity, asks?: Asks, detail = false): Reply {
  const noAsks = asks ?? ({} as Asks);
  switch (entity.kind) {
    case "career":
      return careerCard(entity.record, detail);
    case "exam":
      return examCard(entity.record);
    case "degree":
      return degreeCard(entity.record, noAsks);
    case "institution":
      return institutionCard(entity.record);
    case "scholarship":
      return scholarshipCard(entity.record);
    case "topic":
      return topicCard(entity.topic, noAsks);
    case "subject": {
      const subject = entity.subjects[0] ?? "";
      const careers = careersForInterests([], [], subject).slice(0, 4);
      return careerList(
        t("mentor.subject.careersLead", { subject: joinList(entity.subjects.map(subjectLabel)) }),
        careers,
        "subject",
      );
    }
  }
}

export { careersBehind, mainDegree, nameOf, years, lowerFirst, firstSentence, withoutFullStop, examNames };
