import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseDocument } from "yaml";
import { z } from "zod";
import { freeLearningOf } from "./lookups.ts";
import {
  FreeLearningFileSchema,
  IdSchema,
  knowledgeKinds,
  recordSchemas,
  type CareerRecord,
  type FreeLearningResource,
  type KnowledgeKind,
  type KnowledgeRecords,
} from "./schemas.ts";

// Node only: reads packages/content/data. The app reads the compiled JSON instead (see base.ts).

export const knowledgeDataDir = fileURLToPath(new URL("../../data", import.meta.url));
export const allowedOrphansFile = "allowed-orphans.yaml";
export const freeLearningFile = "free-learning.yaml";
/** How many free-learning resources a career's page shows: enough to start with, few enough to read. */
export const freeLearningPerCareer = { min: 2, max: 5 } as const;

export interface KnowledgeProblem {
  /** Relative to the data folder, e.g. `careers/nurse.yaml`. */
  file: string;
  /**
   * record: the file itself (YAML, schema, name); reference: a link to a missing record; orphan: nothing links
   * to it; coverage: a career with too few or too many free-learning resources.
   */
  rule: "record" | "reference" | "orphan" | "coverage";
  message: string;
}

export interface KnowledgeReport {
  /** The records that passed their schema, sorted by id. */
  records: KnowledgeRecords;
  /** Every problem found, in file order. Empty means the base is sound. */
  problems: KnowledgeProblem[];
  /** The ids that have a file, valid or not, per kind. */
  ids: Record<KnowledgeKind, Set<string>>;
}

type OrphanKind = "exams" | "degrees" | "institutions";

/** Groups of records that nothing links to on purpose, each with the reason. */
const AllowedOrphansSchema = z.array(
  z.strictObject({
    kind: z.enum(["exams", "degrees", "institutions"]),
    why: z.string().trim().min(10, "says why nothing links to these records"),
    ids: z.array(IdSchema).min(1),
  }),
);

/** Reads, validates and cross-checks every record, collecting all problems instead of stopping at the first. */
export function readKnowledge(dataDir: string = knowledgeDataDir): KnowledgeReport {
  const problems: KnowledgeProblem[] = [];
  const records: KnowledgeRecords = {
    careers: [],
    exams: [],
    degrees: [],
    institutions: [],
    scholarships: [],
    freeLearning: [],
  };
  const ids = Object.fromEntries(knowledgeKinds.map((kind) => [kind, new Set<string>()])) as Record<
    KnowledgeKind,
    Set<string>
  >;
  // what each file points at, read leniently so that one broken file does not make others look orphaned
  const links: { from: string; kind: KnowledgeKind; ids: string[] }[] = [];

  for (const kind of knowledgeKinds) {
    for (const fileName of listFolder(dataDir, kind, problems)) {
      const file = `${kind}/${fileName}`;
      const id = fileName.slice(0, -".yaml".length);
      ids[kind].add(id);
      const data = parseYaml(path.join(dataDir, file), file, problems);
      if (data === undefined) continue;
      links.push(...linksOf(kind, data).map((link) => ({ from: file, ...link })));

      const result = recordSchemas[kind].safeParse(data);
      if (!result.success) {
        for (const issue of result.error.issues)
          problems.push({ file, rule: "record", message: describeIssue(issue, data) });
        continue;
      }
      if (result.data.id !== id) {
        problems.push({
          file,
          rule: "record",
          message: `id "${result.data.id}" differs from the file name: rename one to match`,
        });
        continue;
      }
      (records[kind] as { id: string }[]).push(result.data);
    }
  }

  for (const link of links) {
    for (const target of link.ids) {
      if (!ids[link.kind].has(target)) {
        problems.push({
          file: link.from,
          rule: "reference",
          message: `names ${singular[link.kind]} "${target}", which has no file in ${link.kind}/`,
        });
      }
    }
  }
  for (const career of records.careers) {
    if (career.related.includes(career.id)) {
      problems.push({
        file: `careers/${career.id}.yaml`,
        rule: "reference",
        message: "related lists the career itself",
      });
    }
  }
  problems.push(...orphanProblems(dataDir, ids, links));
  problems.push(...sharedPhrasingProblems(records));

  for (const kind of knowledgeKinds) (records[kind] as { id: string }[]).sort((a, b) => a.id.localeCompare(b.id));
  records.freeLearning = readFreeLearning(dataDir, ids.careers, records.careers, problems);
  return { records, problems, ids };
}

