import type {
  AnswerInput,
  AnswerView,
  AuthorRole,
  CommunityAuthor,
  CommunityNotice,
  CommunitySuggestions,
  ModerationActionInput,
  ModerationLogEntry,
  HeldReason,
  ModerationQueueItem,
  ModerationSummary,
  PostCreated,
  PostReview,
  PostKind,
  PostStatus,
  QuestionDetail,
  QuestionInput,
  QuestionList,
  QuestionsQueryInput,
  ReportInput,
} from "@disha/shared";
import {
  FIRST_POSTS_REVIEWED,
  HARM_KINDS,
  type HarmKind,
  POST_REFUSED,
  QUESTIONS_PAGE_SIZE,
  type RefusalReason,
} from "@disha/shared";
import { t } from "@disha/shared/i18n";
import { knowledgeBase } from "@disha/content/knowledge/base";
import type { Kysely } from "kysely";
import { hasAnyRole } from "../../lib/access.ts";
import type { AppDeps } from "../../lib/context.ts";
import { nowIso } from "../../lib/db/database.ts";
import type { Database } from "../../lib/db/schema.ts";
import { timeOrderedId } from "../../lib/db/time-ordered-id.ts";
import { HttpError } from "../../lib/errors.ts";
import type { Viewer } from "../../lib/viewer.ts";
import { harmWords } from "../../lib/harm/normalise.ts";
import { indiaDateTime } from "../../lib/india-time.ts";
import { searchLibrary } from "../knowledge/index.ts";
import { sendMail } from "../mail/index.ts";
import { countWaitingSafetyAlerts, tellModerators } from "../safety/index.ts";
import { findProfileForPlan } from "../profile/index.ts";
import { checkPost } from "./moderation.ts";
import {
  type AnswerRow,
  answersOf,
  findAnswer,
  findPost,
  findQuestion,
  helpfulMarksBy,
  listPublicQuestions,
  questionsLike,
  type QuestionRow,
  removalsSince,
  tagsOfQuestions,
  unresolvedReportCount,
} from "./queries.ts";
import { requireKnownTags, tagOf } from "./tags.ts";

/** Distinct accounts reporting a public post before it is hidden pending review. */
export const REPORT_THRESHOLD = 3;
/** Removals within MUTE_WINDOW that mute a student, and for how long after the last one. */
export const REMOVALS_BEFORE_MUTE = 3;
const DAY = 24 * 60 * 60 * 1000;
const MUTE_WINDOW_MS = 30 * DAY;
export const MUTE_MS = 7 * DAY;

export const unknownQuestion = () => HttpError.notFound(t("community.errors.unknownQuestion"));
export const unknownAnswer = () => HttpError.notFound(t("community.errors.unknownAnswer"));

type Deps = Pick<AppDeps, "db" | "env">;

const isModerator = (viewer: Viewer | null) => viewer !== null && hasAnyRole(viewer, ["admin", "moderator"]);

function authorOf(row: {
  authorFirstName: string | null;
  authorStage: string | null;
  authorRole: AuthorRole;
}): CommunityAuthor {
  return {
    firstName: row.authorFirstName,
    stage: row.authorRole === "student" ? row.authorStage : null,
    role: row.authorRole,
  };
}

/** How the community names a poster: a student by first name and study stage, never more. */
async function posterOf(db: Kysely<Database>, viewer: Viewer) {
  const role: AuthorRole = viewer.roles.includes("counsellor")
    ? "counsellor"
    : viewer.roles.includes("mentor")
      ? "mentor"
      : "student";
  const profile = role === "student" ? await findProfileForPlan(db, viewer.id) : undefined;
  const firstName = (profile?.name ?? viewer.name).trim().split(/\s+/)[0] ?? "";
  return { authorId: viewer.id, authorFirstName: firstName, authorStage: profile?.study ?? null, authorRole: role };
}

/** 403 while the account's recent removals mute it. */
export async function requireNotMuted(db: Kysely<Database>, userId: string, now = Date.now()): Promise<void> {
  const removals = await removalsSince(db, userId, new Date(now - MUTE_WINDOW_MS).toISOString());
  const [latest] = removals;
  if (removals.length < REMOVALS_BEFORE_MUTE || !latest) return;
  const until = new Date(latest.createdAt).getTime() + MUTE_MS;
  if (until <= now) return;
  throw HttpError.forbidden(t("community.errors.muted", { until: indiaDateTime(until, { withTime: false }) }));
}

