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

/**
 * The kinds of harm the automatic checks hold a post for, most urgent first: the moderation queue
 * orders by it, and self-harm is marked urgent (issue 34).
 */
export const HARM_KINDS = ["self_harm", "sexual", "threat", "hate", "bullying", "drugs", "cheating", "scam"] as const;
export type HarmKind = (typeof HARM_KINDS)[number];
/** Why a post is refused (400, `error.reasons`): the author removes it and posts again. */
export const REFUSAL_REASONS = ["contact_details", "link"] as const;
export type RefusalReason = (typeof REFUSAL_REASONS)[number];
/** Why a post waits for a moderator: a kind of harm, or the operator's COMMUNITY_REVIEW. */
export type HeldReason = `${HarmKind}_held` | "review_first_posts" | "review_all";
/** The error code of a post the checks refused; `error.reasons` names every problem found. */
export const POST_REFUSED = "post_refused";
/** COMMUNITY_REVIEW: the checks decide (auto), an account's first posts wait, or every student post waits. */
export const COMMUNITY_REVIEW_MODES = ["auto", "first-posts", "all"] as const;
export type CommunityReviewMode = (typeof COMMUNITY_REVIEW_MODES)[number];
/** With COMMUNITY_REVIEW=first-posts, how many of an account's posts wait for a moderator. */
export const FIRST_POSTS_REVIEWED = 3;
/** What a held post's author is promised: a moderator's decision within this many hours. */
export const REVIEW_WITHIN_HOURS = 24;

/** Every problem named to a held post's author and to moderators. */
export type ReviewReason = HeldReason | RefusalReason;

/** What the author of a held post is told: every reason, and whether help was shown (self-harm). */
export interface PostReview {
  reasons: ReviewReason[];
  urgent: boolean;
}
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
  /** the record's name in English and, where the base has it, in Hindi */
  name: { en: string; hi?: string | undefined };
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
  /** why the post waits for a moderator; null when it is public */
  review: PostReview | null;
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
  /** what the checks held it for, and the kinds of harm its text and its reports show */
  reasons: ReviewReason[];
  /** self-harm: answered first */
  urgent: boolean;
  /** since when it waits: held when posted, or its first open report */
  waitingSince: string;
  createdAt: string;
}

/** The menu's count: items waiting in the moderation queue, and how many of them are urgent. */
export interface ModerationSummary {
  waiting: number;
  urgent: number;
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
  kind: "answered" | "approved" | "removed" | "warned";
  questionId: string;
  title: string;
  reason: string | null;
  createdAt: string;
}
