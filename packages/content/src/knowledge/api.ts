// The answers of the knowledge base's public read API (GET /api/careers, /api/exams, ...): the server
// builds them, the web pages read them. Types only, so a page that imports them downloads nothing.
import type {
  CareerRecord,
  ExamRecord,
  FreeLearningResource,
  InstitutionRecord,
  LocalizedTextInput,
} from "./schemas.ts";

export interface Page<T> {
  items: T[];
  total: number;
}

/** A linked record, enough for a page to name it and link to it. */
export interface Link {
  id: string;
  name: LocalizedTextInput;
}

export type CareerSummary = Pick<CareerRecord, "id" | "name" | "family" | "streams" | "riasec" | "summary"> & {
  slug: string;
};

export type CareerDetail = Omit<CareerRecord, "exams" | "degrees" | "institutions" | "related"> & {
  slug: string;
  exams: Link[];
  degrees: Link[];
  institutions: { id: string; name: string }[];
  related: Link[];
  /** free courses and official sites to start with, the career's own first (data/free-learning.yaml) */
  freeLearning: FreeLearningLink[];
};

/** A free course portal or official body's site, as a career page links to it. */
export type FreeLearningLink = Pick<FreeLearningResource, "id" | "name" | "provider" | "description" | "url">;

export type ExamSummary = Pick<
  ExamRecord,
  | "id"
  | "name"
  | "fullName"
  | "conductingBody"
  | "level"
  | "state"
  | "after"
  | "streams"
  | "frequency"
  | "applicationMonths"
  | "examMonths"
  | "admitsTo"
>;

export type ExamDetail = Omit<ExamRecord, "degrees"> & {
  degrees: Link[];
  /** the institutions that admit through this exam, by name */
  institutions: InstitutionRecord[];
};
