import {
  careerById,
  careers,
  degreeById,
  examById,
  exams,
  roadmapBySlug,
  roadmaps,
  roadmapsByStream,
  streams,
  workshops,
  type Career,
  type Degree,
  type Exam,
  type Roadmap,
  type Stream,
} from "@disha/content";
import { t } from "@disha/shared/i18n";
import type { PlatformTopic, QuestionFocus } from "./intents.ts";
import { roadmapFor } from "./knowledge.ts";
import { tokenise } from "./normalise.ts";

const quizPath = "/career-quiz";
const mentorsPath = "/mentors";
const workshopsPath = "/workshops";
const libraryPath = "/dashboard/library";
const profilePath = "/dashboard/profile";

export function joinList(items: readonly string[], conjunction: "and" | "or" = "and"): string {
  if (items.length <= 1) return items[0] ?? "";
  return t(`mentor.list.${conjunction}`, {
    items: items.slice(0, -1).join(t("mentor.list.separator")),
    last: items[items.length - 1] ?? "",
  });
}

function lowerFirst(text: string): string {
  return text.length > 1 && /^[A-Z][a-z]/.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text;
}

function withArticle(name: string): string {
  const lowered = name
    .split(" ")
    .map((word) => (/^[A-Z]{2,}$/.test(word) ? word : word.toLowerCase()))
    .join(" ");
  return t(/^[aeiou]/i.test(name) ? "mentor.article.an" : "mentor.article.a", { name: lowered });
}

/** "National Testing Agency (NTA)" -> "NTA"; names without a short form stay out. */
function shortBody(exam: Exam): string | undefined {
  return /\(([A-Z][A-Za-z]{1,7})\)$/.exec(exam.conductedBy)?.[1];
}

function conductor(exam: Exam): string {
  if (/^One /.test(exam.conductedBy)) return exam.conductedBy.replace(/^One /, "one ");
  // "the National Testing Agency" but not "the BITS Pilani"
  return /^[A-Z][a-z]/.test(exam.conductedBy) ? t("mentor.exam.body", { body: exam.conductedBy }) : exam.conductedBy;
}

function examTitle(exam: Exam): string {
  const vars = { exam: exam.name, fullName: exam.fullName };
  return exam.fullName.includes("(")
    ? t("mentor.exam.titleWithDescriptiveName", vars)
    : t("mentor.exam.titleWithFullName", vars);
}

function examLabel(exam: Exam): string {
  const body = shortBody(exam);
  return body ? `${exam.name} (${body})` : exam.name;
}

function yearsLabel(years: number): string {
  return t("mentor.years", { count: years });
}

function stepsLine(roadmap: Roadmap): string {
  return roadmap.steps.map((step, index) => `${index + 1}. ${step.title}`).join(" → ");
}

function roadmapLink(roadmap: Roadmap): string {
  return t("mentor.roadmapLink", { path: roadmap.path });
}

function careerNames(roadmap: Roadmap): string[] {
  return roadmap.careerIds.flatMap((id) => careerById(id)?.name ?? []);
}

function uniqueInOrder<T>(items: readonly T[]): T[] {
  return [...new Set(items)];
}

/** Exams and degrees the careers of a roadmap use, the most shared first. */
function roadmapQualifications(roadmap: Roadmap): { exams: Exam[]; degrees: Degree[] } {
  const ranked = (lists: string[][]): string[] => {
    const counts = new Map<string, number>();
    lists.flat().forEach((id) => counts.set(id, (counts.get(id) ?? 0) + 1));
    return [...counts.entries()].sort((left, right) => right[1] - left[1]).map(([id]) => id);
  };
  const own = roadmap.careerIds.flatMap((id) => careerById(id) ?? []);
  return {
    exams: ranked(own.map((career) => career.exams)).flatMap((id) => examById(id) ?? []),
    degrees: ranked(own.map((career) => career.degrees)).flatMap((id) => degreeById(id) ?? []),
  };
}