/** A field this short ("My uncle says so.") is read only together with the rest of its post. */
const WORDS_READ_ALONE = 6;

/**
 * Every problem the checks find in a post's fields: what must be removed, field by field; what holds the
 * post, in the whole post read together (a short body means what its title asks), and in each field
 * long enough to be read alone.
 */
function checkFields(fields: Record<string, string>) {
  const refused = new Map<RefusalReason, string[]>();
  const held = new Set<HarmKind>(checkPost(Object.values(fields).join("\n")).held);
  for (const [field, text] of Object.entries(fields)) {
    const check = checkPost(text);
    for (const reason of check.refused) refused.set(reason, [...(refused.get(reason) ?? []), field]);
    if (harmWords(text).length >= WORDS_READ_ALONE) for (const kind of check.held) held.add(kind);
  }
  return { refused, held: HARM_KINDS.filter((kind) => held.has(kind)) };
}

/** How many posts the account has made, for COMMUNITY_REVIEW=first-posts. */
async function postsBy(db: Kysely<Database>, authorId: string): Promise<number> {
  const [questions, answers] = await Promise.all(
    (["communityQuestion", "communityAnswer"] as const).map((table) =>
      db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number | string>().as("count"))
        .where("authorId", "=", authorId)
        .executeTakeFirstOrThrow(),
    ),
  );
  return Number(questions?.count ?? 0) + Number(answers?.count ?? 0);
}

/**
 * The automatic checks and the operator's COMMUNITY_REVIEW on a new post: a 400 naming every problem
 * when there is only something to remove, or why the post waits for a moderator (null: public at once).
 * A kind of harm holds the post even when it also has contact details: self-harm is never refused.
 */
async function reviewOf(deps: Deps, viewer: Viewer, role: AuthorRole, fields: Record<string, string>) {
  const { refused, held } = checkFields(fields);
  if (held.length === 0 && refused.size > 0) {
    const reasons = [...refused.keys()];
    const messages = reasons.map((reason) => t(`community.errors.refused.${reason}`));
    const fieldMessages: Record<string, string> = {};
    for (const [reason, names] of refused) {
      for (const name of names)
        fieldMessages[name] = [fieldMessages[name], t(`community.errors.refused.${reason}`)].filter(Boolean).join(" ");
    }
    throw HttpError.refused(POST_REFUSED, messages.join(" "), reasons, fieldMessages);
  }
  const reasons: (HeldReason | RefusalReason)[] = held.map((kind) => `${kind}_held` as const);
  if (reasons.length > 0) reasons.push(...refused.keys());
  const mode = deps.env.COMMUNITY_REVIEW;
  if (reasons.length === 0 && role === "student" && mode === "all") reasons.push("review_all");
  if (
    reasons.length === 0 &&
    role === "student" &&
    mode === "first-posts" &&
    (await postsBy(deps.db, viewer.id)) < FIRST_POSTS_REVIEWED
  ) {
    reasons.push("review_first_posts");
  }
  return reasons.length === 0 ? null : { reasons, urgent: held.includes("self_harm") };
}

const storedReasons = (review: PostReview | null) => (review ? review.reasons.join(",") : null);

/** The moderators and admins, mailed at once when a post speaks of self-harm (a person must see it today). */
async function tellModeratorsOfUrgentPost(deps: Deps, questionId: string): Promise<void> {
  await tellModerators(deps, {
    kind: "community.urgent",
    subject: t("community.mail.urgentSubject"),
    body: t("community.mail.urgentBody", {
      url: `${deps.env.APP_URL}/community/moderation`,
      question: `${deps.env.APP_URL}/community/${encodeURIComponent(questionId)}`,
    }),
  });
}

