import { z } from "../zod.ts";
import { messageRef } from "../i18n/message-ref.ts";
import { ANSWER_MAX, ANSWER_MIN } from "./riasec.ts";
import { STREAMS } from "./recommend.ts";

/** The schemas' messages as catalog keys of the plan namespace. */
export const planMessageKeys = {
  answer: "plan.validation.answer",
  itemId: "plan.validation.itemId",
  unknownItem: "plan.validation.unknownItem",
  answerEvery: "plan.validation.answerEvery",
  answers: "plan.validation.answers",
  resultId: "plan.validation.resultId",
  status: "plan.validation.status",
  stream: "plan.validation.stream",
  trueOrFalse: "plan.validation.trueOrFalse",
  limit: "plan.validation.limit",
  family: "plan.validation.family",
} as const;

export const NOTE_MAX_LENGTH = 500;
/** How many careers a student may shortlist. */
export const SHORTLIST_MAX = 30;
/** How many recommendations GET /api/me/plan includes. */
export const PLAN_RECOMMENDATIONS = 10;
export const RECOMMENDATIONS_MAX_LIMIT = 400;

const answer = z
  .number({ error: planMessageKeys.answer })
  .int(planMessageKeys.answer)
  .min(ANSWER_MIN, planMessageKeys.answer)
  .max(ANSWER_MAX, planMessageKeys.answer);

/** PUT /api/me/interests: an answer from 0 to 4 for every item, by item id. */
export const InterestAnswersSchema = z.object({
  answers: z.record(z.string().regex(/^[riasec]\d{2}$/, planMessageKeys.itemId), answer, {
    error: planMessageKeys.answers,
  }),
});
export type InterestAnswersInput = z.infer<typeof InterestAnswersSchema>;

/** The same, checked against the profiler's items: no unknown item, none left out. */
export function interestAnswersSchemaFor(itemIds: readonly string[]) {
  const known = new Set(itemIds);
  return InterestAnswersSchema.superRefine(({ answers }, context) => {
    for (const id of Object.keys(answers))
      if (!known.has(id))
        context.addIssue({ code: "custom", path: ["answers", id], message: planMessageKeys.unknownItem });
    const missing = itemIds.filter((id) => answers[id] === undefined).length;
    if (missing > 0)
      context.addIssue({
        code: "custom",
        path: ["answers"],
        message: messageRef(planMessageKeys.answerEvery, { count: itemIds.length, missing }),
      });
  });
}

/** PUT /api/me/quiz-result: the result node the career quiz ended on ('result-doctor-biotech'). */
export const QuizResultBodySchema = z.object({
  resultId: z.string({ error: planMessageKeys.resultId }).trim().min(1, planMessageKeys.resultId).max(100),
});
export type QuizResultBodyInput = z.infer<typeof QuizResultBodySchema>;

/** PUT /api/me/shortlist/:careerSlug: an optional note; an empty note is no note. */
export const ShortlistBodySchema = z.object({
  note: z
    .string({ error: "validation.mustBeText" })
    .trim()
    .max(NOTE_MAX_LENGTH, messageRef("validation.tooLong", { max: NOTE_MAX_LENGTH }))
    .nullish()
    .transform((value) => value || null),
});
export type ShortlistBodyInput = z.infer<typeof ShortlistBodySchema>;

export const PROGRESS_STATUSES = ["done", "in_progress", "skipped", "none"] as const;
export type ProgressStatus = (typeof PROGRESS_STATUSES)[number];
/** A step's status once marked ("none" clears the mark). */
export type StepStatus = Exclude<ProgressStatus, "none">;

/** PUT /api/me/progress/:pathId/:stepId */
export const ProgressBodySchema = z.object({
  status: z.enum(PROGRESS_STATUSES, { error: planMessageKeys.status }),
});
export type ProgressBodyInput = z.infer<typeof ProgressBodySchema>;

const booleanText = z
  .enum(["true", "false"], { error: planMessageKeys.trueOrFalse })
  .transform((value) => value === "true");

/** GET /api/me/recommendations?stream=&family=&vocational=&limit= (the server checks the family). */
export const RecommendationsQuerySchema = z.object({
  stream: z.enum(STREAMS, { error: planMessageKeys.stream }).optional(),
  family: z
    .string()
    .regex(/^[a-z]+(-[a-z]+)*$/, planMessageKeys.family)
    .optional(),
  vocational: booleanText.optional(),
  limit: z.coerce
    .number({ error: planMessageKeys.limit })
    .int(planMessageKeys.limit)
    .min(1, planMessageKeys.limit)
    .max(RECOMMENDATIONS_MAX_LIMIT, planMessageKeys.limit)
    .default(20),
});
export type RecommendationsQueryInput = z.infer<typeof RecommendationsQuerySchema>;
