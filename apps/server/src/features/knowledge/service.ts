import { knowledgeBase } from "@disha/content/knowledge/base";
import type { CareerDetail, CareerSummary, ExamDetail, ExamSummary, Link, Page } from "@disha/content/knowledge/api";
import {
  type CareerRecord,
  type DegreeRecord,
  type ExamRecord,
  examOpensIn,
  type FreeLearningResource,
  type InstitutionRecord,
  type LocalizedTextInput,
  type Phrasings,
  type ScholarshipRecord,
} from "@disha/content/knowledge/schemas";
import { aliasesByRecord, vocabulary } from "@disha/content/vocabulary";
import { t } from "@disha/shared/i18n";
import { HttpError } from "../../lib/errors.ts";
import type { CareersQueryInput, ExamsQueryInput, InstitutionsQueryInput, ScholarshipsQueryInput } from "./schemas.ts";
import {
  bothLanguages,
  degreeStage,
  examStage,
  rankForSchoolStudents,
  scholarshipStage,
  type TextSearch,
  textSearch,
} from "./search.ts";

export type { CareerDetail, CareerSummary, ExamDetail, ExamSummary, Link, Page };

export const unknownCareer = () => HttpError.notFound(t("errors.knowledge.unknownCareer"));
export const unknownExam = () => HttpError.notFound(t("errors.knowledge.unknownExam"));

interface Listing<T> {
  /** every record, in name order with what a school student takes next first: the order of a list without a query */
  unsearched: readonly T[];
  search: TextSearch;
  find: (id: string) => T | undefined;
}

interface Library {
  careers: Listing<CareerRecord>;
  exams: Listing<ExamRecord>;
  degrees: Listing<DegreeRecord>;
  institutions: Listing<InstitutionRecord>;
  scholarships: Listing<ScholarshipRecord>;
  freeLearning: Listing<FreeLearningResource>;
}

/** The kinds of record the whole library is searched across. */
export type LibraryKind = keyof Library;

const collator = new Intl.Collator("en", { sensitivity: "base", numeric: true });
const byName = <T>(records: readonly T[], name: (record: T) => string): T[] =>
  [...records].sort((a, b) => collator.compare(name(a), name(b)));

function defined<T>(value: T | undefined): value is T {
  return value !== undefined;
}

const kb = knowledgeBase;
const findCareer = (id: string) => kb.careerById(id);
const findExam = (id: string) => kb.examById(id);
const findDegree = (id: string) => kb.degreeById(id);
const findInstitution = (id: string) => kb.institutionById(id);
const findScholarship = (id: string) => kb.scholarshipById(id);

/** The records `ids` name, in that order (the content check guarantees each exists). */
const resolve = <T>(ids: readonly string[], find: (id: string) => T | undefined): T[] => ids.map(find).filter(defined);

