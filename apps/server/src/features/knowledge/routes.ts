import { defineRoutes, publicRead, type ReadRequest } from "../../lib/access.ts";
import { type PublicAnswer, publicAnswer, SHARED_FIVE_MINUTES } from "../../lib/public-answer.ts";
import { parseWith } from "../../lib/validation.ts";
import { CareersQuerySchema, ExamsQuerySchema, InstitutionsQuerySchema, ScholarshipsQuerySchema } from "./schemas.ts";
import {
  careerDetail,
  examDetail,
  examNames,
  searchCareers,
  searchExams,
  searchInstitutions,
  searchScholarships,
} from "./service.ts";
import { knowledgeApi } from "@disha/shared/api";
import { routesUnder } from "../../lib/contract.ts";

// The knowledge base changes only with a deploy: each distinct answer is serialized once, with its ETag,
// kept in the server's caches, and browsers and proxies may keep it for five minutes.
const KEPT_ANSWERS = { max: 2_000 };

/** The query string, with empty values (`?stream=` from an "any" choice) left out. */
function queryOf(request: ReadRequest): Record<string, string> {
  return Object.fromEntries(Object.entries(request.queries()).filter(([, value]) => value !== ""));
}

/** A knowledge read: its answer kept by `key` (what the read depends on, validated) once made. */
function knowledgeRead(answerOf: (request: ReadRequest) => { key: string; value: () => unknown }) {
  return publicRead(({ caches }, request) => {
    const { key, value } = answerOf(request);
    const answers = caches.named<PublicAnswer>("knowledge:answers", KEPT_ANSWERS);
    let answer = answers.get(key);
    if (!answer) {
      answer = publicAnswer(value(), SHARED_FIVE_MINUTES);
      answers.set(key, answer);
    }
    return answer;
  });
}

function searchRead<Query>(
  name: string,
  parse: (query: Record<string, string>) => Query,
  search: (query: Query) => unknown,
) {
  return knowledgeRead((request) => {
    const query = parse(queryOf(request));
    return { key: `${name}?${JSON.stringify(query)}`, value: () => search(query) };
  });
}

const on = routesUnder("/api");

export const knowledgeRoutes = defineRoutes("/api", {
  [on(knowledgeApi.careers)]: searchRead("careers", (query) => parseWith(CareersQuerySchema, query), searchCareers),
  [on(knowledgeApi.career)]: knowledgeRead((request) => {
    const slug = request.param("slug");
    return { key: `career/${slug}`, value: () => careerDetail(slug) };
  }),
  [on(knowledgeApi.exams)]: searchRead("exams", (query) => parseWith(ExamsQuerySchema, query), searchExams),
  [on(knowledgeApi.examNames)]: knowledgeRead(() => ({ key: "exam-names", value: examNames })),
  [on(knowledgeApi.exam)]: knowledgeRead((request) => {
    const id = request.param("id");
    return { key: `exam/${id}`, value: () => examDetail(id) };
  }),
  [on(knowledgeApi.institutions)]: searchRead(
    "institutions",
    (query) => parseWith(InstitutionsQuerySchema, query),
    searchInstitutions,
  ),
  [on(knowledgeApi.scholarships)]: searchRead(
    "scholarships",
    (query) => parseWith(ScholarshipsQuerySchema, query),
    searchScholarships,
  ),
});