/** The roadmap steps that answer the question best; the first step is the one about school subjects. */
function relevantSteps(roadmap: Roadmap, question: string, focus: QuestionFocus, limit: number): number[] {
  const asked = new Set(tokenise(question));
  const scored = roadmap.steps.map((step, index) => {
    const words = new Set(tokenise(`${step.title} ${step.description}`));
    let score = 0;
    for (const token of asked) if (words.has(token)) score += 1;
    if (focus.subjects && index === 0) score += 3;
    if (focus.exams && /\b(exam|JEE|NEET|CET|CUET|test|Foundation|Intermediate|Final)\b/.test(step.description))
      score += 1;
    if (focus.duration && /\b\d+(\.\d+)? years?\b|\byear\b/.test(step.description)) score += 1;
    return { index, score };
  });
  return scored
    .filter((step) => step.score >= 2)
    .sort((left, right) => right.score - left.score || left.index - right.index)
    .slice(0, limit)
    .map((step) => step.index)
    .sort((left, right) => left - right);
}

export interface StudentFacts {
  name?: string;
  study?: string;
  favouriteSubject?: string;
  aspiration?: string;
  hobbies?: string;
  quizResult?: string;
}

function stageLabel(study: string): string {
  if (study === "<8") return t("mentor.stage.class8OrBelow");
  return t("mentor.stage.class", { study });
}

/** One line that ties a roadmap to where the student is now. */
function nextStepFor(roadmap: Roadmap, study: string | undefined): string | undefined {
  const [first, second, third] = roadmap.steps;
  if (!study || !first || !second || !third) return undefined;
  if (study === "<8" || study === "9-10") {
    return t("mentor.nextStep.afterClass10", { stage: stageLabel(study), step: lowerFirst(first.title) });
  }
  if (study === "11-12") {
    return t("mentor.nextStep.inClass11To12", {
      step: lowerFirst(second.title),
      followingStep: lowerFirst(third.title),
    });
  }
  return undefined;
}

export function careerAnswer(career: Career, question: string, focus: QuestionFocus, student: StudentFacts): string {
  const roadmap = roadmapBySlug(career.roadmapSlug);
  const careerExams = career.exams.flatMap((id) => examById(id) ?? []);
  const careerDegrees = career.degrees.flatMap((id) => degreeById(id) ?? []);
  const lines = [
    `${withArticle(career.name).replace(/^./, (letter) => letter.toUpperCase())} ${lowerFirst(career.summary)}`,
  ];
  if (focus.salary) {
    lines.push(t("mentor.career.noSalary", { mentorsPath }));
  }

  const streamName = streams.find((stream) => stream.id === career.stream)?.name;
  const askedStream = streams.find((stream) => new RegExp(`\\b${stream.name}\\b`, "i").test(question));
  if (askedStream && streamName && askedStream.id === career.stream) {
    lines.push(t("mentor.career.inStream", { career: career.name, stream: streamName }));
  }
  if (roadmap?.steps[0]) lines.push(t("mentor.career.howToStart", { description: roadmap.steps[0].description }));
  lines.push(t("mentor.career.subjects", { subjects: joinList(career.subjects) }));
  if (careerDegrees.length > 0) {
    const degrees = joinList(careerDegrees.map((degree) => `${degree.name} (${yearsLabel(degree.years)})`));
    lines.push(t("mentor.facts.degrees", { degrees }));
  }
  if (careerExams.length > 0) {
    const certifies = careerExams.some((exam) => /CFA|FRM|CFP/.test(exam.name));
    const examsLine = certifies ? "mentor.facts.examsAndCertifications" : "mentor.facts.exams";
    lines.push(t(examsLine, { exams: joinList(careerExams.map(examLabel)) }));
    if (focus.exams) {
      for (const exam of careerExams.slice(0, 2)) {
        lines.push(t("mentor.career.examFor", { exam: exam.name, purpose: lowerFirst(exam.forWhat) }));
      }
    }
  }
  if (!focus.exams) lines.push(t("mentor.career.skills", { skills: joinList(career.skills.slice(0, 4)) }));
  if (roadmap) {
    lines.push(t("mentor.career.roadmap", { steps: stepsLine(roadmap) }));
    const personal = nextStepFor(roadmap, student.study);
    if (personal) lines.push(personal);
    lines.push(roadmapLink(roadmap));
  }
  return lines.join("\n");
}

