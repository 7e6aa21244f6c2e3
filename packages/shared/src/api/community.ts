import {
  type CommunityNotice,
  type CommunitySuggestions,
  type CommunityTag,
  type ModerationLogEntry,
  type ModerationQueueItem,
  type ModerationSummary,
  type PostCreated,
  type QuestionDetail,
  type QuestionList,
} from "../community.ts";
import {
  AnswerSchema,
  ModerationActionSchema,
  QuestionSchema,
  QuestionsQuerySchema,
  ReportSchema,
  SuggestionsQuerySchema,
} from "../community-schemas.ts";
import { answer, endpoint } from "./endpoint.ts";

export const communityApi = {
  questions: endpoint({
    method: "GET",
    path: "/api/questions",
    query: QuestionsQuerySchema,
    response: answer<QuestionList>(),
  }),
  ask: endpoint({ method: "POST", path: "/api/questions", body: QuestionSchema, response: answer<PostCreated>() }),
  question: endpoint({ method: "GET", path: "/api/questions/:id", response: answer<QuestionDetail>() }),
  /** the asker's edit; the text before it is kept */
  editQuestion: endpoint({
    method: "PUT",
    path: "/api/questions/:id",
    body: QuestionSchema,
    response: answer<PostCreated>(),
  }),
  answer: endpoint({
    method: "POST",
    path: "/api/questions/:id/answers",
    body: AnswerSchema,
    response: answer<PostCreated>(),
  }),
  accept: endpoint({
    method: "POST",
    path: "/api/questions/:id/accepted/:answerId",
    response: answer<{ accepted: string }>(),
  }),
  markHelpful: endpoint({
    method: "POST",
    path: "/api/answers/:id/helpful",
    response: answer<{ helpfulCount: number }>(),
  }),
  report: endpoint({
    method: "POST",
    path: "/api/reports",
    body: ReportSchema,
    response: answer<{ reported: true }>(),
  }),
  tags: endpoint({ method: "GET", path: "/api/questions/tags", response: answer<CommunityTag[]>() }),
  suggestions: endpoint({
    method: "GET",
    path: "/api/questions/suggestions",
    query: SuggestionsQuerySchema,
    response: answer<CommunitySuggestions>(),
  }),
  notices: endpoint({ method: "GET", path: "/api/community/notices", response: answer<CommunityNotice[]>() }),
  queue: endpoint({ method: "GET", path: "/api/moderation/queue", response: answer<ModerationQueueItem[]>() }),
  /** the menu's count of waiting and urgent items */
  summary: endpoint({ method: "GET", path: "/api/moderation/summary", response: answer<ModerationSummary>() }),
  act: endpoint({
    method: "POST",
    path: "/api/moderation/:kind/:id/actions",
    body: ModerationActionSchema,
    response: answer<{ status: string }>(),
  }),
  log: endpoint({ method: "GET", path: "/api/moderation/log", response: answer<ModerationLogEntry[]>() }),
};
