import { z } from "zod";

export const StreamIdSchema = z.enum(["science", "commerce", "arts"]);
export type StreamId = z.infer<typeof StreamIdSchema>;

const slugSchema = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be kebab-case");
const sentenceSchema = z.string().trim().min(10);
const routePathSchema = z.string().regex(/^\/[a-z0-9/-]*$/, "must be a site path");

export const StreamSchema = z.object({
  id: StreamIdSchema,
  name: z.enum(["Science", "Commerce", "Arts"]),
  hubPath: z.enum(["/career-science", "/career-commerce", "/career-arts"]),
  summary: sentenceSchema,
  subjects: z.array(z.string().min(2)).min(3),
  /** the stream page's name and summary in Hindi (a page in Hindi lays them over the English) */
  hi: z.strictObject({ name: z.string().trim().min(2), summary: sentenceSchema }),
});
export type Stream = z.infer<typeof StreamSchema>;

const roadmapTitleSchema = z.string().trim().min(3);

export const RoadmapStepSchema = z.object({
  /** stable: a student's progress is saved against it, so it is never renamed or reused */
  id: slugSchema,
  title: roadmapTitleSchema,
  description: sentenceSchema,
  /** Hindi beside the English: pages read these fields as plain strings, so the Hindi sits in its own object */
  hi: z.strictObject({ title: roadmapTitleSchema, description: sentenceSchema }).optional(),
});
export type RoadmapStep = z.infer<typeof RoadmapStepSchema>;

export const RoadmapSchema = z.object({
  slug: slugSchema,
  stream: StreamIdSchema,
  title: roadmapTitleSchema,
  path: routePathSchema,
  cardTitle: roadmapTitleSchema,
  summary: sentenceSchema,
  hi: z.strictObject({ title: roadmapTitleSchema, cardTitle: roadmapTitleSchema, summary: sentenceSchema }).optional(),
  steps: z
    .array(RoadmapStepSchema)
    .min(5)
    .refine((steps) => new Set(steps.map((step) => step.id)).size === steps.length, "has two steps with the same id"),
  careerIds: z.array(slugSchema).min(1),
});
export type Roadmap = z.infer<typeof RoadmapSchema>;

export const QuizQuestionSchema = z.object({
  kind: z.literal("question"),
  question: z.string().trim().min(3),
  hi: z.strictObject({ question: z.string().trim().min(3) }).optional(),
  options: z
    .array(
      z.object({
        label: z.string().trim().min(1),
        next: z.string().min(1),
        hi: z.strictObject({ label: z.string().trim().min(1) }).optional(),
      }),
    )
    .min(1),
});
export type QuizQuestion = z.infer<typeof QuizQuestionSchema>;

export const QuizResultSchema = z.object({
  kind: z.literal("result"),
  /** The label shown after 'Your Recommended Career:'. */
  career: z.string().trim().min(3),
  hi: z.strictObject({ career: z.string().trim().min(3) }).optional(),
  careerIds: z.array(slugSchema).min(1),
});
export type QuizResult = z.infer<typeof QuizResultSchema>;

/** The end of a path that names no career ("Not sure"): the page sends the student to explore instead. */
export const QuizExploreSchema = z.object({ kind: z.literal("explore") });
export type QuizExplore = z.infer<typeof QuizExploreSchema>;

export const QuizNodeSchema = z.discriminatedUnion("kind", [QuizQuestionSchema, QuizResultSchema, QuizExploreSchema]);
export type QuizNode = z.infer<typeof QuizNodeSchema>;

export const QuizSchema = z.object({
  startId: z.string().min(1),
  nodes: z.record(z.string(), QuizNodeSchema),
});
export type Quiz = z.infer<typeof QuizSchema>;

export const WorkshopSchema = z.object({
  slug: slugSchema,
  title: z.string().trim().min(3),
  instructor: z.string().trim().min(3),
  about: sentenceSchema,
  topic: z.string().trim().min(3),
  daysFromSeed: z.number().int().min(1).max(60),
  startTimeIst: z.string().regex(/^(1[0-8]):00$/, "must be on the hour between 10:00 and 18:00"),
  durationMinutes: z.number().int().min(30).max(240),
  capacity: z.number().int().min(1),
  meetingUrl: z.string().regex(/^https:\/\/meet\.google\.com\/[a-z]{3}-[a-z]{4}-[a-z]{3}$/),
});
export type Workshop = z.infer<typeof WorkshopSchema>;

export const MentorSeedSchema = z.object({
  slug: slugSchema,
  name: z.string().trim().min(3),
  stream: StreamIdSchema,
  topics: z.array(z.string().min(2)).min(1),
  about: sentenceSchema,
});
export type MentorSeed = z.infer<typeof MentorSeedSchema>;
