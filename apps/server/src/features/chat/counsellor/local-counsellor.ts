import { translateReason } from "@disha/shared/plan";
import { createTranslator, t } from "@disha/shared/i18n";
import {
  cardOf,
  careerList,
  careersForInterests,
  compareAnswer,
  entityName,
  joinList,
  paths,
  steerAway,
  streamsForSubject,
  topicCard,
} from "./answers.ts";
import { getCatalog, subjectName, type Entity, type Mention } from "./catalog.ts";
import type { ChatTurn, Counsellor, CounsellorRequest, ProfileFacts, StudentContext } from "./counsellor.ts";
import { eligibilityAnswer, factAnswer, factAsked, honestLimit } from "./facts.ts";
import { careersOfTopic, centrality, kb } from "./knowledge.ts";
import { writeReply, type Reply } from "./reply.ts";
import { readMessage, type Reading } from "./understand.ts";
import { detectDistress, distressReply } from "./wellbeing.ts";

// The local counsellor: rules over the knowledge base, no network. The order of the checks is the
// order of what matters: care first, then honest limits, then what the student asked.

export interface Answer {
  text: string;
  reply: Reply;
  reading: Reading;
  /** the entities the answer is about, for the language model's grounding */
  topics: Entity[];
}

const english = createTranslator();

function firstName(student: StudentContext): string | undefined {
  const name = student.fullName?.trim() || student.profile?.name?.trim();
  return name ? name.split(/\s+/)[0] : undefined;
}

/** The topic of the conversation so far: what the student's latest earlier question named. */
function earlierTopics(history: readonly ChatTurn[]): Entity[] {
  const asked = history
    .filter((turn) => turn.sender === "user")
    .slice(-4)
    .reverse();
  for (const turn of asked) {
    const reading = readMessage(turn.text);
    if (reading.mentions.length > 0) return reading.mentions.map((mention) => mention.entity);
  }
  return [];
}

const smallTalk: [RegExp, (student: StudentContext) => Reply][] = [
  [
    /^(hi+|hello+|hey+|hlo|helo|namaste|namaskar|good (morning|afternoon|evening)|yo|hola|नमस्ते)\b[\s\w!.,]*$/iu,
    (student) => ({
      lead: firstName(student)
        ? t("mentor.greeting.helloName", { name: firstName(student) ?? "" })
        : t("mentor.greeting.hello"),
      points: [],
      kind: "greeting",
    }),
  ],
  [
    /^(thanks?|thank you|thankyou|thx|ty|dhanyavad|shukriya|धन्यवाद)\b[\s\w!.,]*$/iu,
    () => ({ lead: t("mentor.thanks"), kind: "thanks" }),
  ],
  [
    /^(bye+|goodbye|see you|see ya|good night|cya)\b[\s\w!.,]*$/i,
    () => ({ lead: t("mentor.goodbye"), link: paths.library, kind: "goodbye" }),
  ],
  [
    /^(ok+|okay|k|cool|great|nice|fine|got it|hmm+|alright|sure|good|awesome|understood)[\s!.]*$/i,
    () => ({ lead: t("mentor.acknowledgement"), kind: "acknowledgement" }),
  ],
];

function platformReply(text: string): Reply | undefined {
  if (/\bmentors?\b/.test(text) && /\b(book|booking|session|talk|connect|meet|call|find|contact|speak)/.test(text))
    return { lead: t("mentor.platform.mentors"), link: paths.mentors, kind: "platform" };
  if (/\bbook(ing)? (a |an )?(session|slot|call|appointment)\b/.test(text))
    return { lead: t("mentor.platform.mentors"), link: paths.mentors, kind: "platform" };
  if (/\bworkshops?\b|\bwebinars?\b/.test(text))
    return { lead: t("mentor.platform.workshops"), link: paths.workshops, kind: "platform" };
  if (/\b(career )?quiz\b/.test(text) && !/\bquiz (said|says|suggested|recommended)\b/.test(text))
    return { lead: t("mentor.platform.quiz"), link: paths.quiz, kind: "platform" };
  if (/\b(my )?profile\b/.test(text) && /\b(fill|complete|update|edit|change|submit|where|how)\b/.test(text))
    return { lead: t("mentor.platform.profile"), link: paths.profile, kind: "platform" };
  if (/\b(who are you|what can you do|how can you help|are you (a )?(bot|ai|human))\b/.test(text))
    return { lead: t("mentor.platform.about"), link: paths.library, kind: "platform" };
  return undefined;
}

