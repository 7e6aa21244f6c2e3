import { z } from "zod";
import {
  careerFamilies,
  examFrequencies,
  examLevels,
  examStages,
  indianStates,
  institutionTypes,
  scholarshipCategories,
  scholarshipGenders,
  scholarshipKinds,
  scholarshipLevels,
  streamsOfStudy,
} from "./options.ts";

export {
  careerFamilies,
  indianStates,
  institutionTypes,
  scholarshipCategories,
  scholarshipLevels,
  streamsOfStudy,
} from "./options.ts";

// The record format of packages/content/data/<kind>/<id>.yaml. Objects are strict so that a
// misspelt field is reported instead of silently dropped.

export const knowledgeKinds = ["careers", "exams", "degrees", "institutions", "scholarships"] as const;
export type KnowledgeKind = (typeof knowledgeKinds)[number];

export const CareerFamilySchema = z.enum(careerFamilies, { error: "is not a career family listed in the guide" });
export type CareerFamily = z.infer<typeof CareerFamilySchema>;

export const StreamOfStudySchema = z.enum(streamsOfStudy);

/** `[any]` alone, or some of science, commerce and arts, each once. */
export const StreamsSchema = z.union(
  [
    z.tuple([z.literal("any")]),
    z
      .array(StreamOfStudySchema)
      .min(1)
      .refine((streams) => new Set(streams).size === streams.length, "lists a stream twice"),
  ],
  { error: 'must be [any] alone, or some of science, commerce and arts (e.g. "[science, commerce]")' },
);
export type StreamsInput = z.infer<typeof StreamsSchema>;

export const subjects = [
  "physics",
  "chemistry",
  "mathematics",
  "biology",
  "computer-science",
  "english",
  "hindi",
  "accountancy",
  "business-studies",
  "economics",
  "history",
  "geography",
  "political-science",
  "psychology",
  "sociology",
  "fine-arts",
  "music",
  "physical-education",
  "home-science",
  "informatics-practices",
  "legal-studies",
  "sanskrit",
  "agriculture",
] as const;
export const SubjectSchema = z.enum(subjects, { error: "is not a class 11-12 subject id listed in the guide" });

export const pathwayStages = [
  "after-class-10",
  "class-11-12",
  "after-class-12",
  "entrance-exam",
  "diploma",
  "degree",
  "postgraduate",
  "training",
  "licence",
  "job",
] as const;
export const PathwayStageSchema = z.enum(pathwayStages);

export const InstitutionTypeSchema = z.enum(institutionTypes);

export const IndianStateSchema = z.enum(indianStates, {
  error: "is not a state or union territory id (kebab-case of its name, e.g. tamil-nadu, delhi)",
});
export type IndianState = z.infer<typeof IndianStateSchema>;

export const IdSchema = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be lowercase kebab-case, e.g. civil-engineer");

export const LocalizedTextSchema = z.strictObject({
  en: z.string().trim().min(2, "needs the English text"),
  hi: z.string().trim().min(2).optional(),
});
export type LocalizedTextInput = z.infer<typeof LocalizedTextSchema>;

export const HttpsUrlSchema = z.url({
  protocol: /^https$/,
  hostname: z.regexes.domain,
  error: "must be an https:// address",
});

export const SourceSchema = z.strictObject({
  name: z.string().trim().min(2),
  url: HttpsUrlSchema,
});

/**
 * The day a person checked the record against its sources, written as YYYY-MM-DD (YAML reads an
 * unquoted date as this string). Left out while nobody has: the app then says so instead of a date.
 */
export const ReviewedSchema = z.iso.date("must be a date written as YYYY-MM-DD").optional();

const MonthSchema = z.number().int().min(1).max(12);
const MonthsSchema = z
  .array(MonthSchema)
  .min(1)
  .refine((months) => new Set(months).size === months.length, "lists a month twice");

function distinct<T extends z.ZodType<string>>(item: T, what: string) {
  return z.array(item).refine((values) => new Set(values).size === values.length, `lists the same ${what} twice`);
}

const sourcesSchema = z.array(SourceSchema).min(1, "needs at least one official source");

const devanagariLetters = /[\u0900-\u097F]/;
const phrasingSchema = z.string().trim().min(6, "is too short to say what the record is").max(90);
const phrasingList = (script: "Latin" | "Devanagari") =>
  distinct(
    phrasingSchema.refine(
      (text) => devanagariLetters.test(text) === (script === "Devanagari"),
      `must be written in ${script} letters`,
    ),
    "phrasing",
  ).min(1, "needs at least one phrasing in this language");

/**
 * How students and parents describe a record when they do not use its name ("the one who draws the
 * plans of a house"), in English, Hinglish (Roman letters) and Hindi (Devanagari). The AI mentor and
 * the site's search read them, so each one must point to this record rather than its neighbours.
 */
