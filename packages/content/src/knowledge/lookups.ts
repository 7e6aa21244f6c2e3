import type {
  CareerFamily,
  CareerRecord,
  DegreeRecord,
  ExamRecord,
  FreeLearningResource,
  InstitutionRecord,
  KnowledgeRecords,
  ScholarshipRecord,
} from "./schemas.ts";

export interface KnowledgeBase extends Readonly<KnowledgeRecords> {
  careerById(id: string): CareerRecord | undefined;
  examById(id: string): ExamRecord | undefined;
  degreeById(id: string): DegreeRecord | undefined;
  institutionById(id: string): InstitutionRecord | undefined;
  scholarshipById(id: string): ScholarshipRecord | undefined;
  /** The institutions that admit through an exam, read from each institution's `exams`. */
  institutionsByExam(examId: string): readonly InstitutionRecord[];
  careersByFamily(family: CareerFamily): readonly CareerRecord[];
  /** The free courses and official sites a career's page shows: those naming the career, then its family's. */
  freeLearningFor(careerId: string): readonly FreeLearningResource[];
}

/** The resources that apply to a career: those naming it first, then those naming its family, each in file order. */
export function freeLearningOf(
  resources: readonly FreeLearningResource[],
  career: Pick<CareerRecord, "id" | "family">,
): FreeLearningResource[] {
  const named = resources.filter((resource) => resource.careers?.includes(career.id));
  const byFamily = resources.filter(
    (resource) => resource.families?.includes(career.family) && !named.includes(resource),
  );
  return [...named, ...byFamily];
}

function byId<T extends { id: string }>(records: readonly T[]): (id: string) => T | undefined {
  const map = new Map(records.map((record) => [record.id, record]));
  return (id) => map.get(id);
}

function groupBy<T>(records: readonly T[], keysOf: (record: T) => readonly string[]): (key: string) => readonly T[] {
  const groups = new Map<string, T[]>();
  for (const record of records) {
    for (const key of keysOf(record)) groups.set(key, [...(groups.get(key) ?? []), record]);
  }
  return (key) => groups.get(key) ?? [];
}

export function buildKnowledgeBase(records: KnowledgeRecords): KnowledgeBase {
  const careerById = byId(records.careers);
  return {
    ...records,
    careerById,
    examById: byId(records.exams),
    degreeById: byId(records.degrees),
    institutionById: byId(records.institutions),
    scholarshipById: byId(records.scholarships),
    institutionsByExam: groupBy(records.institutions, (institution) => institution.exams),
    careersByFamily: groupBy(records.careers, (career) => [career.family]),
    freeLearningFor: (careerId) => {
      const career = careerById(careerId);
      return career ? freeLearningOf(records.freeLearning, career) : [];
    },
  };
}
