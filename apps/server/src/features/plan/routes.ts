import { interestAnswersSchemaFor } from "@disha/shared/plan";
import type { Context } from "hono";
import { defineRoutes, pathParam, publicAccess, requireUser, signedIn } from "../../lib/access.ts";
import type { AppEnv } from "../../lib/context.ts";
import { enforceRateLimit } from "../../lib/rate-limit.ts";
import { parseJsonBody, parseWith, readJsonBody } from "../../lib/validation.ts";
import {
  getInterests,
  getPathProgress,
  getQuizResult,
  getShortlist,
  loadPlan,
  markStep,
  profilerItemIds,
  profilerItems,
  recommendationsFor,
  removeFromShortlist,
  requireStep,
  saveInterests,
  saveQuizResult,
  saveToShortlist,
} from "./service.ts";
import { planApi } from "@disha/shared/api";
import { routesUnder } from "../../lib/contract.ts";

const ONE_HOUR = 60 * 60 * 1000;
// every sitting is kept as history, so retakes are limited; every other write replaces a bounded row
export const INTEREST_RESULTS_PER_HOUR = 20;

// the profiler's items are content: they change only with a deploy
const CACHEABLE = { "cache-control": "public, max-age=300" };

let answersSchema: ReturnType<typeof interestAnswersSchemaFor> | undefined;
const checkedAnswers = () => (answersSchema ??= interestAnswersSchemaFor(profilerItemIds()));

/** The query string, with empty values (`?stream=` from an "any" choice) left out. */
function queryOf(c: Context<AppEnv>): Record<string, string> {
  return Object.fromEntries(Object.entries(c.req.query()).filter(([, value]) => value !== ""));
}

const on = routesUnder("/api");

// Every /api/me/... route reads and writes the session's own student only: no route takes a user id.
export const planRoutes = defineRoutes("/api", {
  [on(planApi.profiler)]: {
    access: publicAccess,
    handler: (c) => c.json(profilerItems(), 200, CACHEABLE),
  },
  [on(planApi.overview)]: {
    access: signedIn,
    handler: async (c) => c.json(await loadPlan(c.var.deps.db, (await requireUser(c)).id)),
  },
  [on(planApi.interests)]: {
    access: signedIn,
    handler: async (c) => c.json(await getInterests(c.var.deps.db, (await requireUser(c)).id)),
  },
  [on(planApi.saveInterests)]: {
    access: signedIn,
    storesChildData: true,
    handler: async (c) => {
      const user = await requireUser(c);
      const { answers } = parseWith(checkedAnswers(), await readJsonBody(c));
      await enforceRateLimit(c.var.deps.rateLimiter, `interests:user:${user.id}`, INTEREST_RESULTS_PER_HOUR, ONE_HOUR);
      return c.json(await saveInterests(c.var.deps.db, user.id, answers), 201);
    },
  },
  "GET /me/quiz-result": {
    access: signedIn,
    handler: async (c) => c.json({ quizResult: await getQuizResult(c.var.deps.db, (await requireUser(c)).id) }),
  },
  [on(planApi.saveQuizResult)]: {
    access: signedIn,
    storesChildData: true,
    handler: async (c) => {
      const user = await requireUser(c);
      const { resultId } = await parseJsonBody(c, planApi.saveQuizResult.body);
      return c.json(await saveQuizResult(c.var.deps.db, user.id, resultId));
    },
  },
  [on(planApi.recommendations)]: {
    access: signedIn,
    handler: async (c) => {
      const user = await requireUser(c);
      const query = parseWith(planApi.recommendations.query, queryOf(c));
      return c.json(await recommendationsFor(c.var.deps.db, user.id, query));
    },
  },
  [on(planApi.shortlist)]: {
    access: signedIn,
    handler: async (c) => c.json({ shortlist: await getShortlist(c.var.deps.db, (await requireUser(c)).id) }),
  },
  [on(planApi.saveCareer)]: {
    access: signedIn,
    storesChildData: true,
    handler: async (c) => {
      const user = await requireUser(c);
      const { note } = await parseJsonBody(c, planApi.saveCareer.body);
      return c.json(await saveToShortlist(c.var.deps.db, user.id, pathParam(c, "careerSlug"), note));
    },
  },
  [on(planApi.removeCareer)]: {
    access: signedIn,
    handler: async (c) => {
      const user = await requireUser(c);
      await removeFromShortlist(c.var.deps.db, user.id, pathParam(c, "careerSlug"));
      return c.body(null, 204);
    },
  },
  [on(planApi.progress)]: {
    access: signedIn,
    handler: async (c) =>
      c.json(await getPathProgress(c.var.deps.db, (await requireUser(c)).id, pathParam(c, "pathId"))),
  },
  [on(planApi.markStep)]: {
    access: signedIn,
    storesChildData: true,
    handler: async (c) => {
      const user = await requireUser(c);
      // an unknown path or step is a 404 whatever the body says
      const step = requireStep(pathParam(c, "pathId"), pathParam(c, "stepId"));
      const { status } = await parseJsonBody(c, planApi.markStep.body);
      return c.json(await markStep(c.var.deps.db, user.id, step, status));
    },
  },
});
