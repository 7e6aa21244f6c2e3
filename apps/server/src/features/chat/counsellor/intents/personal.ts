import { translateReason } from "@disha/shared/plan";
import { cardOf, careerList, careersForInterests, joinList, paths, streamsForSubject } from "../answers.ts";
import { getCatalog } from "../catalog.ts";
import { t, local, subjectLabel, translator } from "../words.ts";
import type { ProfileFacts, StudentContext } from "../counsellor.ts";
import { careersOfTopic, centrality, kb } from "../knowledge.ts";
import type { Reply } from "../reply.ts";
import { readMessage, type Reading } from "../understand.ts";
import { intent, mainTopic, namesOnlySubjects, subjectsOf, type Turn } from "./intent.ts";

// Questions about the student: which stream, what suits me, what my interests lead to, and "I'm not sure".

function unsureReply(student: StudentContext): Reply {
  const points = [t("mentor.unsure.takeQuiz"), t("mentor.unsure.completeProfile"), t("mentor.unsure.talkToMentor")];
  const quiz = student.plan?.quizResult?.career ?? student.quizResult;
  if (quiz) points.push(t("mentor.unsure.lastQuiz", { quizResult: quiz }));
  return { lead: t("mentor.unsure.lead"), points, link: paths.quiz, kind: "unsure" };
}

/** "What careers suit me?": the student's own plan first, then the profile, then the way to find out. */
function personalReply(reading: Reading, student: StudentContext): Reply {
  const plan = student.plan;
  const profile: ProfileFacts = { ...(plan?.profile ?? {}), ...(student.profile ?? {}) };
  const study = reading.study ?? profile.study ?? undefined;
  // a recommendation without a reason is only the library in name order: it says nothing about the student
  // equal scores come in name order from the plan; among equals, the better known careers go first
  const known = (slug: string) => {
    const career = kb.careerById(slug);
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
        lead: t("mentor.personal.streamForGoal", {
          career: local(career.name),
          start: local(career.pathway[0]?.title),
        }),
        points: career.pathway.slice(1, 4).map((step) => local(step.title)),
        link: paths.career(career.id),
        kind: "personal-stream",
      };
    }
    if (subject) return streamsForSubject(subject, new Set());
  }
  const goalFirst = reading.asks.after !== undefined && aspiration?.entity.kind === "career";
  if (!goalFirst && (recommendations.length > 0 || shortlist.length > 0)) {
    const points = recommendations.slice(0, 3).map((item) => {
      const reasons = item.reasons.slice(0, 2).map((reason) => translateReason(translator(), reason));
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
        ? t("mentor.personal.afterClass10", { start: local(aspiration.entity.record.pathway[0]?.title) })
        : undefined;
    return {
      ...card,
      lead: t("mentor.personal.forGoal", { career: local(aspiration.entity.record.name) }) + " " + card.lead,
      points: stage ? [stage, ...(card.points ?? []).slice(1)] : card.points,
      kind: "personal-goal",
    };
  }
  const quizIds = plan?.quizResult?.careerIds ?? [];
  const quizCareers = quizIds.flatMap((id) => kb.careerById(id) ?? []);
  if (subject || quizCareers.length > 0) {
    const careers = [...quizCareers, ...(subject ? careersForInterests([], [], subject) : [])].filter(
      (career, index, list) => list.indexOf(career) === index,
    );
    return careerList(
      subject ? t("mentor.personal.bySubject", { subject: subjectLabel(subject) }) : t("mentor.personal.byQuiz"),
      careers,
      "personal-subject",
    );
  }
  return unsureReply(student);
}

const asksStreamOnly = (turn: Turn) => turn.reading.asks.stream && (turn.own.length === 0 || namesOnlySubjects(turn));
const firstSubject = (turn: Turn) => subjectsOf(turn.reading.mentions)[0];

/** Names one career in full, an exam or a degree: then a liking is about that record, not a list. */
function namesOne({ own, reading }: Turn): boolean {
  return own.some(
    (entity) =>
      (entity.kind === "career" && reading.mentions.find((mention) => mention.entity === entity)?.certainty === 1) ||
      entity.kind === "exam" ||
      entity.kind === "degree",
  );
}

export const personalIntents = [
  intent(
    "stream-for-subject",
    [],
    (turn) => asksStreamOnly(turn) && firstSubject(turn) !== undefined,
    (turn) => streamsForSubject(firstSubject(turn)!, new Set()),
  ),
  intent("stream-for-me", ["student"], asksStreamOnly, (turn) => personalReply(turn.reading, turn.student)),
  intent(
    "interests",
    [],
    (turn) => {
      const { reading } = turn;
      return (
        reading.interests.length > 0 &&
        reading.asks.interestWords &&
        (!namesOne(turn) || reading.asks.listCareers || reading.asks.suitsMe)
      );
    },
    (turn) => {
      const wordCareers = turn.own.flatMap((entity) =>
        entity.kind === "career"
          ? [entity.record]
          : entity.kind === "topic" && entity.topic.families
            ? careersOfTopic(entity.topic).slice(0, 6)
            : [],
      );
      const careers = careersForInterests(turn.reading.interests, wordCareers, firstSubject(turn));
      return careerList(t("mentor.interests.lead"), careers, "interests");
    },
  ),
  intent(
    "subject-careers",
    [],
    (turn) => namesOnlySubjects(turn) && turn.reading.asks.interestWords,
    (turn) => {
      const subject = firstSubject(turn)!;
      return careerList(
        t("mentor.subject.careersLead", { subject: subjectLabel(subject) }),
        careersForInterests([], [], subject),
        "interests",
      );
    },
  ),
  intent(
    "suits-me",
    ["student"],
    (turn) =>
      !mainTopic(turn) &&
      (turn.reading.asks.suitsMe || (turn.reading.asks.after !== undefined && turn.own.length === 0)),
    (turn) => personalReply(turn.reading, turn.student),
  ),
];

export const unsureIntents = [
  intent(
    "unsure",
    ["student"],
    ({ reading }) => reading.asks.unsure,
    ({ student }) => unsureReply(student),
  ),
];
