import type { Career } from "@disha/content";
import {
  acknowledgementAnswer,
  adviceAnswer,
  careerAnswer,
  careerListAnswer,
  compareAnswer,
  degreeAnswer,
  examAnswer,
  examListAnswer,
  goodbyeAnswer,
  greetingAnswer,
  knownSubject,
  outOfScopeAnswer,
  platformAnswer,
  roadmapAnswer,
  streamAnswer,
  thanksAnswer,
  unknownTopicAnswer,
  unsureAnswer,
  type StudentFacts,
} from "./compose.ts";
import type { ChatTurn, Counsellor, CounsellorRequest, StudentContext } from "./counsellor.ts";
import { detectIntent, questionFocus, studyStageIn, type QuestionFocus } from "./intents.ts";
import { findEntities, isGenericToken, type EntityHit, type KnowledgeEntry } from "./knowledge.ts";
import { normaliseText, tokenise } from "./normalise.ts";

// below this BM25 score an unnamed match is too thin to answer from
const minimumTopicScore = 3;

function text(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed && trimmed.length > 0 ? trimmed : undefined;
}

function studentFacts(student: StudentContext, question: string): StudentFacts {
  const profile = student.profile ?? {};
  return {
    name: text(student.fullName)?.split(/\s+/)[0] ?? text(profile.name)?.split(/\s+/)[0],
    study: studyStageIn(question) ?? text(profile.study),
    favouriteSubject: text(profile.favouriteSubject),
    aspiration: text(profile.aspiration),
    hobbies: text(profile.hobbies),
    quizResult: text(student.quizResult),
  };
}

function isConfident(hit: EntityHit | undefined): hit is EntityHit {
  return hit !== undefined && (hit.named > 0 || hit.score >= minimumTopicScore);
}

/** A short follow-up ("and the exams?") is read with the student's earlier question. */
function entitiesWithHistory(
  question: string,
  history: readonly ChatTurn[],
): { hits: EntityHit[]; topicQuestion: string } {
  const own = findEntities(question);
  if (isConfident(own[0])) return { hits: own, topicQuestion: question };
  const earlier = history
    .filter((turn) => turn.sender === "user")
    .slice(-3)
    .reverse();
  for (const turn of earlier) {
    const topicQuestion = `${turn.text} ${question}`;
    const combined = findEntities(topicQuestion);
    if (isConfident(combined[0])) return { hits: combined, topicQuestion };
  }
  return { hits: own, topicQuestion: question };
}

function bestCareer(text: string | undefined): Career | undefined {
  if (!text) return undefined;
  const [hit] = findEntities(text, ["career"]);
  return hit?.entry.kind === "career" && isConfident(hit) ? hit.entry.career : undefined;
}

function careersMatching(text: string, limit: number): Career[] {
  const hits = findEntities(text, ["career"]).filter((hit) => hit.score >= minimumTopicScore || hit.named > 0);
  const top = hits[0]?.score ?? 0;
  return hits
    .filter((hit) => hit.score >= top * 0.25)
    .slice(0, limit)
    .flatMap((hit) => (hit.entry.kind === "career" ? [hit.entry.career] : []));
}

/** The topic words of a question the library knows nothing about ("music"), if any. */
function unmatchedWords(question: string): string | undefined {
  const words = normaliseText(question)
    .split(/\s+/)
    .filter((word) => tokenise(word).some((token) => !isGenericToken(token)));
  return words.length > 0 && words.length <= 3 ? words.join(" ") : undefined;
}

function adviceFor(question: string, hits: readonly EntityHit[], facts: StudentFacts): string {
  const subject =
    knownSubject(question) ??
    (facts.favouriteSubject ? (knownSubject(facts.favouriteSubject) ?? facts.favouriteSubject) : undefined);
  const named = hits.find((hit) => hit.named >= 2 && hit.entry.kind === "career");
  const namedCareer = named?.entry.kind === "career" ? named.entry.career : undefined;
  const aspiration = namedCareer ?? bestCareer(facts.aspiration) ?? bestCareer(facts.quizResult);
  const afterTwelfth = /\bafter (class )?(12|12th|twelfth|xii)\b/i.test(question) || facts.study === "11-12";
  const subjectCareers = subject ? careersMatching(subject, 3) : [];
  const unknownInterest = isConfident(hits[0]) ? undefined : unmatchedWords(question);
  return adviceAnswer(facts, { aspiration, subject, subjectCareers, afterTwelfth, unknownInterest });
}

function answerTopic(entry: KnowledgeEntry, question: string, focus: QuestionFocus, facts: StudentFacts): string {
  switch (entry.kind) {
    case "career":
      return careerAnswer(entry.career, question, focus, facts);
    case "roadmap":
      return roadmapAnswer(entry.roadmap, question, focus, facts);
    case "exam":
      return examAnswer(entry.exam);
    case "degree":
      return degreeAnswer(entry.degree, focus);
    case "stream":
      return streamAnswer(entry.stream);
  }
}