export async function listQuestions(deps: Deps, query: QuestionsQueryInput): Promise<QuestionList> {
  const tag = query.tag ? requireKnownTags([query.tag])[0] : undefined;
  const { rows, total } = await listPublicQuestions(deps.db, {
    tag,
    query: query.query,
    offset: (query.page - 1) * QUESTIONS_PAGE_SIZE,
    limit: QUESTIONS_PAGE_SIZE,
  });
  const tags = await tagsOfQuestions(
    deps.db,
    rows.map((row) => row.id),
  );
  return {
    total,
    items: rows.map((row) => ({
      id: row.id,
      title: row.title,
      tags: (tags.get(row.id) ?? []).map(tagOf),
      author: authorOf(row),
      answerCount: row.answerCount,
      hasAcceptedAnswer: row.acceptedAnswerId !== null,
      createdAt: row.createdAt,
    })),
  };
}

export async function askQuestion(deps: Deps, viewer: Viewer, input: QuestionInput): Promise<PostCreated> {
  const tags = requireKnownTags(input.tags);
  await requireNotMuted(deps.db, viewer.id);
  const poster = await posterOf(deps.db, viewer);
  const review = await reviewOf(deps, viewer, poster.authorRole, { title: input.title, body: input.body });
  const status: PostStatus = review ? "held" : "public";
  const row = {
    id: timeOrderedId(),
    ...poster,
    title: input.title,
    body: input.body,
    status,
    reviewReasons: storedReasons(review),
    createdAt: nowIso(),
  };
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .insertInto("communityQuestion")
      .values({ ...row, acceptedAnswerId: null, editedAt: null })
      .execute();
    await trx
      .insertInto("communityQuestionTag")
      .values(tags.map((tag) => ({ questionId: row.id, tag, createdAt: row.createdAt })))
      .execute();
  });
  if (review?.urgent) await tellModeratorsOfUrgentPost(deps, row.id);
  return { id: row.id, status, review };
}

/** The asker's edit: the text before it is kept as a revision once anyone has answered. */
export async function editQuestion(deps: Deps, viewer: Viewer, id: string, input: QuestionInput): Promise<PostCreated> {
  const question = await findQuestion(deps.db, id);
  if (!question || question.status === "removed") throw unknownQuestion();
  if (question.authorId !== viewer.id) throw HttpError.forbidden(t("community.errors.notYourPost"));
  const tags = requireKnownTags(input.tags);
  await requireNotMuted(deps.db, viewer.id);
  // an edit is checked as a new post would be, but does not count as one of the first posts
  const checked = await reviewOf(deps, viewer, question.authorRole, { title: input.title, body: input.body });
  const review = checked && checked.reasons.some((reason) => reason.endsWith("_held")) ? checked : null;
  const status: PostStatus = question.status === "public" && review ? "held" : question.status;
  const now = nowIso();
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .insertInto("communityRevision")
      .values({
        id: timeOrderedId(),
        postKind: "question",
        postId: id,
        authorId: question.authorId,
        title: question.title,
        body: question.body,
        editedBy: viewer.id,
        createdAt: now,
      })
      .execute();
    await trx
      .updateTable("communityQuestion")
      .set({
        title: input.title,
        body: input.body,
        status,
        editedAt: now,
        ...(review ? { reviewReasons: storedReasons(review) } : {}),
      })
      .where("id", "=", id)
      .execute();
    await trx.deleteFrom("communityQuestionTag").where("questionId", "=", id).execute();
    await trx
      .insertInto("communityQuestionTag")
      .values(tags.map((tag) => ({ questionId: id, tag, createdAt: question.createdAt })))
      .execute();
  });
  if (review?.urgent) await tellModeratorsOfUrgentPost(deps, id);
  return { id, status, review: status === "held" ? (review ?? reviewOfStored(question.reviewReasons)) : null };
}

/** A held post's review as stored, for an edit that leaves it waiting. */
function reviewOfStored(stored: string | null): PostReview {
  const reasons = (stored ?? "").split(",").filter(Boolean) as PostReview["reasons"];
  return { reasons, urgent: reasons.includes("self_harm_held") };
}

const visibleTo = (row: { status: PostStatus; authorId: string | null }, viewer: Viewer | null) =>
  row.status === "public" ||
  isModerator(viewer) ||
  (viewer !== null && row.authorId === viewer.id && row.status !== "removed");