function buildLibrary(): Library {
  // the other names students use (vocabulary/aliases.yaml) are searched like a second name
  const aliases = aliasesByRecord(vocabulary().aliases);
  const aliasesOf =
    (kind: string) =>
    (record: { id: string }): string =>
      (aliases.get(`${kind}:${record.id}`) ?? []).join(" ");
  const namesOf = <T extends { name: LocalizedTextInput; fullName: LocalizedTextInput }>(
    ids: readonly string[],
    find: (id: string) => T | undefined,
  ) =>
    resolve(ids, find)
      .map((record) => `${bothLanguages(record.name)} ${bothLanguages(record.fullName)}`)
      .join(" ");
  return {
    careers: {
      unsearched: byName(kb.careers, (career) => career.name.en),
      find: findCareer,
      search: textSearch(kb.careers, {
        name: { text: (career) => bothLanguages(career.name), boost: 4 },
        aliases: { text: aliasesOf("career"), boost: 4 },
        phrasings: { text: (career) => phrasingsOf(career) },
        summary: { text: (career) => bothLanguages(career.summary) },
        skills: { text: (career) => career.skills.map(bothLanguages).join(" ") },
        family: { text: (career) => career.family.replaceAll("-", " "), boost: 1.5 },
        exams: { text: (career) => namesOf(career.exams, findExam) },
        degrees: { text: (career) => namesOf(career.degrees, findDegree) },
      }),
    },
    exams: {
      unsearched: rankForSchoolStudents(
        byName(kb.exams, (exam) => exam.name.en),
        examStage,
      ),
      find: findExam,
      search: textSearch(
        kb.exams,
        {
          name: { text: (exam) => bothLanguages(exam.name), boost: 4 },
          fullName: { text: (exam) => bothLanguages(exam.fullName), boost: 2 },
          aliases: { text: aliasesOf("exam"), boost: 3 },
          phrasings: { text: (exam) => phrasingsOf(exam) },
          conductingBody: { text: (exam) => exam.conductingBody },
          admitsTo: { text: (exam) => bothLanguages(exam.admitsTo) },
        },
        examStage,
      ),
    },
    institutions: {
      unsearched: byName(kb.institutions, (institution) => institution.name),
      find: findInstitution,
      search: textSearch(kb.institutions, {
        name: { text: (institution) => institution.name, boost: 3 },
        shortName: { text: (institution) => institution.shortName ?? "", boost: 3 },
        aliases: { text: aliasesOf("institution"), boost: 3 },
        city: { text: (institution) => institution.city },
      }),
    },
    scholarships: {
      unsearched: rankForSchoolStudents(
        byName(kb.scholarships, (scholarship) => scholarship.name.en),
        scholarshipStage,
      ),
      find: findScholarship,
      search: textSearch(
        kb.scholarships,
        {
          name: { text: (scholarship) => bothLanguages(scholarship.name), boost: 3 },
          aliases: { text: aliasesOf("scholarship"), boost: 3 },
          phrasings: { text: (scholarship) => phrasingsOf(scholarship) },
          provider: { text: (scholarship) => scholarship.provider },
        },
        scholarshipStage,
      ),
    },
    degrees: {
      unsearched: rankForSchoolStudents(
        byName(kb.degrees, (degree) => degree.name.en),
        degreeStage,
      ),
      find: findDegree,
      search: textSearch(
        kb.degrees,
        {
          name: { text: (degree) => bothLanguages(degree.name), boost: 4 },
          fullName: { text: (degree) => bothLanguages(degree.fullName), boost: 2 },
          aliases: { text: aliasesOf("degree"), boost: 3 },
          phrasings: { text: (degree) => phrasingsOf(degree) },
        },
        degreeStage,
      ),
    },
    freeLearning: {
      unsearched: byName(kb.freeLearning, (resource) => resource.name.en),
      find: (id) => kb.freeLearning.find((resource) => resource.id === id),
      search: textSearch(kb.freeLearning, {
        name: { text: (resource) => bothLanguages(resource.name), boost: 3 },
        provider: { text: (resource) => resource.provider },
        description: { text: (resource) => bothLanguages(resource.description) },
      }),
    },
  };
}

/** How people describe a record without its name, in all three languages: searched like a description. */
function phrasingsOf(record: { phrasings: Phrasings }): string {
  return [...record.phrasings.en, ...record.phrasings.hinglish, ...record.phrasings.hi].join(" ");
}

let library: Library | undefined;

/** The indexes, built on first use and kept for the life of the process: the data changes only with a deploy. */
function knowledge(): Library {
  library ??= buildLibrary();
  return library;
}

/** Builds the indexes now, at start: the first student's search or question to the AI mentor then does not wait for them. */
export function buildLibraryIndexes(): void {
  knowledge();
}

/**
 * The ids of the records of `kind` that the site's search finds for `query`, best first: what the
 * AI mentor matches a question against.
 */
export function searchLibrary(kind: LibraryKind, query: string): string[] {
  return knowledge()[kind].search(query);
}

interface ListQuery {
  query?: string | undefined;
  page: number;
  pageSize: number;
}

/** The records that match the filters: ranked by search score when there is a query, else in name order; either way what a school student takes next first. */
function list<T>(listing: Listing<T>, request: ListQuery, matches: (record: T) => boolean): Page<T> {
  const candidates = request.query ? resolve(listing.search(request.query), listing.find) : listing.unsearched;
  const found = candidates.filter(matches);
  const start = (request.page - 1) * request.pageSize;
  return { items: found.slice(start, start + request.pageSize), total: found.length };
}

/** Whether a record's streams (`[any]`, or some of science, commerce and arts) admit `stream`. */
function opensTo(streams: readonly string[], stream: string | undefined): boolean {
  return stream === undefined || streams.includes("any") || streams.includes(stream);
}

