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
import type { PlatformTopic, QuestionFocus } from "./intents.ts";
import { roadmapFor } from "./knowledge.ts";
import { tokenise } from "./normalise.ts";

const quizPath = "/career-quiz";
const mentorsPath = "/mentors";
const workshopsPath = "/workshops";
const libraryPath = "/dashboard/library";
const profilePath = "/dashboard/profile";

export function joinList(items: readonly string[], conjunction = "and"): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} ${conjunction} ${items[items.length - 1] ?? ""}`;
}

function lowerFirst(text: string): string {
  return text.length > 1 && /^[A-Z][a-z]/.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text;
}

function withArticle(name: string): string {
  const lowered = name
    .split(" ")
    .map((word) => (/^[A-Z]{2,}$/.test(word) ? word : word.toLowerCase()))
    .join(" ");
  return `${/^[aeiou]/i.test(name) ? "an" : "a"} ${lowered}`;
}

/** "National Testing Agency (NTA)" -> "NTA"; names without a short form stay out. */
function shortBody(exam: Exam): string | undefined {
  return /\(([A-Z][A-Za-z]{1,7})\)$/.exec(exam.conductedBy)?.[1];
}

function conductor(exam: Exam): string {
  if (/^One /.test(exam.conductedBy)) return exam.conductedBy.replace(/^One /, "one ");
  // "the National Testing Agency" but not "the BITS Pilani"
  return /^[A-Z][a-z]/.test(exam.conductedBy) ? `the ${exam.conductedBy}` : exam.conductedBy;
}

function examTitle(exam: Exam): string {
  return exam.fullName.includes("(") ? `${exam.name}, the ${exam.fullName},` : `${exam.name} (${exam.fullName})`;
}

function examLabel(exam: Exam): string {
  const body = shortBody(exam);
  return body ? `${exam.name} (${body})` : exam.name;
}

function yearsLabel(years: number): string {
  return `${years} ${years === 1 ? "year" : "years"}`;
}

function stepsLine(roadmap: Roadmap): string {
  return roadmap.steps.map((step, index) => `${index + 1}. ${step.title}`).join(" → ");
}

function roadmapLink(roadmap: Roadmap): string {
  return `See the full roadmap: ${roadmap.path}`;
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
    if (focus.exams && /\b(exam|JEE|NEET|CET|CUET|test|Foundation|Intermediate|Final)\b/.test(step.description)) score += 1;
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
  if (study === "<8") return "class 8 or below";
  return `class ${study}`;
}

/** One line that ties a roadmap to where the student is now. */
function nextStepFor(roadmap: Roadmap, study: string | undefined): string | undefined {
  const [first, second, third] = roadmap.steps;
  if (!study || !first || !second || !third) return undefined;
  if (study === "<8" || study === "9-10") {
    return `You're in ${stageLabel(study)}, so your next step is: ${lowerFirst(first.title)} after class 10.`;
  }
  if (study === "11-12") {
    return `You're in class 11-12, so focus on: ${lowerFirst(second.title)} and ${lowerFirst(third.title)}.`;
  }
  return undefined;
}