function unsureReply(student: StudentContext): Reply {
  const points = [t("mentor.unsure.takeQuiz"), t("mentor.unsure.completeProfile"), t("mentor.unsure.talkToMentor")];
  const quiz = student.plan?.quizResult?.career ?? student.quizResult;
  if (quiz) points.push(t("mentor.unsure.lastQuiz", { quizResult: quiz }));
  return { lead: t("mentor.unsure.lead"), points, link: paths.quiz, kind: "unsure" };
}

const careerBySlug = (slug: string) => kb.careerById(slug);

/** "What careers suit me?": the student's own plan first, then the profile, then the way to find out. */
function personalReply(reading: Reading, student: StudentContext): Reply {
  const plan = student.plan;
  const profile: ProfileFacts = { ...(plan?.profile ?? {}), ...(student.profile ?? {}) };
  const study = reading.study ?? profile.study ?? undefined;
  // a recommendation without a reason is only the library in name order: it says nothing about the student
  // equal scores come in name order from the plan; among equals, the better known careers go first
  const known = (slug: string) => {
    const career = careerBySlug(slug);
    return career ? centrality(career) : 0;
  };
  const recommendations = (plan?.recommendations ?? [])
    .filter((item) => item.reasons.length > 0)
    .map((item, index) => ({ item, index }))
    .sort(
      (left, right) =>
        right.item.reasons.length - left.item.reasons.length ||
        known(right.item.slug) - known(left.item.slug) ||
        left.index - right.index,
    )
    .map(({ item }) => item);
  const shortlist = plan?.shortlist ?? [];
  const catalog = getCatalog();
  const aspiration = profile.aspiration
    ? catalog.find(readMessage(profile.aspiration).english).find((mention) => mention.entity.kind === "career")
    : undefined;
  const subjectMention = profile.favouriteSubject
    ? catalog.find(readMessage(profile.favouriteSubject).english).find((mention) => mention.entity.kind === "subject")
    : undefined;
  const subject = subjectMention?.entity.kind === "subject" ? subjectMention.entity.subjects[0] : undefined;

  if (reading.asks.stream && study !== "11-12") {
    if (aspiration?.entity.kind === "career") {
      const career = aspiration.entity.record;
      return {
        lead: t("mentor.personal.streamForGoal", { career: career.name.en, start: career.pathway[0]?.title.en ?? "" }),
        points: career.pathway.slice(1, 4).map((step) => step.title.en),
        link: paths.career(career.id),
        kind: "personal-stream",
      };
    }
    if (subject) return streamsForSubject(subject, new Set());
  }
  const goalFirst = reading.asks.after !== undefined && aspiration?.entity.kind === "career";
  if (!goalFirst && (recommendations.length > 0 || shortlist.length > 0)) {
    const points = recommendations.slice(0, 3).map((item) => {
      const reasons = item.reasons.slice(0, 2).map((reason) => translateReason(english, reason));
      return reasons.length > 0 ? `${item.name}: ${joinList(reasons)}` : item.name;
    });
    if (shortlist.length > 0) {
      points.push(
        t("mentor.personal.shortlist", {
          careers: joinList(
            shortlist
              .slice(0, 3)
              .map((item) => t("mentor.personal.progress", { career: item.name, percent: item.percent })),
          ),
        }),
      );
      const next = shortlist.find((item) => item.nextStep);
      if (next?.nextStep) points.push(t("mentor.personal.nextStep", { career: next.name, step: next.nextStep }));
    }
    const code = plan?.interests?.code;
    const lead = code ? t("mentor.personal.fromPlanWithCode", { code }) : t("mentor.personal.fromPlan");
    const first = recommendations[0]?.slug ?? shortlist[0]?.slug;
    return { lead, points, link: first ? paths.career(first) : paths.quiz, kind: "personal-plan" };
  }
  if (aspiration?.entity.kind === "career") {
    const card = cardOf(aspiration.entity);
    const stage =
      (study === "9-10" || study === "<8") && reading.asks.after !== "class-12"
        ? t("mentor.personal.afterClass10", { start: aspiration.entity.record.pathway[0]?.title.en ?? "" })
        : undefined;
    return {
      ...card,
      lead: t("mentor.personal.forGoal", { career: aspiration.entity.record.name.en }) + " " + card.lead,
      points: stage ? [stage, ...(card.points ?? []).slice(1)] : card.points,
      kind: "personal-goal",
    };
  }
  const quizIds = plan?.quizResult?.careerIds ?? [];
  const quizCareers = quizIds.flatMap((id) => careerBySlug(id) ?? []);
  if (subject || quizCareers.length > 0) {
    const careers = [...quizCareers, ...(subject ? careersForInterests([], [], subject) : [])].filter(
      (career, index, list) => list.indexOf(career) === index,
    );
    return careerList(
      subject ? t("mentor.personal.bySubject", { subject: subjectName(subject) }) : t("mentor.personal.byQuiz"),
      careers,
      "personal-subject",
    );
  }
  return unsureReply(student);
}

