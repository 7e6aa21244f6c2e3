import type {
  CareerFamily,
  CareerRecord,
  DegreeRecord,
  ExamRecord,
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
  return {
    ...records,
    careerById: byId(records.careers),
    examById: byId(records.exams),
    degreeById: byId(records.degrees),
    institutionById: byId(records.institutions),
    scholarshipById: byId(records.scholarships),
    institutionsByExam: groupBy(records.institutions, (institution) => institution.exams),
    careersByFamily: groupBy(records.careers, (career) => [career.family]),
  };
}
