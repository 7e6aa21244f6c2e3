import type { CareerDetail, CareerSummary, ExamDetail, ExamSummary, Link, Page } from "@disha/content/knowledge/api";
import type { InstitutionRecord, ScholarshipRecord } from "@disha/content/knowledge/schemas";
import { answer, endpoint, serverQuery } from "./endpoint.ts";

// The knowledge base's public lists. Their query schemas check values against the base itself, so they
// stay on the server (apps/server/src/features/knowledge/schemas.ts); here are the fields they take.
interface ListQuery {
  query: string;
  page: number;
  pageSize: number;
}

export const knowledgeApi = {
  careers: endpoint({
    method: "GET",
    path: "/api/careers",
    query: serverQuery<
      ListQuery & Record<"stream" | "family" | "riasec" | "exam" | "noMaths" | "vocational", string>
    >(),
    response: answer<Page<CareerSummary>>(),
  }),
  career: endpoint({ method: "GET", path: "/api/careers/:slug", response: answer<CareerDetail>() }),
  exams: endpoint({
    method: "GET",
    path: "/api/exams",
    query: serverQuery<ListQuery & Record<"stream" | "level" | "after" | "month", string>>(),
    response: answer<Page<ExamSummary>>(),
  }),
  exam: endpoint({ method: "GET", path: "/api/exams/:id", response: answer<ExamDetail>() }),
  /** every exam's id and name, in the list's order: the careers' exam filter (a few kB, not every summary) */
  examNames: endpoint({ method: "GET", path: "/api/exam-names", response: answer<Link[]>() }),
  institutions: endpoint({
    method: "GET",
    path: "/api/institutions",
    query: serverQuery<ListQuery & Record<"state" | "type" | "field" | "exam", string>>(),
    response: answer<Page<InstitutionRecord>>(),
  }),
  scholarships: endpoint({
    method: "GET",
    path: "/api/scholarships",
    query: serverQuery<ListQuery & Record<"level" | "stream" | "gender" | "income" | "state" | "category", string>>(),
    response: answer<Page<ScholarshipRecord>>(),
  }),
};