const linkTo = (record: { id: string; name: LocalizedTextInput }): Link => ({ id: record.id, name: record.name });

export function searchCareers(request: CareersQueryInput): Page<CareerSummary> {
  const page = list(
    knowledge().careers,
    request,
    (career) =>
      opensTo(career.streams, request.stream) &&
      (request.family === undefined || career.family === request.family) &&
      (request.riasec === undefined || career.riasec.includes(request.riasec)) &&
      (request.exam === undefined || career.exams.includes(request.exam)) &&
      (!request.noMaths || !career.needsMaths) &&
      (!request.vocational || career.vocational !== undefined),
  );
  return {
    total: page.total,
    items: page.items.map(({ id, name, family, streams, riasec, summary }) => ({
      id,
      slug: id,
      name,
      family,
      streams,
      riasec,
      summary,
    })),
  };
}

/** A career with its exams, degrees, institutions and related careers named, and its free learning, so a page can link them. */
export function careerDetail(slug: string): CareerDetail {
  const career = findCareer(slug);
  if (!career) throw unknownCareer();
  return {
    ...career,
    slug: career.id,
    exams: resolve(career.exams, findExam).map(linkTo),
    degrees: resolve(career.degrees, findDegree).map(linkTo),
    institutions: resolve(career.institutions, findInstitution).map(({ id, name }) => ({ id, name })),
    related: resolve(career.related, findCareer).map(linkTo),
    freeLearning: kb
      .freeLearningFor(career.id)
      .map(({ id, name, provider, description, url }) => ({ id, name, provider, description, url })),
  };
}

export function searchExams(request: ExamsQueryInput): Page<ExamSummary> {
  const { month } = request;
  const page = list(
    knowledge().exams,
    request,
    (exam) =>
      opensTo(exam.streams, request.stream) &&
      (request.level === undefined || exam.level === request.level) &&
      (request.after === undefined || exam.after === request.after) &&
      examOpensIn(exam, request.state) &&
      (month === undefined || [...(exam.applicationMonths ?? []), ...(exam.examMonths ?? [])].includes(month)),
  );
  return {
    total: page.total,
    items: page.items.map((exam) => ({
      id: exam.id,
      name: exam.name,
      fullName: exam.fullName,
      conductingBody: exam.conductingBody,
      level: exam.level,
      state: exam.state,
      after: exam.after,
      streams: exam.streams,
      frequency: exam.frequency,
      applicationMonths: exam.applicationMonths,
      examMonths: exam.examMonths,
      admitsTo: exam.admitsTo,
    })),
  };
}

/** Every exam's id and name, in the order the exams list shows them unsearched. */
export function examNames(): Link[] {
  return knowledge().exams.unsearched.map(linkTo);
}

export function examDetail(id: string): ExamDetail {
  const exam = findExam(id);
  if (!exam) throw unknownExam();
  return {
    ...exam,
    degrees: resolve(exam.degrees ?? [], findDegree).map(linkTo),
    institutions: byName(kb.institutionsByExam(exam.id), (institution) => institution.name),
  };
}

export function searchInstitutions(request: InstitutionsQueryInput): Page<InstitutionRecord> {
  return list(
    knowledge().institutions,
    request,
    (institution) =>
      (request.state === undefined || institution.state === request.state) &&
      (request.type === undefined || institution.type === request.type) &&
      (request.field === undefined || institution.fields.includes(request.field)) &&
      (request.exam === undefined || institution.exams.includes(request.exam)),
  );
}

export function searchScholarships(request: ScholarshipsQueryInput): Page<ScholarshipRecord> {
  const { level, gender, income, state, category } = request;
  return list(
    knowledge().scholarships,
    request,
    (scholarship) =>
      (level === undefined || scholarship.levels.includes(level)) &&
      opensTo(scholarship.streams, request.stream) &&
      // a girl sees what is open to everyone and what is for girls; `any` sees what is open to everyone
      (gender === undefined || scholarship.gender === "any" || scholarship.gender === gender) &&
      // a family earning more than the ceiling cannot apply; a scholarship without a ceiling stays
      (income === undefined || (scholarship.incomeCeilingInr ?? Infinity) >= income) &&
      (state === undefined || scholarship.states.some((where) => where === "all" || where === state)) &&
      (category === undefined || scholarship.categories.some((which) => which === "any" || which === category)),
  );
}