function answerView(row: AnswerRow, viewer: Viewer | null, marked: Set<string>, acceptedId: string | null): AnswerView {
  return {
    id: row.id,
    body: row.status === "removed" ? "" : row.body,
    author: authorOf(row),
    status: row.status,
    helpfulCount: row.helpfulCount,
    markedHelpful: marked.has(row.id),
    accepted: row.id === acceptedId,
    mine: viewer !== null && row.authorId === viewer.id,
    createdAt: row.createdAt,
  };
}

export async function questionDetail(deps: Deps, id: string, viewer: Viewer | null): Promise<QuestionDetail> {
  const question = await findQuestion(deps.db, id);
  if (!question || !visibleTo(question, viewer)) throw unknownQuestion();
  const [answers, tags] = await Promise.all([answersOf(deps.db, id), tagsOfQuestions(deps.db, [id])]);
  // a removed answer stays as a placeholder so the answers after it still make sense
  const shown = answers.filter((answer) => answer.status === "removed" || visibleTo(answer, viewer));
  const marked = viewer
    ? await helpfulMarksBy(
        deps.db,
        viewer.id,
        shown.map((answer) => answer.id),
      )
    : new Set<string>();
  return {
    id: question.id,
    title: question.title,
    body: question.body,
    tags: (tags.get(id) ?? []).map(tagOf),
    author: authorOf(question),
    status: question.status,
    mine: viewer !== null && question.authorId === viewer.id,
    editedAt: question.editedAt,
    answerCount: question.answerCount,
    hasAcceptedAnswer: question.acceptedAnswerId !== null,
    acceptedAnswerId: question.acceptedAnswerId,
    createdAt: question.createdAt,
    answers: shown.map((answer) => answerView(answer, viewer, marked, question.acceptedAnswerId)),
  };
}

/** A notice on the dashboard and a mail (SMTP or the outbox) to a post's author. */
async function tellAuthor(
  deps: Deps,
  userId: string | null,
  notice: { kind: CommunityNotice["kind"]; questionId: string; title: string; reason: string | null },
): Promise<void> {
  if (!userId) return;
  const user = await deps.db.selectFrom("user").select(["email", "name"]).where("id", "=", userId).executeTakeFirst();
  if (!user) return;
  await deps.db
    .insertInto("communityNotice")
    .values({ id: timeOrderedId(), userId, ...notice, createdAt: nowIso() })
    .execute();
  const url = `${deps.env.APP_URL}/community/${encodeURIComponent(notice.questionId)}`;
  const vars = { title: notice.title, reason: notice.reason ?? "", url };
  await sendMail(deps, {
    kind: `community.${notice.kind}`,
    to: { address: user.email, userId },
    subject: t(`community.mail.${notice.kind}Subject`),
    text: [
      t("mail.greeting", { name: user.name }),
      t(`community.mail.${notice.kind}Body`, vars),
      t("mail.signOff"),
    ].join("\n\n"),
  });
}

async function noticeOfAnswer(deps: Deps, question: QuestionRow, answerAuthorId: string | null): Promise<void> {
  if (question.authorId === answerAuthorId) return;
  await tellAuthor(deps, question.authorId, {
    kind: "answered",
    questionId: question.id,
    title: question.title,
    reason: null,
  });
}

export async function answerQuestion(
  deps: Deps,
  viewer: Viewer,
  questionId: string,
  input: AnswerInput,
): Promise<PostCreated> {
  const question = await findQuestion(deps.db, questionId);
  if (!question || !visibleTo(question, viewer)) throw unknownQuestion();
  if (question.status !== "public") throw HttpError.conflict(t("community.errors.notOpen"));
  await requireNotMuted(deps.db, viewer.id);
  const poster = await posterOf(deps.db, viewer);
  const review = await reviewOf(deps, viewer, poster.authorRole, { body: input.body });
  const status: PostStatus = review ? "held" : "public";
  const id = timeOrderedId();
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .insertInto("communityAnswer")
      .values({
        id,
        questionId,
        ...poster,
        body: input.body,
        status,
        reviewReasons: storedReasons(review),
        createdAt: nowIso(),
        editedAt: null,
      })
      .execute();
    if (status === "public") {
      await trx
        .updateTable("communityQuestion")
        .set((eb) => ({ answerCount: eb("answerCount", "+", 1) }))
        .where("id", "=", questionId)
        .execute();
    }
  });
  if (status === "public") await noticeOfAnswer(deps, question, viewer.id);
  if (review?.urgent) await tellModeratorsOfUrgentPost(deps, questionId);
  return { id, status, review };
}