/** A phrasing that describes two records cannot lead to either: the mentor would have to guess. */
function sharedPhrasingProblems(records: KnowledgeRecords): KnowledgeProblem[] {
  const firstSaidOf = new Map<string, string>();
  const problems: KnowledgeProblem[] = [];
  for (const kind of ["careers", "exams", "degrees", "scholarships"] as const) {
    for (const record of records[kind]) {
      const file = `${kind}/${record.id}.yaml`;
      for (const phrasing of Object.values(record.phrasings).flat()) {
        const key = phrasing
          .toLowerCase()
          .replace(/[^\p{L}\p{M}\p{N}]+/gu, " ")
          .trim();
        const earlier = firstSaidOf.get(key);
        if (earlier === undefined) firstSaidOf.set(key, file);
        else problems.push({ file, rule: "record", message: `phrasing "${phrasing}" also describes ${earlier}` });
      }
    }
  }
  return problems;
}

/**
 * data/free-learning.yaml: its schema, the careers it names, and 2 to 5 resources for every valid career.
 * The count is left unchecked while the file itself is broken, so that one typo does not report every career.
 */
function readFreeLearning(
  dataDir: string,
  careerIds: Set<string>,
  careers: readonly CareerRecord[],
  problems: KnowledgeProblem[],
): FreeLearningResource[] {
  const file = freeLearningFile;
  const fullPath = path.join(dataDir, file);
  if (!existsSync(fullPath)) {
    problems.push({ file, rule: "record", message: "is missing: every career needs its free-learning resources" });
    return [];
  }
  const data = parseYaml(fullPath, file, problems);
  if (data === undefined) return [];
  const result = FreeLearningFileSchema.safeParse(data);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const [, index] = issue.path;
      const id = typeof index === "number" ? idAt(data, index) : undefined;
      problems.push({ file, rule: "record", message: `${id ? `${id}: ` : ""}${describeIssue(issue, data)}` });
    }
    return [];
  }

  const resources = result.data.resources;
  for (const resource of resources) {
    for (const career of resource.careers ?? []) {
      if (!careerIds.has(career)) {
        problems.push({
          file,
          rule: "reference",
          message: `${resource.id}: names career "${career}", which has no file in careers/`,
        });
      }
    }
  }
  const { min, max } = freeLearningPerCareer;
  for (const career of careers) {
    const count = freeLearningOf(resources, career).length;
    if (count < min || count > max) {
      problems.push({
        file,
        rule: "coverage",
        message: `career "${career.id}" (${career.family}) gets ${count} resources: give it ${min} to ${max}`,
      });
    }
  }
  return resources;
}

function idAt(data: unknown, index: number): string | undefined {
  const id = valueAt(data, ["resources", index, "id"]);
  return typeof id === "string" ? id : undefined;
}

const singular: Record<KnowledgeKind, string> = {
  careers: "career",
  exams: "exam",
  degrees: "degree",
  institutions: "institution",
  scholarships: "scholarship",
};

function listFolder(dataDir: string, kind: KnowledgeKind, problems: KnowledgeProblem[]): string[] {
  const folder = path.join(dataDir, kind);
  if (!existsSync(folder)) return [];
  const names = readdirSync(folder).sort();
  for (const name of names.filter((entry) => !entry.endsWith(".yaml"))) {
    problems.push({
      file: `${kind}/${name}`,
      rule: "record",
      message: "is not a .yaml file: records are named <id>.yaml",
    });
  }
  return names.filter((entry) => entry.endsWith(".yaml"));
}

