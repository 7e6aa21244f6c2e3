import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parseDocument } from "yaml";
import { z } from "zod";
import { LocalizedTextSchema } from "./knowledge/schemas.ts";

// Node only: reads data/interest-profiler.yaml. The web app gets the items from GET /api/interest-profiler.

export const riasecTypes = ["R", "I", "A", "S", "E", "C"] as const;
export const RiasecTypeSchema = z.enum(riasecTypes);
export type RiasecType = z.infer<typeof RiasecTypeSchema>;

export const ITEMS_PER_TYPE = 10;

export const InterestProfilerItemSchema = z
  .strictObject({
    id: z.string().regex(/^[riasec]\d{2}$/, "must be the type's letter in lower case and two digits, e.g. r01"),
    type: RiasecTypeSchema,
    text: LocalizedTextSchema,
  })
  .refine((item) => item.id.charAt(0) === item.type.toLowerCase(), {
    message: "starts with another type's letter",
    path: ["id"],
  });
export type InterestProfilerItem = z.infer<typeof InterestProfilerItemSchema>;

export const InterestProfilerSchema = z.strictObject({
  items: z
    .array(InterestProfilerItemSchema)
    .refine((items) => new Set(items.map((item) => item.id)).size === items.length, "has two items with the same id")
    .refine(
      (items) => new Set(items.map((item) => item.text.en.toLowerCase())).size === items.length,
      "has two items with the same text",
    )
    .refine(
      (items) => riasecTypes.every((type) => items.filter((item) => item.type === type).length === ITEMS_PER_TYPE),
      `needs exactly ${ITEMS_PER_TYPE} items of each type R, I, A, S, E and C`,
    ),
});
export type InterestProfiler = z.infer<typeof InterestProfilerSchema>;

export const interestProfilerFile = fileURLToPath(new URL("../data/interest-profiler.yaml", import.meta.url));

/** Reads and validates the profiler; throws with every problem when the file is not sound. */
export function readInterestProfiler(file: string = interestProfilerFile): InterestProfiler {
  const document = parseDocument(readFileSync(file, "utf8"), { prettyErrors: true, uniqueKeys: true });
  if (document.errors.length > 0)
    throw new Error(`${file}: ${document.errors.map((error) => error.message).join("; ")}`);
  const parsed = InterestProfilerSchema.safeParse(document.toJS());
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".") || "file"}: ${issue.message}`);
    throw new Error(`${file}: ${problems.join("; ")}`);
  }
  return parsed.data;
}

let cached: InterestProfiler | undefined;

/** The profiler, read once per process: it changes only with a deploy. */
export function interestProfiler(): InterestProfiler {
  cached ??= readInterestProfiler();
  return cached;
}
