import type { Kysely } from "kysely";

// Written once: a change to the schema is a new migration file, never an edit of this one.

export async function up(db: Kysely<unknown>): Promise<void> {
  // a student's question; the author is shown by first name and study stage only, copied when posted,
  // and both are blanked (with the text) when the account is deleted, so answers still make sense
  await db.schema
    .createTable("communityQuestion")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("authorId", "text", (col) => col.references("user.id").onDelete("set null"))
    .addColumn("authorFirstName", "text")
    .addColumn("authorStage", "text")
    .addColumn("authorRole", "text", (col) => col.notNull())
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("body", "text", (col) => col.notNull())
    // public, held (automatic checks), hidden (reports), removed
    .addColumn("status", "text", (col) => col.notNull())
    .addColumn("acceptedAnswerId", "text")
    .addColumn("answerCount", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("createdAt", "text", (col) => col.notNull())
    .addColumn("editedAt", "text")
    .execute();
  await db.schema
    .createIndex("communityQuestion_status_createdAt")
    .on("communityQuestion")
    .columns(["status", "createdAt"])
    .execute();
  await db.schema.createIndex("communityQuestion_authorId").on("communityQuestion").column("authorId").execute();

  // a question's knowledge-base topics ("career:doctor"), with its date so a topic's list reads one index
  await db.schema
    .createTable("communityQuestionTag")
    .addColumn("questionId", "text", (col) => col.notNull().references("communityQuestion.id").onDelete("cascade"))
    .addColumn("tag", "text", (col) => col.notNull())
    .addColumn("createdAt", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("communityQuestionTag_pk", ["questionId", "tag"])
    .execute();
  await db.schema
    .createIndex("communityQuestionTag_tag_createdAt")
    .on("communityQuestionTag")
    .columns(["tag", "createdAt"])
    .execute();

  await db.schema
    .createTable("communityAnswer")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("questionId", "text", (col) => col.notNull().references("communityQuestion.id").onDelete("cascade"))
    .addColumn("authorId", "text", (col) => col.references("user.id").onDelete("set null"))
    .addColumn("authorFirstName", "text")
    .addColumn("authorStage", "text")
    .addColumn("authorRole", "text", (col) => col.notNull())
    .addColumn("body", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) => col.notNull())
    .addColumn("helpfulCount", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("createdAt", "text", (col) => col.notNull())
    .addColumn("editedAt", "text")
    .execute();
  await db.schema
    .createIndex("communityAnswer_questionId")
    .on("communityAnswer")
    .columns(["questionId", "createdAt"])
    .execute();
  await db.schema.createIndex("communityAnswer_authorId").on("communityAnswer").column("authorId").execute();

  // the text a post had before an edit (the asker's, or a moderator's edit-out)
  await db.schema
    .createTable("communityRevision")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("postKind", "text", (col) => col.notNull())
    .addColumn("postId", "text", (col) => col.notNull())
    .addColumn("authorId", "text", (col) => col.references("user.id").onDelete("set null"))
    .addColumn("title", "text")
    .addColumn("body", "text", (col) => col.notNull())
    .addColumn("editedBy", "text", (col) => col.references("user.id").onDelete("set null"))
    .addColumn("createdAt", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("communityRevision_postId").on("communityRevision").column("postId").execute();
  await db.schema.createIndex("communityRevision_authorId").on("communityRevision").column("authorId").execute();

  // one helpful mark per student per answer
  await db.schema
    .createTable("communityHelpful")
    .addColumn("answerId", "text", (col) => col.notNull().references("communityAnswer.id").onDelete("cascade"))
    .addColumn("userId", "text", (col) => col.notNull().references("user.id").onDelete("cascade"))
    .addColumn("createdAt", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("communityHelpful_pk", ["answerId", "userId"])
    .execute();
  await db.schema.createIndex("communityHelpful_userId").on("communityHelpful").column("userId").execute();

  // one report per account per post: the threshold counts people, not clicks
  await db.schema
    .createTable("communityReport")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("postKind", "text", (col) => col.notNull())
    .addColumn("postId", "text", (col) => col.notNull())
    .addColumn("reporterId", "text", (col) => col.notNull().references("user.id").onDelete("cascade"))
    .addColumn("reason", "text", (col) => col.notNull())
    .addColumn("createdAt", "text", (col) => col.notNull())
    .addColumn("resolvedAt", "text")
    .addUniqueConstraint("communityReport_once", ["postKind", "postId", "reporterId"])
    .execute();
  await db.schema
    .createIndex("communityReport_postId")
    .on("communityReport")
    .columns(["postId", "resolvedAt"])
    .execute();
  await db.schema.createIndex("communityReport_reporterId").on("communityReport").column("reporterId").execute();

  // every moderator action, who and why; removals within a period mute the author
  await db.schema
    .createTable("communityModeration")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("postKind", "text", (col) => col.notNull())
    .addColumn("postId", "text", (col) => col.notNull())
    .addColumn("questionId", "text", (col) => col.notNull())
    .addColumn("authorId", "text", (col) => col.references("user.id").onDelete("set null"))
    .addColumn("moderatorId", "text", (col) => col.references("user.id").onDelete("set null"))
    .addColumn("action", "text", (col) => col.notNull())
    .addColumn("reason", "text", (col) => col.notNull())
    .addColumn("createdAt", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("communityModeration_author")
    .on("communityModeration")
    .columns(["authorId", "action", "createdAt"])
    .execute();
  await db.schema.createIndex("communityModeration_createdAt").on("communityModeration").column("createdAt").execute();
  await db.schema
    .createIndex("communityModeration_moderatorId")
    .on("communityModeration")
    .column("moderatorId")
    .execute();

  // what the dashboard tells a student: an answer to their question, a post of theirs removed and why
  await db.schema
    .createTable("communityNotice")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("userId", "text", (col) => col.notNull().references("user.id").onDelete("cascade"))
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("questionId", "text", (col) => col.notNull())
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("reason", "text")
    .addColumn("createdAt", "text", (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex("communityNotice_userId")
    .on("communityNotice")
    .columns(["userId", "createdAt"])
    .execute();
}