export function roadmapAnswer(roadmap: Roadmap, question: string, focus: QuestionFocus, student: StudentFacts): string {
  const { exams: pathExams, degrees: pathDegrees } = roadmapQualifications(roadmap);
  const lines = [`${roadmap.title}: ${roadmap.summary}`, t("mentor.roadmap.steps", { steps: stepsLine(roadmap) })];
  for (const index of relevantSteps(roadmap, question, focus, 1)) {
    const step = roadmap.steps[index];
    if (step) lines.push(`${step.title}: ${step.description}`);
  }
  if (pathDegrees.length > 0) {
    lines.push(t("mentor.facts.degrees", { degrees: joinList(pathDegrees.slice(0, 4).map((degree) => degree.name)) }));
  }
  if (pathExams.length > 0) {
    const shown = focus.exams ? pathExams.slice(0, 8) : pathExams.slice(0, 5);
    lines.push(t("mentor.facts.keyExams", { exams: joinList(shown.map(examLabel)) }));
  }
  lines.push(t("mentor.roadmap.careers", { careers: joinList(careerNames(roadmap)) }));
  const personal = nextStepFor(roadmap, student.study);
  if (personal) lines.push(personal);
  lines.push(roadmapLink(roadmap));
  return lines.join("\n");
}

function roadmapOfExam(exam: Exam): Roadmap | undefined {
  return roadmapFor((career) => career.exams.includes(exam.id));
}

function roadmapOfDegree(degree: Degree): Roadmap | undefined {
  return roadmapFor((career) => career.degrees.includes(degree.id));
}

export function examAnswer(exam: Exam): string {
  const roadmap = roadmapOfExam(exam);
  const lines = [
    t("mentor.exam.conductedBy", { exam: examTitle(exam), body: conductor(exam) }),
    exam.description,
    t("mentor.exam.purpose", { purpose: exam.forWhat }),
    t("mentor.exam.eligibility", { eligibility: exam.eligibility }),
  ];
  if (roadmap) lines.push(roadmapLink(roadmap));
  return lines.join("\n");
}

export function examListAnswer(list: readonly Exam[]): string {
  const lines = [t("mentor.examList.intro")];
  for (const exam of list) {
    lines.push(`• ${t("mentor.examList.item", { exam: exam.name, body: conductor(exam), purpose: exam.forWhat })}`);
  }
  const roadmap = list[0] ? roadmapOfExam(list[0]) : undefined;
  if (roadmap) lines.push(roadmapLink(roadmap));
  return lines.join("\n");
}

export function degreeAnswer(degree: Degree, focus: QuestionFocus): string {
  const roadmap = roadmapOfDegree(degree);
  const users = careers.filter((career) => career.degrees.includes(degree.id)).map((career) => career.name);
  const lines = [
    t("mentor.degree.duration", { degree: degree.name, fullName: degree.fullName, years: yearsLabel(degree.years) }),
    degree.description,
  ];
  if (focus.exams) {
    const names = degree.name.split("/").map((name) => name.replace(/\.$/, ""));
    const mentions = (text: string) =>
      names.some((name) => new RegExp(`(^|[^A-Za-z.])${name.replace(/[.]/g, "\\.")}([^A-Za-z]|$)`).test(text));
    const entrances = exams.filter((exam) => mentions(exam.forWhat));
    if (entrances.length > 0) {
      lines.push(t("mentor.degree.entranceExams", { exams: joinList(entrances.map(examLabel)) }));
    }
  }
  if (users.length > 0) lines.push(t("mentor.degree.careers", { careers: joinList(users.slice(0, 6)) }));
  if (roadmap) {
    if (!focus.duration) lines.push(t("mentor.degree.usualRoute", { steps: stepsLine(roadmap) }));
    lines.push(roadmapLink(roadmap));
  }
  return lines.join("\n");
}

export function streamAnswer(stream: Stream): string {
  const lines = [
    `${stream.name}: ${stream.summary}`,
    t("mentor.stream.subjects", { subjects: joinList(stream.subjects) }),
    t("mentor.stream.careerPaths"),
  ];
  for (const roadmap of roadmapsByStream(stream.id)) {
    lines.push(`• ${roadmap.cardTitle}: ${joinList(careerNames(roadmap))} (${roadmap.path})`);
  }
  lines.push(t("mentor.stream.hub", { stream: stream.name, hubPath: stream.hubPath }));
  return lines.join("\n");
}