export async function findQuestionAuthor(db: Kysely<Database>, id: string): Promise<string | undefined> {
  const question = await findQuestion(db, id);
  return question && question.status !== "removed" ? (question.authorId ?? "") : undefined;
}

export async function acceptAnswer(deps: Deps, questionId: string, answerId: string): Promise<{ accepted: string }> {
  const answer = await findAnswer(deps.db, answerId);
  if (!answer || answer.status !== "public") throw unknownAnswer();
  if (answer.questionId !== questionId) throw HttpError.badRequest(t("community.errors.answerNotOnQuestion"));
  await deps.db
    .updateTable("communityQuestion")
    .set({ acceptedAnswerId: answerId })
    .where("id", "=", questionId)
    .execute();
  return { accepted: answerId };
}

export async function markHelpful(deps: Deps, viewer: Viewer, answerId: string): Promise<{ helpfulCount: number }> {
  const answer = await findAnswer(deps.db, answerId);
  if (!answer || answer.status !== "public") throw unknownAnswer();
  if (answer.authorId === viewer.id) throw HttpError.badRequest(t("community.errors.ownAnswer"));
  await deps.db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto("communityHelpful")
      .values({ answerId, userId: viewer.id, createdAt: nowIso() })
      .onConflict((conflict) => conflict.columns(["answerId", "userId"]).doNothing())
      .executeTakeFirst();
    // a second mark by the same student counts once
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0) {
      await trx
        .updateTable("communityAnswer")
        .set((eb) => ({ helpfulCount: eb("helpfulCount", "+", 1) }))
        .where("id", "=", answerId)
        .execute();
    }
  });
  const row = await findAnswer(deps.db, answerId);
  return { helpfulCount: row?.helpfulCount ?? answer.helpfulCount };
}

function postTable(kind: PostKind) {
  return kind === "question" ? "communityQuestion" : "communityAnswer";
}

/** A report; past the threshold of distinct reporters, a public post is hidden until a moderator looks. */
export async function reportPost(deps: Deps, viewer: Viewer, input: ReportInput): Promise<{ reported: true }> {
  const post = await findPost(deps.db, input.kind, input.id);
  if (!post || !visibleTo(post, viewer)) throw input.kind === "question" ? unknownQuestion() : unknownAnswer();
  const inserted = await deps.db
    .insertInto("communityReport")
    .values({
      id: timeOrderedId(),
      postKind: input.kind,
      postId: input.id,
      reporterId: viewer.id,
      reason: input.reason,
      createdAt: nowIso(),
      resolvedAt: null,
    })
    .onConflict((conflict) => conflict.columns(["postKind", "postId", "reporterId"]).doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 0)
    throw HttpError.conflict(t("community.errors.alreadyReported"));
  if (post.status === "public" && (await unresolvedReportCount(deps.db, input.kind, input.id)) >= REPORT_THRESHOLD) {
    await deps.db
      .updateTable(postTable(input.kind))
      .set({ status: "hidden" })
      .where("id", "=", input.id)
      .where("status", "=", "public")
      .execute();
  }
  return { reported: true };
}

export async function suggestions(deps: Deps, query: string): Promise<CommunitySuggestions> {
  const words = query
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word.length >= 3);
  if (words.length === 0) return { pages: [], questions: [] };
  const kb = knowledgeBase;
  const careers = searchLibrary("careers", query)
    .slice(0, 3)
    .flatMap((id) => {
      const career = kb.careerById(id);
      return career ? [{ kind: "career" as const, id, name: career.name.en }] : [];
    });
  const exams = searchLibrary("exams", query)
    .slice(0, 2)
    .flatMap((id) => {
      const exam = kb.examById(id);
      return exam ? [{ kind: "exam" as const, id, name: exam.name.en }] : [];
    });
  // any one of the longer words: a question rarely repeats another word for word
  const longest = [...words].sort((a, b) => b.length - a.length).slice(0, 2);
  const questions = await questionsLike(deps.db, longest, 5);
  return { pages: [...careers, ...exams], questions };
}