function parseYaml(fullPath: string, file: string, problems: KnowledgeProblem[]): unknown {
  const document = parseDocument(readFileSync(fullPath, "utf8"), { prettyErrors: true, uniqueKeys: true });
  if (document.errors.length > 0) {
    for (const error of document.errors)
      problems.push({ file, rule: "record", message: `YAML: ${error.message.split("\n")[0]}` });
    return undefined;
  }
  return document.toJS() as unknown;
}

function describeIssue(issue: z.core.$ZodIssue, data: unknown): string {
  const where = issue.path.map(String).join(".");
  const missing = issue.path.length > 0 && valueAt(data, issue.path) === undefined;
  const message = missing ? "is missing (required)" : issue.message;
  return where ? `${where}: ${message}` : message;
}

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  let value = data;
  for (const key of path) {
    if (typeof value !== "object" || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

const linkFields: Record<KnowledgeKind, Partial<Record<string, KnowledgeKind>>> = {
  careers: { exams: "exams", degrees: "degrees", institutions: "institutions", related: "careers" },
  exams: { degrees: "degrees" },
  degrees: {},
  institutions: { exams: "exams" },
  scholarships: {},
};

function linksOf(kind: KnowledgeKind, data: unknown): { kind: KnowledgeKind; ids: string[] }[] {
  if (typeof data !== "object" || data === null) return [];
  return Object.entries(linkFields[kind]).flatMap(([field, target]) => {
    const value = (data as Record<string, unknown>)[field];
    if (!target || !Array.isArray(value)) return [];
    return [{ kind: target, ids: value.filter((item): item is string => typeof item === "string") }];
  });
}

/**
 * An exam must be named by a career or an institution, a degree by a career or an exam, and an
 * institution by a career or through an exam it admits by (it is then listed on that exam). Anything
 * else is unreachable in the app, unless allowed-orphans.yaml says why it is there.
 */
function orphanProblems(
  dataDir: string,
  ids: Record<KnowledgeKind, Set<string>>,
  links: { from: string; kind: KnowledgeKind; ids: string[] }[],
): KnowledgeProblem[] {
  const problems: KnowledgeProblem[] = [];
  const linked = new Set(links.flatMap((link) => link.ids.map((id) => `${link.kind}/${id}`)));
  for (const link of links) {
    if (link.from.startsWith("institutions/") && link.kind === "exams" && link.ids.some((id) => ids.exams.has(id))) {
      linked.add(link.from.slice(0, -".yaml".length));
    }
  }

  const allowed = new Set<string>();
  const allowedPath = path.join(dataDir, allowedOrphansFile);
  if (existsSync(allowedPath)) {
    const data = parseYaml(allowedPath, allowedOrphansFile, problems) ?? [];
    const result = AllowedOrphansSchema.safeParse(data);
    for (const issue of result.error?.issues ?? []) {
      problems.push({ file: allowedOrphansFile, rule: "orphan", message: describeIssue(issue, data) });
    }
    for (const entry of (result.data ?? []).flatMap((group) => group.ids.map((id) => ({ kind: group.kind, id })))) {
      const key = `${entry.kind}/${entry.id}`;
      allowed.add(key);
      if (!ids[entry.kind].has(entry.id)) {
        problems.push({
          file: allowedOrphansFile,
          rule: "orphan",
          message: `allows ${key}, which has no file: remove the entry`,
        });
      } else if (linked.has(key)) {
        problems.push({
          file: allowedOrphansFile,
          rule: "orphan",
          message: `allows ${key}, which is linked now: remove the entry`,
        });
      }
    }
  }

  const reachedBy: Record<OrphanKind, string> = {
    exams: "no career or institution names it",
    degrees: "no career or exam names it",
    institutions: "no career names it and it admits through no exam in the base",
  };
  for (const kind of ["exams", "degrees", "institutions"] as const) {
    for (const id of [...ids[kind]].sort()) {
      const key = `${kind}/${id}`;
      if (!linked.has(key) && !allowed.has(key)) {
        problems.push({
          file: `${key}.yaml`,
          rule: "orphan",
          message: `is an orphan: ${reachedBy[kind]} (or list it in ${allowedOrphansFile})`,
        });
      }
    }
  }
  return problems;
}
