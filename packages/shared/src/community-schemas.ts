// What the community's requests must hold: a question, an answer, a report, a moderator's action and
// the lists' queries. Apart from community.ts, so the dashboard's notices load no zod (decision 031).
import { z } from "./zod.ts";
import { groupDigits, messageRef } from "./i18n/message-ref.ts";
import {
  communityMessages,
  MODERATION_ACTIONS,
  POST_BODY_MAX,
  POST_KINDS,
  QUESTION_TAGS_MAX,
  QUESTION_TITLE_MAX,
  QUESTION_TITLE_MIN,
  REPORT_REASON_MAX,
} from "./community.ts";

const tooLong = (max: number) => messageRef("validation.tooLong", { max: groupDigits(max) });
// posts are shown as text, but a tag in one is refused so nobody is surprised by what they see
const hasMarkup = (value: string) => /<\/?[a-z!][^>]*>/i.test(value);

const postText = (min: number, max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(min, message)
    .max(max, tooLong(max))
    .refine((value) => !hasMarkup(value), communityMessages.markup);

/** The ask form and POST /api/questions; tags are knowledge-base ids the server checks ("career:doctor"). */
export const QuestionSchema = z.object({
  title: postText(QUESTION_TITLE_MIN, QUESTION_TITLE_MAX, communityMessages.title),
  body: postText(1, POST_BODY_MAX, communityMessages.body),
  tags: z
    .array(z.string({ error: communityMessages.tags }).trim().min(1, communityMessages.tags).max(120), {
      error: communityMessages.tags,
    })
    .min(1, communityMessages.tags)
    .max(QUESTION_TAGS_MAX, communityMessages.tags),
});
export type QuestionFormValues = z.input<typeof QuestionSchema>;
export type QuestionInput = z.infer<typeof QuestionSchema>;

export const AnswerSchema = z.object({ body: postText(1, POST_BODY_MAX, communityMessages.body) });
export type AnswerInput = z.infer<typeof AnswerSchema>;

export const ReportSchema = z.object({
  kind: z.enum(POST_KINDS, { error: communityMessages.kind }),
  id: z.string({ error: communityMessages.kind }).trim().min(1, communityMessages.kind).max(100),
  reason: postText(1, REPORT_REASON_MAX, communityMessages.reason),
});
export type ReportInput = z.infer<typeof ReportSchema>;

export const QuestionsQuerySchema = z.object({
  tag: z.string().trim().max(120).optional(),
  query: z.string().trim().max(100).optional(),
  page: z.coerce.number({ error: "community.validation.page" }).int().min(1).max(5000).default(1),
});
export type QuestionsQueryInput = z.infer<typeof QuestionsQuerySchema>;

export const SuggestionsQuerySchema = z.object({ query: z.string().trim().max(150).default("") });

/** A moderator's decision on a held or reported post; "edit" replaces the text, keeping the old one. */
export const ModerationActionSchema = z
  .object({
    action: z.enum(MODERATION_ACTIONS, { error: communityMessages.action }),
    reason: postText(1, REPORT_REASON_MAX, communityMessages.reason),
    body: z.string().trim().max(POST_BODY_MAX, tooLong(POST_BODY_MAX)).optional(),
  })
  .refine((value) => value.action !== "edit" || (value.body !== undefined && value.body.length > 0), {
    message: communityMessages.editedBody,
    path: ["body"],
  });
export type ModerationActionInput = z.infer<typeof ModerationActionSchema>;