export function careerListAnswer(list: readonly Career[]): string {
  const lines = [t("mentor.careerList.intro")];
  for (const career of list) lines.push(`• ${career.name}: ${career.summary}`);
  const roadmap = list[0] ? roadmapBySlug(list[0].roadmapSlug) : undefined;
  if (roadmap) {
    lines.push(t("mentor.careerList.sharedRoadmap", { roadmap: roadmap.title, summary: roadmap.summary }));
    lines.push(roadmapLink(roadmap));
  }
  return lines.join("\n");
}

type Comparable =
  | { kind: "career"; career: Career }
  | { kind: "exam"; exam: Exam }
  | { kind: "degree"; degree: Degree }
  | { kind: "roadmap"; roadmap: Roadmap };

function compareLine(item: Comparable): string {
  switch (item.kind) {
    case "exam":
      return t("mentor.compare.exam", {
        exam: item.exam.name,
        body: conductor(item.exam),
        purpose: lowerFirst(item.exam.forWhat),
        eligibility: lowerFirst(item.exam.eligibility),
      });
    case "degree":
      return `${item.degree.name} (${item.degree.fullName}, ${yearsLabel(item.degree.years)}): ${item.degree.description}`;
    case "career": {
      const degreeNames = item.career.degrees.flatMap((id) => degreeById(id)?.name ?? []);
      const examNames = item.career.exams.flatMap((id) => examById(id)?.name ?? []);
      return t("mentor.compare.career", {
        career: item.career.name,
        summary: item.career.summary,
        degrees: joinList(degreeNames),
        exams: joinList(examNames.slice(0, 4)),
      });
    }
    case "roadmap": {
      const examNames = roadmapQualifications(item.roadmap).exams.map((exam) => exam.name);
      return t("mentor.compare.roadmap", {
        roadmap: item.roadmap.title,
        summary: item.roadmap.summary,
        exams: joinList(examNames.slice(0, 3)),
      });
    }
  }
}

function linkOf(item: Comparable): Roadmap | undefined {
  switch (item.kind) {
    case "exam":
      return roadmapOfExam(item.exam);
    case "degree":
      return roadmapOfDegree(item.degree);
    case "career":
      return roadmapBySlug(item.career.roadmapSlug);
    case "roadmap":
      return item.roadmap;
  }
}

export function compareAnswer(first: Comparable, second: Comparable): string {
  const lines = [t("mentor.compare.intro"), `• ${compareLine(first)}`, `• ${compareLine(second)}`];
  const links = uniqueInOrder([linkOf(first), linkOf(second)].flatMap((roadmap) => roadmap ?? []));
  for (const roadmap of links) lines.push(roadmapLink(roadmap));
  return lines.join("\n");
}

interface StreamFit {
  stream: Stream;
  label: string;
  roadmaps: Roadmap[];
  examples: string[];
}

function sameTokens(left: string, right: string): boolean {
  return tokenise(left).join(" ") === tokenise(right).join(" ");
}

/** Which streams teach a subject, which roadmaps there use it, and a few careers built on it. */
function streamsForSubject(subject: string): StreamFit[] {
  const namedStream = streams.find((stream) => sameTokens(stream.name, subject));
  if (namedStream) {
    const own = roadmapsByStream(namedStream.id);
    const examples = own.flatMap((roadmap) => careerNames(roadmap).slice(0, 1));
    return [{ stream: namedStream, label: namedStream.name, roadmaps: own, examples }];
  }
  const teaches = (name: string) => sameTokens(name, subject);
  return streams
    .filter((stream) => stream.subjects.some(teaches))
    .map((stream) => {
      const fitting = roadmapsByStream(stream.id).filter((roadmap) =>
        roadmap.careerIds.some((id) => careerById(id)?.subjects.some(teaches)),
      );
      let label: string = stream.name;
      if (stream.id === "science" && teaches("Mathematics")) label = t("mentor.subject.sciencePcm");
      if (stream.id === "science" && teaches("Biology")) label = t("mentor.subject.sciencePcb");
      if (stream.id === "commerce" && teaches("Mathematics")) label = t("mentor.subject.commerceMaths");
      const examples = careers
        .filter((career) => career.stream === stream.id && career.subjects.slice(0, 2).some(teaches))
        .map((career) => career.name)
        .slice(0, 4);
      return { stream, label, roadmaps: fitting, examples };
    })
    .filter((fit) => fit.roadmaps.length > 0);
}