function isCareerish(entity: Entity): boolean {
  return entity.kind !== "subject";
}

/** A short follow-up ("how many years does it take?"): it is about the last topic of the conversation. */
function followsUp({ mentions, asks, rejected }: Reading): boolean {
  return (
    !mentions.some((mention) => isCareerish(mention.entity)) &&
    asks.refersBack &&
    rejected.length === 0 &&
    (factAsked(asks) !== undefined || asks.limit !== undefined || asks.eligibility)
  );
}

function compose(request: CounsellorRequest, reading: Reading): { reply: Reply; reading: Reading; topics: Entity[] } {
  const { asks } = reading;
  const text = reading.english;
  const distress = detectDistress(request.question, text);
  if (distress.length > 0) return { reply: distressReply(distress), reading, topics: [] };

  const own = reading.mentions.map((mention) => mention.entity);
  const namesARecord = own.some((entity) => ["exam", "degree", "institution", "scholarship"].includes(entity.kind));
  if (asks.generalKnowledge && !asks.careerWords && !namesARecord) {
    return { reply: { lead: t("mentor.outOfScope"), link: paths.library, kind: "out-of-scope" }, reading, topics: [] };
  }
  if (own.length === 0) {
    for (const [pattern, answer] of smallTalk) {
      if (pattern.test(request.question.trim()) || (reading.wordCount > 0 && pattern.test(text))) {
        return { reply: answer(request.student), reading, topics: [] };
      }
    }
    const platform = platformReply(text);
    if (platform) return { reply: platform, reading, topics: [] };
  }

  const fact = factAsked(asks);
  const topics = followsUp(reading) ? [...own, ...earlierTopics(request.history ?? [])] : own;
  const main = topics.find(isCareerish);

  if (asks.limit) return { reply: honestLimit(asks.limit, topics.filter(isCareerish).slice(0, 2)), reading, topics };

  const profile: ProfileFacts = { ...(request.student.plan?.profile ?? {}), ...(request.student.profile ?? {}) };
  const subjectsOf = (list: readonly Mention[]) =>
    list.flatMap((mention) => (mention.entity.kind === "subject" ? mention.entity.subjects : []));

  if (reading.rejected.length > 0 || reading.pushed.length > 0) {
    const rejected = [...reading.rejected, ...reading.pushed];
    const rejectedSubjects = subjectsOf(rejected);
    const positiveSubjects = subjectsOf(reading.mentions);
    const streamTopic = reading.mentions.find(
      (mention) => mention.entity.kind === "topic" && mention.entity.topic.stream,
    );
    const target = own.find((entity) => entity.kind !== "subject" && !(entity.kind === "topic" && entity.topic.stream));
    if (asks.eligibility && target && rejectedSubjects.length > 0) {
      const answer = eligibilityAnswer(target, {
        withoutSubjects: rejectedSubjects,
        requiredSubjects: [],
        stream: undefined,
      });
      if (answer) return { reply: answer, reading, topics };
    }
    if (!target || asks.listCareers || asks.stream || asks.interestWords) {
      const excludedFamilies = new Set<string>();
      const excludedCareers = new Set<string>();
      for (const mention of rejected) {
        if (mention.entity.kind === "topic" && mention.entity.topic.families)
          mention.entity.topic.families.forEach((family) => excludedFamilies.add(family));
        if (mention.entity.kind === "career") {
          excludedCareers.add(mention.entity.id);
          excludedFamilies.add(mention.entity.record.family);
        }
        if (mention.entity.kind === "topic" && mention.entity.topic.stream)
          careersOfTopic(mention.entity.topic).slice(0, 0);
      }
      const reply = steerAway({
        rejectedNames: rejected.map((mention) => entityName(mention.entity)),
        excludedFamilies,
        excludedCareers,
        noMaths: rejectedSubjects.includes("mathematics"),
        wantedSubjects: positiveSubjects.filter((subject) => !rejectedSubjects.includes(subject)),
        stream: streamTopic?.entity.kind === "topic" ? streamTopic.entity.topic.stream : undefined,
        interests: reading.interests.map((interest) => ({
          riasec: interest.riasec,
          families: interest.families ?? [],
        })),
        asksStream: asks.stream,
      });
      if (reading.pushed.length > 0)
        reply.points = [...(reply.points ?? []).slice(0, 3), t("mentor.steer.talkToParents")];
      return { reply, reading, topics };
    }
  }

  const comparable = topics.filter(
    (entity) => isCareerish(entity) && !(entity.kind === "topic" && entity.topic.stream),
  );
  if (asks.compare && comparable.length >= 2) {
    const [first, second, goal] = comparable;
    return { reply: compareAnswer(first!, second!, goal), reading, topics };
  }

  if (asks.eligibility) {
    const target = topics.find(
      (entity) => entity.kind !== "subject" && !(entity.kind === "topic" && entity.topic.stream),
    );
    const stream = topics.find((entity) => entity.kind === "topic" && entity.topic.stream);
    const subjects = subjectsOf(reading.mentions);
    if (target) {
      const answer = eligibilityAnswer(target, {
        withoutSubjects: subjectsOf(reading.rejected),
        requiredSubjects: subjects,
        stream: stream?.kind === "topic" ? stream.topic.stream : undefined,
      });
      if (answer) return { reply: answer, reading, topics };
    }
  }

  if (main && fact && !asks.overview && !(fact === "exams" && main.kind === "exam")) {
    const answer =
      main.kind === "topic" && (fact === "exams" || fact === "subjects")
        ? topicCard(main.topic, asks)
        : factAnswer(main, fact);
    if (answer) return { reply: answer, reading, topics };
  }

  const subjectOnly = own.length > 0 && own.every((entity) => entity.kind === "subject");
  if (asks.stream && (own.length === 0 || subjectOnly)) {
    const subject = subjectsOf(reading.mentions)[0];
    if (subject) return { reply: streamsForSubject(subject, new Set()), reading, topics };
    return { reply: personalReply(reading, request.student), reading, topics };
  }

  const namesOne = own.some(
    (entity) =>
      (entity.kind === "career" && reading.mentions.find((mention) => mention.entity === entity)?.certainty === 1) ||
      entity.kind === "exam" ||
      entity.kind === "degree",
  );
  if (reading.interests.length > 0 && asks.interestWords && (!namesOne || asks.listCareers || asks.suitsMe)) {
    const wordCareers = own.flatMap((entity) =>
      entity.kind === "career"
        ? [entity.record]
        : entity.kind === "topic" && entity.topic.families
          ? careersOfTopic(entity.topic).slice(0, 6)
          : [],
    );
    const subject = subjectsOf(reading.mentions)[0];
    const careers = careersForInterests(reading.interests, wordCareers, subject);
    return { reply: careerList(t("mentor.interests.lead"), careers, "interests"), reading, topics };
  }
  if (subjectOnly && asks.interestWords) {
    const subject = subjectsOf(reading.mentions)[0]!;
    return {
      reply: careerList(
        t("mentor.subject.careersLead", { subject: subjectName(subject) }),
        careersForInterests([], [], subject),
        "interests",
      ),
      reading,
      topics,
    };
  }

  if (!main && (asks.suitsMe || (asks.after && own.length === 0))) {
    return { reply: personalReply(reading, request.student), reading, topics };
  }
  if (main?.kind === "career" && asks.suitsMe && profile.aspiration) {
    return { reply: cardOf(main, asks, asks.detail), reading, topics };
  }

  if (main) return { reply: cardOf(main, asks, asks.detail), reading, topics };
  if (own.length > 0) return { reply: cardOf(own[0]!, asks, asks.detail), reading, topics };

  if (asks.unsure) return { reply: unsureReply(request.student), reading, topics };
  if (asks.generalKnowledge || !asks.careerWords)
    return { reply: { lead: t("mentor.outOfScope"), link: paths.library, kind: "out-of-scope" }, reading, topics };
  return {
    reply: {
      lead: t("mentor.unknownTopic"),
      points: [t("mentor.unsure.takeQuiz"), t("mentor.unsure.talkToMentor")],
      link: paths.library,
      kind: "unknown",
    },
    reading,
    topics,
  };
}