export function phrasingsSchema(atLeast: number) {
  return z
    .strictObject({ en: phrasingList("Latin"), hinglish: phrasingList("Latin"), hi: phrasingList("Devanagari") })
    .refine(
      (phrasings) => phrasings.en.length + phrasings.hinglish.length + phrasings.hi.length >= atLeast,
      `needs at least ${atLeast} phrasings across the three languages`,
    );
}
export type Phrasings = z.infer<ReturnType<typeof phrasingsSchema>>;

export const PathwayStepSchema = z.strictObject({
  id: IdSchema,
  stage: PathwayStageSchema,
  title: LocalizedTextSchema,
  detail: LocalizedTextSchema.optional(),
});
export type PathwayStepInput = z.infer<typeof PathwayStepSchema>;

export const SalarySchema = z
  .strictObject({
    minInrPerYear: z.number().int().positive(),
    maxInrPerYear: z.number().int().positive(),
    source: SourceSchema,
    year: z.number().int().min(2000).max(2100),
  })
  .refine((salary) => salary.minInrPerYear <= salary.maxInrPerYear, "minInrPerYear is above maxInrPerYear");

export const CareerRecordSchema = z.strictObject({
  id: IdSchema,
  name: LocalizedTextSchema,
  family: CareerFamilySchema,
  streams: StreamsSchema,
  riasec: z
    .string()
    .regex(/^[RIASEC]{2,3}$/, "must be 2 or 3 of the letters R I A S E C, strongest first")
    .refine((code) => new Set(code).size === code.length, "repeats a letter"),
  summary: LocalizedTextSchema,
  dayToDay: LocalizedTextSchema,
  skills: z.array(LocalizedTextSchema).min(3).max(6),
  subjects: distinct(SubjectSchema, "subject").min(1),
  needsMaths: z.boolean(),
  pathway: z
    .array(PathwayStepSchema)
    .min(4)
    .max(8)
    .refine((steps) => new Set(steps.map((step) => step.id)).size === steps.length, "has two steps with the same id"),
  exams: distinct(IdSchema, "exam"),
  degrees: distinct(IdSchema, "degree").min(1),
  institutions: distinct(IdSchema, "institution").max(6),
  related: distinct(IdSchema, "career").min(2).max(5),
  vocational: LocalizedTextSchema.optional(),
  salary: SalarySchema.optional(),
  phrasings: phrasingsSchema(5),
  sources: sourcesSchema,
  reviewed: ReviewedSchema,
});
export type CareerRecord = z.infer<typeof CareerRecordSchema>;

export const ExamRecordSchema = z
  .strictObject({
    id: IdSchema,
    name: LocalizedTextSchema,
    fullName: LocalizedTextSchema,
    conductingBody: z.string().trim().min(3),
    level: z.enum(examLevels),
    // the state whose exam it is; a state-level exam without one is held by every state (judicial services)
    state: IndianStateSchema.optional(),
    after: z.enum(examStages),
    streams: StreamsSchema,
    admitsTo: LocalizedTextSchema,
    eligibility: LocalizedTextSchema,
    frequency: z.enum(examFrequencies),
    // optional: left out when there is no usual month (tests on demand, or months that keep moving)
    applicationMonths: MonthsSchema.optional(),
    examMonths: MonthsSchema.optional(),
    degrees: distinct(IdSchema, "degree").optional(),
    officialSite: HttpsUrlSchema,
    phrasings: phrasingsSchema(3),
    sources: sourcesSchema,
    reviewed: ReviewedSchema,
  })
  .refine((exam) => exam.state === undefined || exam.level === "state", {
    message: "only a state-level exam names a state",
    path: ["state"],
  });
export type ExamRecord = z.infer<typeof ExamRecordSchema>;

/** An exam a student of `state` may take: national ones, their own state's, and those every state holds. */
export function examOpensIn(exam: Pick<ExamRecord, "state">, state: string | null | undefined): boolean {
  return !state || exam.state === undefined || exam.state === state;
}

export const DegreeRecordSchema = z.strictObject({
  id: IdSchema,
  name: LocalizedTextSchema,
  fullName: LocalizedTextSchema,
  level: z.enum(["certificate", "diploma", "degree", "integrated", "postgraduate", "doctorate"]),
  years: z.number().positive().max(8).multipleOf(0.5, "must be whole or half years"),
  after: z.enum(["class-10", "class-12", "graduation"]),
  description: LocalizedTextSchema,
  phrasings: phrasingsSchema(3),
  reviewed: ReviewedSchema,
});
export type DegreeRecord = z.infer<typeof DegreeRecordSchema>;

export const InstitutionRecordSchema = z.strictObject({
  id: IdSchema,
  name: z.string().trim().min(3),
  shortName: z.string().trim().min(2).optional(),
  city: z.string().trim().min(2),
  state: IndianStateSchema,
  type: InstitutionTypeSchema,
  fields: distinct(CareerFamilySchema, "field").min(1),
  exams: distinct(IdSchema, "exam"),
  officialSite: HttpsUrlSchema,
  reviewed: ReviewedSchema,
});
export type InstitutionRecord = z.infer<typeof InstitutionRecordSchema>;