export function careerAnswer(career: Career, question: string, focus: QuestionFocus, student: StudentFacts): string {
  const roadmap = roadmapBySlug(career.roadmapSlug);
  const careerExams = career.exams.flatMap((id) => examById(id) ?? []);
  const careerDegrees = career.degrees.flatMap((id) => degreeById(id) ?? []);
  const lines = [`${withArticle(career.name).replace(/^./, (letter) => letter.toUpperCase())} ${lowerFirst(career.summary)}`];
  if (focus.salary) {
    lines.push(
      `I don't have salary figures: pay depends on the city, employer and experience. A mentor at ${mentorsPath} can give you a realistic picture.`,
    );
  }

  const streamName = streams.find((stream) => stream.id === career.stream)?.name;
  const askedStream = streams.find((stream) => new RegExp(`\\b${stream.name}\\b`, "i").test(question));
  if (askedStream && streamName && askedStream.id === career.stream) {
    lines.push(`Yes: ${career.name} is a ${streamName}-stream career.`);
  }
  if (roadmap?.steps[0]) lines.push(`How to start: ${roadmap.steps[0].description}`);
  lines.push(`Useful subjects: ${joinList(career.subjects)}.`);
  if (careerDegrees.length > 0) {
    lines.push(`Degrees: ${joinList(careerDegrees.map((degree) => `${degree.name} (${yearsLabel(degree.years)})`))}.`);
  }
  if (careerExams.length > 0) {
    const examKind = careerExams.some((exam) => /CFA|FRM|CFP/.test(exam.name)) ? "Exams and certifications" : "Exams";
    lines.push(`${examKind}: ${joinList(careerExams.map(examLabel))}.`);
    if (focus.exams) {
      for (const exam of careerExams.slice(0, 2)) lines.push(`${exam.name} is for: ${lowerFirst(exam.forWhat)}`);
    }
  }
  if (!focus.exams) lines.push(`Skills that help: ${joinList(career.skills.slice(0, 4))}.`);
  if (roadmap) {
    lines.push(`Roadmap: ${stepsLine(roadmap)}.`);
    const personal = nextStepFor(roadmap, student.study);
    if (personal) lines.push(personal);
    lines.push(roadmapLink(roadmap));
  }
  return lines.join("\n");
}

export function roadmapAnswer(roadmap: Roadmap, question: string, focus: QuestionFocus, student: StudentFacts): string {
  const { exams: pathExams, degrees: pathDegrees } = roadmapQualifications(roadmap);
  const lines = [`${roadmap.title}: ${roadmap.summary}`, `Steps: ${stepsLine(roadmap)}.`];
  for (const index of relevantSteps(roadmap, question, focus, 1)) {
    const step = roadmap.steps[index];
    if (step) lines.push(`${step.title}: ${step.description}`);
  }
  if (pathDegrees.length > 0) lines.push(`Degrees: ${joinList(pathDegrees.slice(0, 4).map((degree) => degree.name))}.`);
  if (pathExams.length > 0) {
    const shown = focus.exams ? pathExams.slice(0, 8) : pathExams.slice(0, 5);
    lines.push(`Key exams: ${joinList(shown.map(examLabel))}.`);
  }
  lines.push(`Careers on this path: ${joinList(careerNames(roadmap))}.`);
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
    `${examTitle(exam)} is conducted by ${conductor(exam)}.`,
    exam.description,
    `What it's for: ${exam.forWhat}`,
    `Who can take it: ${exam.eligibility}`,
  ];
  if (roadmap) lines.push(roadmapLink(roadmap));
  return lines.join("\n");
}

export function examListAnswer(list: readonly Exam[]): string {
  const lines = ["Here are the exams that fit:"];
  for (const exam of list) lines.push(`• ${exam.name}, by ${conductor(exam)}: ${exam.forWhat}`);
  const roadmap = list[0] ? roadmapOfExam(list[0]) : undefined;
  if (roadmap) lines.push(roadmapLink(roadmap));
  return lines.join("\n");
}

export function degreeAnswer(degree: Degree, focus: QuestionFocus): string {
  const roadmap = roadmapOfDegree(degree);
  const users = careers.filter((career) => career.degrees.includes(degree.id)).map((career) => career.name);
  const lines = [`${degree.name} (${degree.fullName}) usually takes ${yearsLabel(degree.years)}.`, degree.description];
  if (focus.exams) {
    const names = degree.name.split("/").map((name) => name.replace(/\.$/, ""));
    const mentions = (text: string) =>
      names.some((name) => new RegExp(`(^|[^A-Za-z.])${name.replace(/[.]/g, "\\.")}([^A-Za-z]|$)`).test(text));
    const entrances = exams.filter((exam) => mentions(exam.forWhat));
    if (entrances.length > 0) lines.push(`Entrance exams for it: ${joinList(entrances.map(examLabel))}.`);
  }
  if (users.length > 0) lines.push(`Careers it leads to: ${joinList(users.slice(0, 6))}.`);
  if (roadmap) {
    if (!focus.duration) lines.push(`The usual route: ${stepsLine(roadmap)}.`);
    lines.push(roadmapLink(roadmap));
  }
  return lines.join("\n");
}