/** The school subject a text names, spelled as the content spells it ("maths" -> "Mathematics"). */
export function knownSubject(text: string): string | undefined {
  const tokens = new Set(tokenise(text));
  const subjects = uniqueInOrder([
    ...streams.map((stream) => stream.name),
    ...streams.flatMap((stream) => stream.subjects),
  ]);
  const matches = subjects.filter((subject) => {
    const subjectTokens = tokenise(subject);
    return subjectTokens.length > 0 && subjectTokens.every((token) => tokens.has(token));
  });
  // "Computer Science" is a better reading of "computer science" than "Science"
  return matches.sort((left, right) => tokenise(right).length - tokenise(left).length)[0];
}

function subjectLines(subject: string, fits: readonly StreamFit[], brief: boolean): string[] {
  if (fits.length === 0) return [];
  if (brief)
    return [
      t("mentor.subject.fits", {
        subject,
        streams: joinList(
          fits.map((fit) => fit.label),
          "or",
        ),
      }),
    ];
  const [only] = fits;
  if (fits.length === 1 && only) {
    const leadsTo = joinList(only.roadmaps.map((fit) => fit.cardTitle));
    const lines = [
      only.label === subject
        ? t("mentor.subject.streamLeadsTo", { subject, paths: leadsTo })
        : t("mentor.subject.fitsStreamLeadingTo", { subject, stream: only.label, paths: leadsTo }),
    ];
    if (only.examples.length > 0) {
      lines.push(t("mentor.subject.careersToExplore", { careers: joinList(only.examples) }));
    }
    for (const roadmap of only.roadmaps) lines.push(`• ${roadmap.title}: ${roadmap.path}`);
    return lines;
  }
  const lines = [
    t(fits.length === 2 ? "mentor.subject.fitsTwoStreams" : "mentor.subject.fitsAllThreeStreams", { subject }),
  ];
  for (const fit of fits) {
    const paths = joinList(fit.roadmaps.map((roadmap) => `${roadmap.cardTitle} (${roadmap.path})`));
    const careersNamed = joinList(fit.examples.slice(0, 3));
    lines.push(
      fit.examples.length > 0
        ? `• ${t("mentor.subject.streamWithExamples", { stream: fit.label, paths, careers: careersNamed })}`
        : `• ${fit.label}: ${paths}`,
    );
  }
  return lines;
}

export interface AdviceInput {
  aspiration: Career | undefined;
  subject: string | undefined;
  /** Careers a subject outside the stream lists points to ("drawing"). */
  subjectCareers: readonly Career[];
  afterTwelfth: boolean;
  /** Topic words the library has nothing on ("music"). */
  unknownInterest?: string;
}

