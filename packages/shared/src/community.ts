import { z } from "./zod.ts";
import { groupDigits, messageRef } from "./i18n/message-ref.ts";

export const QUESTION_TITLE_MIN = 10;
export const QUESTION_TITLE_MAX = 150;
export const POST_BODY_MAX = 3000;
export const REPORT_REASON_MAX = 500;
export const QUESTION_TAGS_MAX = 3;
export const QUESTIONS_PAGE_SIZE = 20;
/** A search counts its matches up to this many: past it the list says "1,000+" (a count scans every title). */
export const SEARCH_COUNT_CAP = 1000;

export const communityMessages = {
  title: "community.validation.title",
  body: "community.validation.body",
  tags: "community.validation.tags",
  markup: "community.validation.markup",
  reason: "community.validation.reason",
  kind: "community.validation.kind",
  action: "community.validation.action",
  editedBody: "community.validation.editedBody",
} as const;

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

export const POST_KINDS = ["question", "answer"] as const;
export type PostKind = (typeof POST_KINDS)[number];

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

export const MODERATION_ACTIONS = ["approve", "edit", "remove", "warn"] as const;
export type ModerationActionKind = (typeof MODERATION_ACTIONS)[number];

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

export type PostStatus = "public" | "held" | "hidden" | "removed";
export type AuthorRole = "student" | "mentor" | "counsellor";

/** A post's author as the community shows them: a student by first name and class only. */
export interface CommunityAuthor {
  /** null once the account is deleted */
  firstName: string | null;
  /** the study stage from the profile ("9-10"), students only */
  stage: string | null;
  role: AuthorRole;
}

export interface CommunityTag {
  id: string;
  name: string;
}

export interface QuestionSummary {
  id: string;
  title: string;
  tags: CommunityTag[];
  author: CommunityAuthor;
  answerCount: number;
  hasAcceptedAnswer: boolean;
  createdAt: string;
}

export interface QuestionList {
  items: QuestionSummary[];
  total: number;
}

export interface AnswerView {
  id: string;
  /** empty when deleted or removed */
  body: string;
  author: CommunityAuthor;
  status: PostStatus;
  helpfulCount: number;
  markedHelpful: boolean;
  accepted: boolean;
  mine: boolean;
  createdAt: string;
}

export interface QuestionDetail extends QuestionSummary {
  body: string;
  status: PostStatus;
  mine: boolean;
  editedAt: string | null;
  acceptedAnswerId: string | null;
  answers: AnswerView[];
}

export interface PostCreated {
  id: string;
  status: PostStatus;
}

export interface CommunitySuggestions {
  pages: { kind: "career" | "exam"; id: string; name: string }[];
  questions: { id: string; title: string }[];
}

export interface ModerationQueueItem {
  kind: PostKind;
  id: string;
  questionId: string;
  title: string | null;
  body: string;
  status: PostStatus;
  author: CommunityAuthor;
  reports: { reason: string; createdAt: string }[];
  createdAt: string;
}

export interface ModerationLogEntry {
  id: string;
  kind: PostKind;
  postId: string;
  action: ModerationActionKind;
  reason: string;
  moderatorName: string | null;
  createdAt: string;
}

export interface CommunityNotice {
  id: string;
  kind: "answered" | "removed" | "warned";
  questionId: string;
  title: string;
  reason: string | null;
  createdAt: string;
}