/** Composes the whole reply to one question; pure and synchronous. `reading` is the question's, when already read. */
export function answer(request: CounsellorRequest, reading = readMessage(request.question)): Answer {
  const { reply, topics } = compose(request, reading);
  const text = writeReply(reply, { language: reading.language, detail: reading.asks.detail });
  return { text, reply, reading, topics };
}

export function answerLocally(request: CounsellorRequest): string {
  return answer(request).text;
}

/** Whether the answer may depend on the student's profile or plan ("What careers suit me?"). */
function needsStudent({ mentions, asks }: Reading): boolean {
  return mentions.length === 0 || asks.suitsMe || asks.stream || asks.after !== undefined || asks.unsure;
}

/**
 * The request with what the answer needs read in: the student's profile and plan when the question
 * is about them, the earlier turns when it follows up on them; everything with `always`.
 */
export async function withContext(
  request: CounsellorRequest,
  always = false,
  reading?: Reading,
): Promise<CounsellorRequest> {
  const read = () => reading ?? readMessage(request.question);
  const { loadStudent, loadHistory } = request;
  const [student, history] = await Promise.all([
    loadStudent && (always || needsStudent(read())) ? loadStudent() : undefined,
    loadHistory && (always || followsUp(read())) ? loadHistory() : undefined,
  ]);
  // what is read in is read once: a fallback counsellor given this request does not read it again
  return {
    ...request,
    ...(student ? { student: { ...request.student, ...student }, loadStudent: undefined } : {}),
    ...(history ? { history, loadHistory: undefined } : {}),
  };
}

export function createLocalCounsellor(): Counsellor {
  // the catalog and its indexes are built once, at start, not on the first student's question
  getCatalog();
  return {
    name: "local",
    async *reply(request, signal) {
      // the question is read once, for what the answer needs read in and for the answer
      const reading = readMessage(request.question);
      const full = await withContext(request, false, reading);
      if (signal?.aborted) return;
      yield answer(full, reading).text;
    },
  };
}