export const ScholarshipRecordSchema = z
  .strictObject({
    id: IdSchema,
    name: LocalizedTextSchema,
    provider: z.string().trim().min(3),
    kind: z.enum(scholarshipKinds),
    levels: distinct(z.enum(scholarshipLevels), "level").min(1),
    streams: StreamsSchema,
    gender: z.enum(scholarshipGenders),
    categories: z.union(
      [z.tuple([z.literal("any")]), distinct(z.enum(scholarshipCategories).exclude(["any"]), "category").min(1)],
      { error: "must be [any] alone, or some of sc, st, obc, minority, disability, ews" },
    ),
    states: z.union([z.tuple([z.literal("all")]), distinct(IndianStateSchema, "state").min(1)], {
      error: "must be [all] alone, or state and union territory ids",
    }),
    incomeCeilingInr: z.number().int().positive().optional(),
    amount: LocalizedTextSchema.optional(),
    window: LocalizedTextSchema,
    applicationMonths: MonthsSchema.optional(),
    officialSite: HttpsUrlSchema,
    phrasings: phrasingsSchema(3),
    sources: sourcesSchema,
    reviewed: ReviewedSchema,
  })
  .refine((scholarship) => scholarship.kind !== "state" || scholarship.states[0] !== "all", {
    message: "a state scholarship names its states instead of [all]",
    path: ["states"],
  });
export type ScholarshipRecord = z.infer<typeof ScholarshipRecordSchema>;

/** Sites of official bodies that are not on gov.in, nic.in, ac.in or edu.in, where free-learning links may point. */
export const officialLearningHosts = [
  "www.vlab.co.in",
  "spoken-tutorial.org",
  "www.icai.org",
  "www.icsi.edu",
  "icmai.in",
  "www.indiannursingcouncil.org",
  "www.nmc.org.in",
  "ncismindia.org",
  "nch.org.in",
  "www.barcouncilofindia.org",
  "www.ciil.org",
  "www.ibps.in",
  "icar.org.in",
] as const;

const officialSuffixes = [".gov.in", ".nic.in", ".ac.in", ".edu.in"];

/** Whether a site is on a government or academic Indian domain, or is a listed official body's. */
function isOfficialLearningHost(hostname: string): boolean {
  return (
    officialSuffixes.some((suffix) => hostname.endsWith(suffix)) ||
    (officialLearningHosts as readonly string[]).includes(hostname)
  );
}

/** Whether an address is https on an official site (see isOfficialLearningHost). */
export function isOfficialLearningUrl(url: string): boolean {
  return URL.canParse(url) && new URL(url).protocol === "https:" && isOfficialLearningHost(new URL(url).hostname);
}

/** A free course portal or official body's site, shown on the pages of the careers it applies to. */
export const FreeLearningResourceSchema = z
  .strictObject({
    id: IdSchema,
    name: LocalizedTextSchema,
    provider: z.string().trim().min(3),
    description: LocalizedTextSchema,
    // the https rule is HttpsUrlSchema's: this one looks at the site only, so an http address gets one message
    url: HttpsUrlSchema.refine(
      (url) => !URL.canParse(url) || isOfficialLearningHost(new URL(url).hostname),
      "must be an official site: gov.in, nic.in, ac.in, edu.in or a body listed in officialLearningHosts",
    ),
    families: distinct(CareerFamilySchema, "family").optional(),
    careers: distinct(IdSchema, "career").optional(),
  })
  .refine((resource) => (resource.families?.length ?? 0) + (resource.careers?.length ?? 0) > 0, {
    message: "names the careers it applies to: some families, some career ids, or both",
  });
export type FreeLearningResource = z.infer<typeof FreeLearningResourceSchema>;

/** data/free-learning.yaml: one list, in the order a career page shows them (a career's own ones come first). */
export const FreeLearningFileSchema = z.strictObject({
  resources: z
    .array(FreeLearningResourceSchema)
    .min(1)
    .refine(
      (resources) => new Set(resources.map((resource) => resource.id)).size === resources.length,
      "has two resources with the same id",
    ),
});

export const recordSchemas = {
  careers: CareerRecordSchema,
  exams: ExamRecordSchema,
  degrees: DegreeRecordSchema,
  institutions: InstitutionRecordSchema,
  scholarships: ScholarshipRecordSchema,
} as const;

export interface KnowledgeRecords {
  careers: CareerRecord[];
  exams: ExamRecord[];
  degrees: DegreeRecord[];
  institutions: InstitutionRecord[];
  scholarships: ScholarshipRecord[];
  /** data/free-learning.yaml, in file order */
  freeLearning: FreeLearningResource[];
}