export async function noticesOf(deps: Deps, userId: string): Promise<CommunityNotice[]> {
  return deps.db
    .selectFrom("communityNotice")
    .select(["id", "kind", "questionId", "title", "reason", "createdAt"])
    .where("userId", "=", userId)
    .orderBy("createdAt", "desc")
    .limit(20)
    .execute();
}

// --- moderation ------------------------------------------------------------------------------

/** The kinds of harm a text shows, as the queue names them: the post's own text or a report's words. */
function harmReasons(texts: readonly string[]): HeldReason[] {
  const kinds = new Set(texts.flatMap((text) => checkPost(text).held));
  return HARM_KINDS.filter((kind) => kinds.has(kind)).map((kind) => `${kind}_held` as const);
}

const severityOf = (reasons: readonly string[]) =>
  Math.min(
    HARM_KINDS.length,
    ...reasons
      .map((reason) => HARM_KINDS.indexOf(reason.replace(/_held$/, "") as HarmKind))
      .filter((index) => index >= 0),
  );

const QUEUE_LIMIT = 100;

/**
 * What waits for a moderator: posts the checks held, posts hidden after reports, and every post with an
 * open report, the first report enough. Self-harm first, then sexual content and threats, then the other
 * kinds; within a kind the most reported, then the longest waiting.
 */
export async function moderationQueue(deps: Deps): Promise<ModerationQueueItem[]> {
  const { db } = deps;
  const openReports = await db
    .selectFrom("communityReport")
    .select(["postKind", "postId", "reason", "createdAt"])
    .where("resolvedAt", "is", null)
    .orderBy("createdAt")
    .limit(1000)
    .execute();
  const reportedIds = (kind: PostKind) => [
    ...new Set(openReports.filter((report) => report.postKind === kind).map((report) => report.postId)),
  ];
  const reportedQuestions = reportedIds("question");
  const reportedAnswers = reportedIds("answer");
  const [questions, answers] = await Promise.all([
    db
      .selectFrom("communityQuestion")
      .selectAll()
      .where((eb) =>
        eb.or([
          eb("status", "in", ["held", "hidden"]),
          ...(reportedQuestions.length > 0
            ? [eb.and([eb("status", "=", "public"), eb("id", "in", reportedQuestions)])]
            : []),
        ]),
      )
      .orderBy("createdAt")
      .limit(QUEUE_LIMIT)
      .execute(),
    db
      .selectFrom("communityAnswer")
      .selectAll()
      .where((eb) =>
        eb.or([
          eb("status", "in", ["held", "hidden"]),
          ...(reportedAnswers.length > 0
            ? [eb.and([eb("status", "=", "public"), eb("id", "in", reportedAnswers)])]
            : []),
        ]),
      )
      .orderBy("createdAt")
      .limit(QUEUE_LIMIT)
      .execute(),
  ]);
  const posts = [
    ...questions.map((row) => ({ ...row, kind: "question" as const, questionId: row.id })),
    ...answers.map((row) => ({ ...row, kind: "answer" as const, title: null })),
  ];
  const items = posts.map((post): ModerationQueueItem => {
    const reports = openReports
      .filter((report) => report.postKind === post.kind && report.postId === post.id)
      .map(({ reason, createdAt }) => ({ reason, createdAt }));
    const stored = (post.reviewReasons ?? "").split(",").filter(Boolean) as HeldReason[];
    const found = harmReasons([post.title ?? "", post.body, ...reports.map((report) => report.reason)]);
    const reasons = [...new Set([...stored, ...found])];
    return {
      kind: post.kind,
      id: post.id,
      questionId: post.questionId,
      title: post.title,
      body: post.body,
      status: post.status,
      author: authorOf(post),
      reports,
      reasons,
      urgent: reasons.includes("self_harm_held"),
      waitingSince: post.status === "held" ? post.createdAt : (reports[0]?.createdAt ?? post.createdAt),
      createdAt: post.createdAt,
    };
  });
  return items.sort(
    (a, b) =>
      severityOf(a.reasons) - severityOf(b.reasons) ||
      b.reports.length - a.reports.length ||
      a.waitingSince.localeCompare(b.waitingSince),
  );
}