export function adviceAnswer(student: StudentFacts, input: AdviceInput): string {
  const { aspiration, subject, subjectCareers, afterTwelfth, unknownInterest } = input;
  const lines: string[] = [];
  if (unknownInterest && !aspiration && !subject) {
    lines.push(t("mentor.advice.unknownInterest", { interest: unknownInterest, mentorsPath }));
  }
  const reasons = [
    student.study ? t("mentor.advice.reasonStage", { stage: stageLabel(student.study) }) : undefined,
    subject ? t("mentor.advice.reasonSubject", { subject }) : undefined,
    aspiration ? t("mentor.advice.reasonAspiration", { career: withArticle(aspiration.name) }) : undefined,
  ].filter((reason): reason is string => reason !== undefined);
  if (reasons.length > 0) lines.push(t("mentor.advice.because", { reasons: joinList(reasons) }));

  const roadmap = aspiration ? roadmapBySlug(aspiration.roadmapSlug) : undefined;
  if (aspiration && roadmap?.steps[0]) {
    const examNames = aspiration.exams.flatMap((id) => examById(id)?.name ?? []).slice(0, 3);
    const degreeNames = aspiration.degrees.flatMap((id) => degreeById(id)?.name ?? []).slice(0, 3);
    lines.push(
      t("mentor.advice.toBecome", { career: withArticle(aspiration.name), description: roadmap.steps[0].description }),
    );
    if (degreeNames.length > 0) lines.push(t("mentor.facts.degrees", { degrees: joinList(degreeNames) }));
    if (examNames.length > 0) lines.push(t("mentor.facts.keyExams", { exams: joinList(examNames) }));
  }
  const fits = subject ? streamsForSubject(subject) : [];
  if (subject) lines.push(...subjectLines(subject, fits, aspiration !== undefined));
  const firstSubjectCareer = subjectCareers[0];
  if (subject && fits.length === 0 && !aspiration && firstSubjectCareer) {
    const careersNamed = joinList(subjectCareers.map((career) => career.name));
    lines.push(t("mentor.advice.subjectCareers", { subject, careers: careersNamed }));
    const linked = roadmapBySlug(firstSubjectCareer.roadmapSlug);
    if (linked) lines.push(`• ${linked.title}: ${linked.path}`);
  }
  if (!aspiration && (!subject || (fits.length === 0 && subjectCareers.length === 0))) {
    lines.push(t(afterTwelfth ? "mentor.advice.afterClass12" : "mentor.advice.afterClass10"));
    for (const stream of streams) {
      lines.push(
        `• ${stream.name}: ${joinList(roadmapsByStream(stream.id).map((fit) => fit.cardTitle))} (${stream.hubPath})`,
      );
    }
    lines.push(t("mentor.advice.narrowDown", { quizPath, profilePath }));
  }
  if (student.study === "<8") lines.push(t("mentor.advice.class8OrBelow", { quizPath }));
  else if (student.study === "9-10") lines.push(t("mentor.advice.class9To10", { quizPath }));
  else if (student.study === "11-12") lines.push(t("mentor.advice.class11To12"));
  else if (aspiration || subject) lines.push(t("mentor.advice.confirmChoice", { quizPath }));
  if (roadmap) lines.push(roadmapLink(roadmap));
  return lines.join("\n");
}

export function greetingAnswer(student: StudentFacts): string {
  const hello = student.name ? t("mentor.greeting.helloName", { name: student.name }) : t("mentor.greeting.hello");
  return `${hello} ${t("mentor.greeting.offer")}`;
}

export function thanksAnswer(): string {
  return t("mentor.thanks");
}

export function acknowledgementAnswer(): string {
  return t("mentor.acknowledgement");
}

export function goodbyeAnswer(): string {
  return t("mentor.goodbye", { libraryPath });
}

export function platformAnswer(topic: PlatformTopic): string {
  switch (topic) {
    case "mentors":
      return t("mentor.platform.mentors", { mentorsPath });
    case "workshops": {
      const titles = workshops.map((workshop) => workshop.title);
      return t("mentor.platform.workshops", { workshopsPath, topics: joinList(titles) });
    }
    case "library":
      return t("mentor.platform.library", {
        libraryPath,
        roadmaps: joinList(roadmaps.map((roadmap) => roadmap.cardTitle)),
      });
    case "quiz":
      return t("mentor.platform.quiz", { quizPath });
    case "profile":
      return t("mentor.platform.profile", { profilePath });
    case "about":
      return t("mentor.platform.about", {
        roadmaps: joinList(roadmaps.map((roadmap) => roadmap.cardTitle).slice(0, 6)),
        mentorsPath,
      });
  }
}

export function unsureAnswer(student: StudentFacts, suggestions: readonly Career[]): string {
  const steps = [
    t("mentor.unsure.takeQuiz", { quizPath }),
    t("mentor.unsure.completeProfile", { profilePath }),
    t("mentor.unsure.talkToMentor", { mentorsPath, workshopsPath }),
  ];
  const lines = [t("mentor.unsure.intro"), ...steps.map((step, index) => `${index + 1}. ${step}`)];
  if (student.quizResult) lines.push(t("mentor.unsure.lastQuiz", { quizResult: student.quizResult }));
  if (suggestions.length > 0) {
    lines.push(t("mentor.unsure.explore", { careers: joinList(suggestions.map((career) => career.name)) }));
  } else {
    lines.push(t("mentor.unsure.askSubjects"));
  }
  return lines.join("\n");
}

export function outOfScopeAnswer(): string {
  return t("mentor.outOfScope", { libraryPath });
}

export function unknownTopicAnswer(): string {
  return t("mentor.unknownTopic", {
    roadmaps: joinList(roadmaps.map((roadmap) => roadmap.cardTitle)),
    mentorsPath,
    quizPath,
  });
}
