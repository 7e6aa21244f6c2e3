import type { Context } from "hono";
import { defineRoutes, pathParam, publicAccess } from "../../lib/access.ts";
import type { AppEnv } from "../../lib/context.ts";
import { parseWith } from "../../lib/validation.ts";
import { CareersQuerySchema, ExamsQuerySchema, InstitutionsQuerySchema, ScholarshipsQuerySchema } from "./schemas.ts";
import {
  careerDetail,
  examDetail,
  searchCareers,
  searchExams,
  searchInstitutions,
  searchScholarships,
} from "./service.ts";
import { knowledgeApi } from "@disha/shared/api";
import { routesUnder } from "../../lib/contract.ts";

// the knowledge base changes only with a deploy, so browsers and proxies may keep an answer for a while
const CACHEABLE = { "cache-control": "public, max-age=300" };

/** The query string, with empty values (`?stream=` from an "any" choice) left out. */
function queryOf(c: Context<AppEnv>): Record<string, string> {
  return Object.fromEntries(Object.entries(c.req.query()).filter(([, value]) => value !== ""));
}

const on = routesUnder("/api");

export const knowledgeRoutes = defineRoutes("/api", {
  [on(knowledgeApi.careers)]: {
    access: publicAccess,
    handler: (c) => c.json(searchCareers(parseWith(CareersQuerySchema, queryOf(c))), 200, CACHEABLE),
  },
  [on(knowledgeApi.career)]: {
    access: publicAccess,
    handler: (c) => c.json(careerDetail(pathParam(c, "slug")), 200, CACHEABLE),
  },
  [on(knowledgeApi.exams)]: {
    access: publicAccess,
    handler: (c) => c.json(searchExams(parseWith(ExamsQuerySchema, queryOf(c))), 200, CACHEABLE),
  },
  [on(knowledgeApi.exam)]: {
    access: publicAccess,
    handler: (c) => c.json(examDetail(pathParam(c, "id")), 200, CACHEABLE),
  },
  [on(knowledgeApi.institutions)]: {
    access: publicAccess,
    handler: (c) => c.json(searchInstitutions(parseWith(InstitutionsQuerySchema, queryOf(c))), 200, CACHEABLE),
  },
  [on(knowledgeApi.scholarships)]: {
    access: publicAccess,
    handler: (c) => c.json(searchScholarships(parseWith(ScholarshipsQuerySchema, queryOf(c))), 200, CACHEABLE),
  },
});