export async function moderationSummary(deps: Deps): Promise<ModerationSummary> {
  // a student who wrote words of self-harm to the AI mentor is as urgent as a held post
  const [queue, alerts] = await Promise.all([moderationQueue(deps), countWaitingSafetyAlerts(deps)]);
  return { waiting: queue.length + alerts, urgent: queue.filter((item) => item.urgent).length + alerts };
}

const STATUS_AFTER: Record<ModerationActionInput["action"], PostStatus> = {
  approve: "public",
  edit: "public",
  remove: "removed",
  warn: "public",
};

/** A moderator's action on a post, logged with who and why; the author is told of a removal or a warning. */
export async function moderate(
  deps: Deps,
  moderator: Viewer,
  kind: PostKind,
  id: string,
  input: ModerationActionInput,
): Promise<{ status: PostStatus }> {
  const post = await findPost(deps.db, kind, id);
  if (!post) throw kind === "question" ? unknownQuestion() : unknownAnswer();
  const question = kind === "question" ? (post as QuestionRow) : await findQuestion(deps.db, post.questionId);
  if (!question) throw unknownQuestion();
  const status = STATUS_AFTER[input.action];
  const now = nowIso();
  const becamePublicAnswer = kind === "answer" && post.status !== "public" && status === "public";
  const leftPublicAnswer = kind === "answer" && post.status === "public" && status !== "public";
  await deps.db.transaction().execute(async (trx) => {
    if (input.action === "edit") {
      await trx
        .insertInto("communityRevision")
        .values({
          id: timeOrderedId(),
          postKind: kind,
          postId: id,
          authorId: post.authorId,
          title: post.title,
          body: post.body,
          editedBy: moderator.id,
          createdAt: now,
        })
        .execute();
      await trx
        .updateTable(postTable(kind))
        .set({ body: input.body ?? post.body, editedAt: now })
        .where("id", "=", id)
        .execute();
    }
    await trx.updateTable(postTable(kind)).set({ status }).where("id", "=", id).execute();
    if (becamePublicAnswer || leftPublicAnswer) {
      await trx
        .updateTable("communityQuestion")
        .set((eb) => ({ answerCount: eb("answerCount", becamePublicAnswer ? "+" : "-", 1) }))
        .where("id", "=", question.id)
        .execute();
    }
    await trx
      .updateTable("communityReport")
      .set({ resolvedAt: now })
      .where("postKind", "=", kind)
      .where("postId", "=", id)
      .where("resolvedAt", "is", null)
      .execute();
    await trx
      .insertInto("communityModeration")
      .values({
        id: timeOrderedId(),
        postKind: kind,
        postId: id,
        questionId: question.id,
        authorId: post.authorId,
        moderatorId: moderator.id,
        action: input.action,
        reason: input.reason,
        createdAt: now,
      })
      .execute();
  });
  // a held post's author was promised a decision either way
  const approvedHeld = post.status === "held" && (input.action === "approve" || input.action === "edit");
  if (input.action === "remove" || input.action === "warn" || approvedHeld) {
    await tellAuthor(deps, post.authorId, {
      kind: input.action === "remove" ? "removed" : input.action === "warn" ? "warned" : "approved",
      questionId: question.id,
      title: question.title,
      reason: input.reason,
    });
  }
  if (becamePublicAnswer) await noticeOfAnswer(deps, question, post.authorId);
  return { status };
}

export async function moderationLog(deps: Deps): Promise<ModerationLogEntry[]> {
  const rows = await deps.db
    .selectFrom("communityModeration")
    .leftJoin("user", "user.id", "communityModeration.moderatorId")
    .select([
      "communityModeration.id",
      "communityModeration.postKind as kind",
      "communityModeration.postId",
      "communityModeration.action",
      "communityModeration.reason",
      "communityModeration.createdAt",
      "user.name as moderatorName",
    ])
    .orderBy("communityModeration.createdAt", "desc")
    .limit(100)
    .execute();
  return rows.map((row) => ({ ...row, moderatorName: row.moderatorName ?? null }));
}
