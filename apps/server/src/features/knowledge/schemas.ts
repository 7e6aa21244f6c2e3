import { knowledgeBase } from "@disha/content/knowledge/base";
import {
  careerFamilies,
  indianStates,
  institutionTypes,
  scholarshipCategories,
  scholarshipLevels,
  streamsOfStudy,
} from "@disha/content/knowledge/schemas";
import { messageRef } from "@disha/shared/i18n";
import { z } from "zod";

// The query strings of the knowledge base's public lists. They live with the server until a web page
// reads these lists; then they move to packages/shared, where the page's filters parse the same objects.

export const PAGE_SIZE_MAX = 100;
export const QUERY_MAX_LENGTH = 100;

function oneOf<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, { error: messageRef("validation.chooseOneOf", { choices: values.join(", ") }) });
}

function wholeNumber(message: string, min: number, max: number) {
  return z
    .string()
    .regex(/^\d{1,10}$/, message)
    .transform(Number)
    .refine((value) => value >= min && value <= max, message);
}

const yesOrNo = z
  .enum(["true", "false"], { error: messageRef("errors.knowledge.trueOrFalse") })
  .transform((value) => value === "true");

const stream = oneOf(streamsOfStudy);
const family = z.enum(careerFamilies, { error: messageRef("errors.knowledge.unknownFamily") });
const state = z.enum(indianStates, { error: messageRef("errors.knowledge.unknownState") });
const examId = z.string().refine((id) => knowledgeBase.examById(id) !== undefined, {
  error: messageRef("errors.knowledge.unknownExamFilter"),
});

/** `query`, `page` and `pageSize`: what every list takes besides its own filters. */
const listShape = {
  query: z
    .string()
    .trim()
    .max(QUERY_MAX_LENGTH, messageRef("errors.knowledge.queryTooLong", { max: QUERY_MAX_LENGTH }))
    .transform((query) => query || undefined)
    .optional(),
  page: wholeNumber(messageRef("errors.knowledge.page"), 1, 1_000_000).default(1),
  pageSize: wholeNumber(messageRef("errors.knowledge.pageSize", { max: PAGE_SIZE_MAX }), 1, PAGE_SIZE_MAX).default(20),
};

// a misspelt filter (?steam=arts) is refused rather than silently ignored, which would list everything
function listQuery<T extends z.ZodRawShape>(filters: T) {
  return z.strictObject(
    { ...listShape, ...filters },
    {
      error: (issue) =>
        issue.code === "unrecognized_keys"
          ? messageRef("errors.knowledge.unknownParameter", { names: issue.keys.join(", ") })
          : undefined,
    },
  );
}

export const CareersQuerySchema = listQuery({
  stream: stream.optional(),
  family: family.optional(),
  riasec: z
    .string()
    .transform((letter) => letter.toUpperCase())
    .pipe(z.enum(["R", "I", "A", "S", "E", "C"], { error: messageRef("errors.knowledge.riasec") }))
    .optional(),
  exam: examId.optional(),
  noMaths: yesOrNo.optional(),
  vocational: yesOrNo.optional(),
});
export type CareersQueryInput = z.infer<typeof CareersQuerySchema>;

export const ExamsQuerySchema = listQuery({
  stream: stream.optional(),
  level: oneOf(["national", "state", "university", "institute"]).optional(),
  after: oneOf(["class-10", "class-12", "graduation"]).optional(),
  // national exams, this state's own and those every state holds
  state: state.optional(),
  month: wholeNumber(messageRef("errors.knowledge.month"), 1, 12).optional(),
});
export type ExamsQueryInput = z.infer<typeof ExamsQuerySchema>;

export const InstitutionsQuerySchema = listQuery({
  state: state.optional(),
  type: oneOf(institutionTypes).optional(),
  field: family.optional(),
  exam: examId.optional(),
});
export type InstitutionsQueryInput = z.infer<typeof InstitutionsQuerySchema>;

export const ScholarshipsQuerySchema = listQuery({
  level: oneOf(scholarshipLevels).optional(),
  stream: stream.optional(),
  gender: oneOf(["any", "female"]).optional(),
  income: wholeNumber(messageRef("errors.knowledge.income"), 0, 1_000_000_000).optional(),
  state: state.optional(),
  category: oneOf(scholarshipCategories).optional(),
});
export type ScholarshipsQueryInput = z.infer<typeof ScholarshipsQuerySchema>;
