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

export const POST_KINDS = ["question", "answer"] as const;
export type PostKind = (typeof POST_KINDS)[number];

export const MODERATION_ACTIONS = ["approve", "edit", "remove", "warn"] as const;
export type ModerationActionKind = (typeof MODERATION_ACTIONS)[number];

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