export function streamAnswer(stream: Stream): string {
  const lines = [`${stream.name}: ${stream.summary}`, `Main subjects: ${joinList(stream.subjects)}.`, "Career paths:"];
  for (const roadmap of roadmapsByStream(stream.id)) {
    lines.push(`• ${roadmap.cardTitle}: ${joinList(careerNames(roadmap))} (${roadmap.path})`);
  }
  lines.push(`Explore the ${stream.name} hub: ${stream.hubPath}`);
  return lines.join("\n");
}

export function careerListAnswer(list: readonly Career[]): string {
  const lines = ["Careers that could suit you:"];
  for (const career of list) lines.push(`• ${career.name}: ${career.summary}`);
  const roadmap = list[0] ? roadmapBySlug(list[0].roadmapSlug) : undefined;
  if (roadmap) {
    lines.push(`Most of these follow the ${roadmap.title}: ${roadmap.summary}`);
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
      return `${item.exam.name} is conducted by ${conductor(item.exam)}. It is for: ${lowerFirst(item.exam.forWhat)} Who can take it: ${lowerFirst(item.exam.eligibility)}`;
    case "degree":
      return `${item.degree.name} (${item.degree.fullName}, ${yearsLabel(item.degree.years)}): ${item.degree.description}`;
    case "career": {
      const degreeNames = item.career.degrees.flatMap((id) => degreeById(id)?.name ?? []);
      const examNames = item.career.exams.flatMap((id) => examById(id)?.name ?? []);
      return `${item.career.name}: ${item.career.summary} Degrees: ${joinList(degreeNames)}. Exams: ${joinList(examNames.slice(0, 4))}.`;
    }
    case "roadmap": {
      const examNames = roadmapQualifications(item.roadmap).exams.map((exam) => exam.name);
      return `${item.roadmap.title}: ${item.roadmap.summary} Key exams: ${joinList(examNames.slice(0, 3))}.`;
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
  const lines = ["Here's how they differ:", `• ${compareLine(first)}`, `• ${compareLine(second)}`];
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
      if (stream.id === "science" && teaches("Mathematics")) label = "Science with PCM (Physics, Chemistry, Mathematics)";
      if (stream.id === "science" && teaches("Biology")) label = "Science with PCB (Physics, Chemistry, Biology)";
      if (stream.id === "commerce" && teaches("Mathematics")) label = "Commerce with Mathematics";
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
  const subjects = uniqueInOrder([...streams.map((stream) => stream.name), ...streams.flatMap((stream) => stream.subjects)]);
  const matches = subjects.filter((subject) => {
    const subjectTokens = tokenise(subject);
    return subjectTokens.length > 0 && subjectTokens.every((token) => tokens.has(token));
  });
  // "Computer Science" is a better reading of "computer science" than "Science"
  return matches.sort((left, right) => tokenise(right).length - tokenise(left).length)[0];
}

function subjectLines(subject: string, fits: readonly StreamFit[], brief: boolean): string[] {
  if (fits.length === 0) return [];
  if (brief) return [`${subject} fits ${joinList(fits.map((fit) => fit.label), "or")}.`];
  const [only] = fits;
  if (fits.length === 1 && only) {
    const leadsTo = joinList(only.roadmaps.map((fit) => fit.cardTitle));
    const lines = [
      only.label === subject
        ? `The ${subject} stream leads to ${leadsTo}.`
        : `${subject} fits ${only.label}, which leads to ${leadsTo}.`,
    ];
    if (only.examples.length > 0) lines.push(`Careers to explore: ${joinList(only.examples)}.`);
    for (const roadmap of only.roadmaps) lines.push(`• ${roadmap.title}: ${roadmap.path}`);
    return lines;
  }
  const lines = [`${subject} fits ${fits.length === 2 ? "two" : "all three"} streams:`];
  for (const fit of fits) {
    const paths = joinList(fit.roadmaps.map((roadmap) => `${roadmap.cardTitle} (${roadmap.path})`));
    const examples = fit.examples.length > 0 ? `; for example ${joinList(fit.examples.slice(0, 3))}` : "";
    lines.push(`• ${fit.label}: ${paths}${examples}`);
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
    lines.push(
      `I don't have a career path for ${unknownInterest} in my library yet, so a mentor at ${mentorsPath} is the best person to ask.`,
    );
  }
  const reasons = [
    student.study ? `you're in ${stageLabel(student.study)}` : undefined,
    subject ? `you enjoy ${subject}` : undefined,
    aspiration ? `you'd like to become ${withArticle(aspiration.name)}` : undefined,
  ].filter((reason): reason is string => reason !== undefined);
  if (reasons.length > 0) lines.push(`Since ${joinList(reasons)}, here's what I'd suggest.`);

  const roadmap = aspiration ? roadmapBySlug(aspiration.roadmapSlug) : undefined;
  if (aspiration && roadmap?.steps[0]) {
    const examNames = aspiration.exams.flatMap((id) => examById(id)?.name ?? []).slice(0, 3);
    const degreeNames = aspiration.degrees.flatMap((id) => degreeById(id)?.name ?? []).slice(0, 3);
    lines.push(`To become ${withArticle(aspiration.name)}: ${roadmap.steps[0].description}`);
    if (degreeNames.length > 0) lines.push(`Degrees: ${joinList(degreeNames)}.`);
    if (examNames.length > 0) lines.push(`Key exams: ${joinList(examNames)}.`);
  }
  const fits = subject ? streamsForSubject(subject) : [];
  if (subject) lines.push(...subjectLines(subject, fits, aspiration !== undefined));
  const firstSubjectCareer = subjectCareers[0];
  if (subject && fits.length === 0 && !aspiration && firstSubjectCareer) {
    lines.push(`Careers linked to ${subject}: ${joinList(subjectCareers.map((career) => career.name))}.`);
    const linked = roadmapBySlug(firstSubjectCareer.roadmapSlug);
    if (linked) lines.push(`• ${linked.title}: ${linked.path}`);
  }
  if (!aspiration && (!subject || (fits.length === 0 && subjectCareers.length === 0))) {
    lines.push(
      afterTwelfth
        ? "After class 12, your options depend on your stream:"
        : "After class 10 you choose one of three streams:",
    );
    for (const stream of streams) {
      lines.push(`• ${stream.name}: ${joinList(roadmapsByStream(stream.id).map((fit) => fit.cardTitle))} (${stream.hubPath})`);
    }
    lines.push(
      `Tell me your favourite subject, take the career quiz at ${quizPath}, or fill in your profile at ${profilePath}, and I can narrow it down.`,
    );
  }
  if (student.study === "<8") lines.push(`You don't have to decide yet: explore freely and try the career quiz at ${quizPath}.`);
  else if (student.study === "9-10") lines.push(`You pick your stream after class 10; the career quiz at ${quizPath} can help you confirm it.`);
  else if (student.study === "11-12") lines.push("Now focus on your board exams and the entrance exams for your path.");
  else if (aspiration || subject) lines.push(`The career quiz at ${quizPath} can help you confirm your choice.`);
  if (roadmap) lines.push(roadmapLink(roadmap));
  return lines.join("\n");
}

export function greetingAnswer(student: StudentFacts): string {
  const name = student.name ? ` ${student.name}` : "";
  return `Hi${name}! I'm Disha's career counsellor. Ask me anything about streams, subjects, entrance exams, degrees or careers, for example "How do I become a doctor?" or "Which stream suits me if I love maths?". How can I help you today?`;
}

export function thanksAnswer(): string {
  return "You're welcome! Ask me any time you have a question about your career, stream or exams. All the best with your studies!";
}

export function acknowledgementAnswer(): string {
  return "Great! Is there anything else you'd like to know about careers, streams, exams or studies?";
}

export function goodbyeAnswer(): string {
  return `Bye for now, and all the best! Come back whenever you have a question about careers or studies. You can also explore the career library at ${libraryPath}.`;
}

export function platformAnswer(topic: PlatformTopic): string {
  switch (topic) {
    case "mentors":
      return `To book a session with a mentor, sign in and open the Mentors page at ${mentorsPath}. Pick a mentor, press "Book Session", choose a date and time, and press Confirm. Mentors can help you with stream choice, exam preparation and career questions one-on-one.`;
    case "workshops": {
      const titles = workshops.map((workshop) => workshop.title);
      return `You can see the upcoming workshops at ${workshopsPath}. Current topics: ${joinList(titles)}. Hover over a card to read what each workshop is about.`;
    }
    case "library":
      return `The career library is at ${libraryPath}. It has hubs for Science (/career-science), Commerce (/career-commerce) and Arts (/career-arts), each with step-by-step roadmaps: ${joinList(roadmaps.map((roadmap) => roadmap.cardTitle))}.`;
    case "quiz":
      return `Take the career quiz at ${quizPath}. It starts with "What subjects do you enjoy the most?" and, after a couple of questions, recommends careers that fit you. You can restart it any time, and I can then explain how to get into the career it suggests.`;
    case "profile":
      return `Fill in your profile at ${profilePath}: personal details, academic details (like your class, favourite subject and aspiration) and other details (hobbies and higher-education plans). The more I know, the better my career guidance gets.`;
    case "about":
      return `I'm Disha's career counsellor. I can explain streams, subjects, entrance exams, degrees and step-by-step roadmaps for careers like ${joinList(roadmaps.map((roadmap) => roadmap.cardTitle).slice(0, 6))}. For one-on-one help, book a mentor at ${mentorsPath}.`;
  }
}

export function unsureAnswer(student: StudentFacts, suggestions: readonly Career[]): string {
  const lines = ["That's completely normal, and it's good that you're thinking about it early. Here's how to find your direction:"];
  lines.push(`1. Take the career quiz at ${quizPath}: it asks about the subjects you enjoy and suggests careers.`);
  lines.push(`2. Complete your profile at ${profilePath} with your interests, favourite subject and hobbies, so I can guide you better.`);
  lines.push(`3. Talk to a mentor at ${mentorsPath} or join a workshop at ${workshopsPath}.`);
  if (student.quizResult) lines.push(`Your last quiz suggested ${student.quizResult}. Ask me how to get there!`);
  if (suggestions.length > 0) {
    lines.push(`From what you've told us, you could explore ${joinList(suggestions.map((career) => career.name))}.`);
  } else {
    lines.push("Which subjects do you enjoy most? Tell me and I'll suggest streams and careers that fit.");
  }
  return lines.join("\n");
}

export function outOfScopeAnswer(): string {
  return `I'm your career counsellor, so I can't help with that one. I can help with careers, streams, subjects, entrance exams, degrees and studies. Try asking "Which exams do I need for engineering?" or "What can I do after 12th with Commerce?". You can also explore the career library at ${libraryPath}.`;
}

export function unknownTopicAnswer(): string {
  return `I don't have details on that in my career library yet. I can guide you on ${joinList(roadmaps.map((roadmap) => roadmap.cardTitle))}, and on the exams and degrees for them. For other fields, a mentor can help: book one at ${mentorsPath}, or try the career quiz at ${quizPath}.`;
}