function mentionedAt(question: string, entry: KnowledgeEntry): number {
  const name =
    entry.kind === "career"
      ? entry.career.name
      : entry.kind === "exam"
        ? entry.exam.name
        : entry.kind === "degree"
          ? entry.degree.name
          : entry.kind === "roadmap"
            ? entry.roadmap.cardTitle
            : entry.stream.name;
  const asked = tokenise(question);
  const positions = tokenise(name)
    .map((token) => asked.indexOf(token))
    .filter((position) => position >= 0);
  // where the name is complete: "NEET-UG vs NEET-PG" tells the two apart only at "UG" and "PG"
  return positions.length > 0 ? Math.max(...positions) : Number.MAX_SAFE_INTEGER;
}

function compared(question: string, hits: readonly EntityHit[]): string | undefined {
  const [first, second] = hits
    .filter((hit) => hit.named > 0 && hit.entry.kind !== "stream")
    .slice(0, 2)
    .sort((left, right) => mentionedAt(question, left.entry) - mentionedAt(question, right.entry));
  if (!first || !second) return undefined;
  const asComparable = (entry: KnowledgeEntry) => {
    switch (entry.kind) {
      case "career":
        return { kind: "career" as const, career: entry.career };
      case "exam":
        return { kind: "exam" as const, exam: entry.exam };
      case "degree":
        return { kind: "degree" as const, degree: entry.degree };
      case "roadmap":
        return { kind: "roadmap" as const, roadmap: entry.roadmap };
      case "stream":
        return undefined;
    }
  };
  const left = asComparable(first.entry);
  const right = asComparable(second.entry);
  return left && right ? compareAnswer(left, right) : undefined;
}

/** The hit the answer is about, after the rules a plain ranking cannot express. */
function pickTopic(hits: readonly EntityHit[], focus: QuestionFocus): EntityHit | undefined {
  const [first] = hits;
  if (!first) return undefined;
  if (focus.roadmap) {
    const roadmap = hits.find((hit) => hit.entry.kind === "roadmap" && hit.named >= first.named - 1);
    if (roadmap) return roadmap;
  }
  // "can Arts students do CA?" is about CA; the stream is only where the student comes from
  if (first.entry.kind === "stream") {
    const specific = hits.find((hit) => hit.entry.kind !== "stream" && hit.named >= 2);
    if (specific) return specific;
  }
  // "cost accountant" names the Accounting roadmap in passing but means one career on it
  if (first.entry.kind === "roadmap") {
    const slug = first.entry.roadmap.slug;
    const career = hits.find(
      (hit) => hit.entry.kind === "career" && hit.named >= 2 && hit.entry.career.roadmapSlug === slug,
    );
    if (career) return career;
  }
  return first;
}

/** Composes the whole reply to one question; pure and synchronous. */
export function answerLocally(request: CounsellorRequest): string {
  // names such as "B.Tech/B.E." end in a full stop of their own
  return composeReply(request).replace(/\.\.(?=\s|$)/g, ".");
}

function composeReply(request: CounsellorRequest): string {
  const question = request.question.trim();
  const facts = studentFacts(request.student, question);
  const intent = detectIntent(question);

  switch (intent.kind) {
    case "empty":
      return greetingAnswer(facts);
    case "greeting":
      return greetingAnswer(facts);
    case "thanks":
      return thanksAnswer();
    case "goodbye":
      return goodbyeAnswer();
    case "acknowledgement":
      return acknowledgementAnswer();
    case "platform":
      return platformAnswer(intent.topic);
    case "unsure": {
      const clues = [facts.favouriteSubject, facts.hobbies, facts.aspiration].filter(Boolean).join(" ");
      return unsureAnswer(facts, clues ? careersMatching(clues, 3) : []);
    }
    case "topic":
      break;
  }

  const focus = questionFocus(question);
  const { hits, topicQuestion } = entitiesWithHistory(question, request.history);
  const top = pickTopic(hits, focus);

  // a named degree, exam or roadmap answers the question itself; otherwise the choice depends on the student
  if (focus.nextStep && (!top || top.named < 2 || top.entry.kind === "career")) {
    return adviceFor(question, hits, facts);
  }
  if (!isConfident(top)) {
    if (focus.generalKnowledge || !focus.careerWords) return outOfScopeAnswer();
    return unknownTopicAnswer();
  }
  if (focus.generalKnowledge && top.named === 0 && !focus.careerWords) return outOfScopeAnswer();

  if (focus.compare) {
    const answer = compared(question, hits);
    if (answer) return answer;
  }
  if (focus.listCareers && top.entry.kind === "career") {
    const list = careersMatching(topicQuestion, 4);
    if (list.length > 1) return careerListAnswer(list);
  }
  if (focus.listExams && top.entry.kind === "exam" && top.named < 3) {
    const exams = hits
      .filter((hit) => hit.entry.kind === "exam" && hit.score >= top.score * 0.6)
      .slice(0, 4)
      .flatMap((hit) => (hit.entry.kind === "exam" ? [hit.entry.exam] : []));
    return examListAnswer(exams);
  }
  return answerTopic(top.entry, question, focus, facts);
}

export function createLocalCounsellor(): Counsellor {
  return {
    name: "local",
    // eslint-disable-next-line @typescript-eslint/require-await -- the interface streams, and this answer is ready at once
    async *reply(request, signal) {
      if (signal?.aborted) return;
      yield answerLocally(request);
    },
  };
}
