import { type Kysely, type Selectable, sql } from "kysely";
import { type PostKind, SEARCH_COUNT_CAP } from "@disha/shared";
import type { CommunityAnswerTable, CommunityQuestionTable, Database } from "../../lib/db/schema.ts";

export type QuestionRow = Selectable<CommunityQuestionTable>;
export type AnswerRow = Selectable<CommunityAnswerTable>;

const summaryColumns = [
  "communityQuestion.id",
  "communityQuestion.title",
  "communityQuestion.authorFirstName",
  "communityQuestion.authorStage",
  "communityQuestion.authorRole",
  "communityQuestion.answerCount",
  "communityQuestion.acceptedAnswerId",
  "communityQuestion.createdAt",
] as const;

/** "50%_off" matches itself, not any text: LIKE's wildcards escaped. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

interface ListFilter {
  tag?: string | undefined;
  query?: string | undefined;
  offset: number;
  limit: number;
}

/** Public questions, newest first: one page and the count. A topic's list walks its tag index. */
export async function listPublicQuestions(db: Kysely<Database>, filter: ListFilter) {
  let base = db.selectFrom("communityQuestion").where("communityQuestion.status", "=", "public");
  if (filter.tag !== undefined) {
    base = base
      .innerJoin("communityQuestionTag", "communityQuestionTag.questionId", "communityQuestion.id")
      .where("communityQuestionTag.tag", "=", filter.tag);
  }
  if (filter.query) {
    const pattern = likePattern(filter.query);
    base = base.where((eb) => eb(eb.fn("lower", ["communityQuestion.title"]), "like", eb.val(pattern)));
  }
  const order = filter.tag !== undefined ? "communityQuestionTag.createdAt" : "communityQuestion.createdAt";
  const [rows, count] = await Promise.all([
    base.select(summaryColumns).orderBy(sql.ref(order), "desc").limit(filter.limit).offset(filter.offset).execute(),
    filter.query
      ? db
          .selectFrom(base.select("communityQuestion.id").limit(SEARCH_COUNT_CAP).as("matches"))
          .select((eb) => eb.fn.countAll<number | string>().as("total"))
          .executeTakeFirstOrThrow()
      : base.select((eb) => eb.fn.countAll<number | string>().as("total")).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export async function tagsOfQuestions(db: Kysely<Database>, questionIds: readonly string[]) {
  if (questionIds.length === 0) return new Map<string, string[]>();
  const rows = await db
    .selectFrom("communityQuestionTag")
    .select(["questionId", "tag"])
    .where("questionId", "in", questionIds)
    .execute();
  const tags = new Map<string, string[]>();
  for (const row of rows) tags.set(row.questionId, [...(tags.get(row.questionId) ?? []), row.tag]);
  return tags;
}

export function findQuestion(db: Kysely<Database>, id: string): Promise<QuestionRow | undefined> {
  return db.selectFrom("communityQuestion").selectAll().where("id", "=", id).executeTakeFirst();
}

export function findAnswer(db: Kysely<Database>, id: string): Promise<AnswerRow | undefined> {
  return db.selectFrom("communityAnswer").selectAll().where("id", "=", id).executeTakeFirst();
}

export function answersOf(db: Kysely<Database>, questionId: string): Promise<AnswerRow[]> {
  return db
    .selectFrom("communityAnswer")
    .selectAll()
    .where("questionId", "=", questionId)
    .orderBy("createdAt")
    .orderBy("id")
    .execute();
}

export async function helpfulMarksBy(db: Kysely<Database>, userId: string, answerIds: readonly string[]) {
  if (answerIds.length === 0) return new Set<string>();
  const rows = await db
    .selectFrom("communityHelpful")
    .select("answerId")
    .where("userId", "=", userId)
    .where("answerId", "in", answerIds)
    .execute();
  return new Set(rows.map((row) => row.answerId));
}

/** Earlier public questions whose titles hold the words typed, for the ask form's suggestions. */
export function questionsLike(db: Kysely<Database>, words: readonly string[], limit: number) {
  let query = db.selectFrom("communityQuestion").select(["id", "title"]).where("status", "=", "public");
  for (const word of words) {
    query = query.where((eb) => eb(eb.fn("lower", ["title"]), "like", eb.val(likePattern(word))));
  }
  return query.orderBy("createdAt", "desc").limit(limit).execute();
}

/** The post's row as the moderation queue and the report check need it. */
export async function findPost(db: Kysely<Database>, kind: PostKind, id: string) {
  if (kind === "question") {
    const row = await findQuestion(db, id);
    return row && { ...row, questionId: row.id };
  }
  const row = await findAnswer(db, id);
  return row && { ...row, title: null };
}

export function unresolvedReportCount(db: Kysely<Database>, kind: PostKind, id: string) {
  return db
    .selectFrom("communityReport")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("postKind", "=", kind)
    .where("postId", "=", id)
    .where("resolvedAt", "is", null)
    .executeTakeFirstOrThrow()
    .then((row) => Number(row.count));
}

export function removalsSince(db: Kysely<Database>, authorId: string, since: string) {
  return db
    .selectFrom("communityModeration")
    .select("createdAt")
    .where("authorId", "=", authorId)
    .where("action", "=", "remove")
    .where("createdAt", ">=", since)
    .orderBy("createdAt", "desc")
    .execute();
}
