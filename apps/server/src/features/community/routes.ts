import { communityApi } from "@disha/shared/api";
import { POST_KINDS, type PostKind } from "@disha/shared";
import { t } from "@disha/shared/i18n";
import type { Context } from "hono";
import {
  currentUser,
  defineRoutes,
  ownerOf,
  pathParam,
  publicAccess,
  requireUser,
  role,
  signedIn,
} from "../../lib/access.ts";
import type { AppEnv } from "../../lib/context.ts";
import { routesUnder } from "../../lib/contract.ts";
import { HttpError } from "../../lib/errors.ts";
import { enforceRateLimit } from "../../lib/rate-limit.ts";
import { parseJsonBody, parseWith } from "../../lib/validation.ts";
import {
  acceptAnswer,
  answerQuestion,
  askQuestion,
  editQuestion,
  findQuestionAuthor,
  listQuestions,
  markHelpful,
  moderate,
  moderationLog,
  moderationQueue,
  moderationSummary,
  noticesOf,
  questionDetail,
  reportPost,
  suggestions,
  unknownQuestion,
} from "./service.ts";
import { communityTags } from "./tags.ts";

const HOUR = 60 * 60 * 1000;
/** Per account and hour. */
export const COMMUNITY_LIMITS = { questions: 5, answers: 20, reports: 10 } as const;

async function limitPosting(c: Context<AppEnv>, what: keyof typeof COMMUNITY_LIMITS, userId: string) {
  const message = what === "reports" ? t("community.errors.reportSlowDown") : t("community.errors.slowDown");
  await enforceRateLimit(c.var.deps.rateLimiter, `community:${what}:${userId}`, COMMUNITY_LIMITS[what], HOUR, message);
}

const onQuestions = routesUnder("/api/questions");
const onAnswers = routesUnder("/api/answers");
const onReports = routesUnder("/api/reports");
const onCommunity = routesUnder("/api/community");
const onModeration = routesUnder("/api/moderation");

const askerOnly = ownerOf((c) => findQuestionAuthor(c.var.deps.db, pathParam(c, "id")), unknownQuestion);

// the fixed paths first: "/tags" is not a question id
export const questionRoutes = defineRoutes("/api/questions", {
  [onQuestions(communityApi.tags)]: { access: publicAccess, handler: (c) => c.json(communityTags()) },
  [onQuestions(communityApi.suggestions)]: {
    access: publicAccess,
    handler: async (c) => {
      const { query } = parseWith(communityApi.suggestions.query, { query: c.req.query("query") });
      return c.json(await suggestions(c.var.deps, query));
    },
  },
  [onQuestions(communityApi.questions)]: {
    access: publicAccess,
    handler: async (c) => {
      const query = parseWith(communityApi.questions.query, {
        tag: c.req.query("tag") || undefined,
        query: c.req.query("query") || undefined,
        page: c.req.query("page") || undefined,
      });
      return c.json(await listQuestions(c.var.deps, query));
    },
  },
  [onQuestions(communityApi.ask)]: {
    access: signedIn,
    handler: async (c) => {
      const user = await requireUser(c);
      const input = await parseJsonBody(c, communityApi.ask.body);
      await limitPosting(c, "questions", user.id);
      return c.json(await askQuestion(c.var.deps, user, input), 201);
    },
  },
  [onQuestions(communityApi.question)]: {
    access: publicAccess,
    handler: async (c) => c.json(await questionDetail(c.var.deps, pathParam(c, "id"), await currentUser(c))),
  },
  [onQuestions(communityApi.editQuestion)]: {
    access: askerOnly,
    handler: async (c) => {
      const user = await requireUser(c);
      const input = await parseJsonBody(c, communityApi.editQuestion.body);
      await limitPosting(c, "questions", user.id);
      return c.json(await editQuestion(c.var.deps, user, pathParam(c, "id"), input));
    },
  },
  [onQuestions(communityApi.answer)]: {
    access: signedIn,
    handler: async (c) => {
      const user = await requireUser(c);
      const input = await parseJsonBody(c, communityApi.answer.body);
      await limitPosting(c, "answers", user.id);
      return c.json(await answerQuestion(c.var.deps, user, pathParam(c, "id"), input), 201);
    },
  },
  [onQuestions(communityApi.accept)]: {
    access: askerOnly,
    handler: async (c) => c.json(await acceptAnswer(c.var.deps, pathParam(c, "id"), pathParam(c, "answerId"))),
  },
});

export const answerRoutes = defineRoutes("/api/answers", {
  [onAnswers(communityApi.markHelpful)]: {
    access: signedIn,
    handler: async (c) => c.json(await markHelpful(c.var.deps, await requireUser(c), pathParam(c, "id"))),
  },
});

export const reportRoutes = defineRoutes("/api/reports", {
  [onReports(communityApi.report)]: {
    access: signedIn,
    handler: async (c) => {
      const user = await requireUser(c);
      const input = await parseJsonBody(c, communityApi.report.body);
      await limitPosting(c, "reports", user.id);
      return c.json(await reportPost(c.var.deps, user, input), 201);
    },
  },
});

export const communityNoticeRoutes = defineRoutes("/api/community", {
  [onCommunity(communityApi.notices)]: {
    access: signedIn,
    handler: async (c) => c.json(await noticesOf(c.var.deps, (await requireUser(c)).id)),
  },
});

function postKind(c: Context<AppEnv>): PostKind {
  const kind = pathParam(c, "kind");
  if (!(POST_KINDS as readonly string[]).includes(kind)) throw HttpError.notFound();
  return kind as PostKind;
}

// admins, and the counsellors and mentors an admin has made moderators
const moderators = role("admin", "moderator");

export const moderationRoutes = defineRoutes("/api/moderation", {
  [onModeration(communityApi.queue)]: {
    access: moderators,
    handler: async (c) => c.json(await moderationQueue(c.var.deps)),
  },
  [onModeration(communityApi.summary)]: {
    access: moderators,
    handler: async (c) => c.json(await moderationSummary(c.var.deps)),
  },
  [onModeration(communityApi.log)]: {
    access: moderators,
    handler: async (c) => c.json(await moderationLog(c.var.deps)),
  },
  [onModeration(communityApi.act)]: {
    access: moderators,
    handler: async (c) => {
      const moderator = await requireUser(c);
      const input = await parseJsonBody(c, communityApi.act.body);
      return c.json(await moderate(c.var.deps, moderator, postKind(c), pathParam(c, "id"), input));
    },
  },
});
