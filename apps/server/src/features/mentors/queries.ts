import { type Mentor, mentorAvatarUrl } from "@disha/shared";
import type { Kysely, Selectable } from "kysely";
import type { Database, MentorTable } from "../../lib/db/schema.ts";

function parseTopics(topics: string): string[] {
  try {
    const parsed: unknown = JSON.parse(topics);
    return Array.isArray(parsed) ? parsed.filter((topic): topic is string => typeof topic === "string") : [];
  } catch {
    return [];
  }
}

export function toMentor(row: Selectable<MentorTable>): Mentor {
  return {
    _id: row.id,
    name: row.name,
    profileUrl: mentorAvatarUrl(row.id, row.name),
    about: row.about,
    stream: row.stream,
    topics: parseTopics(row.topics),
  };
}

export async function listMentors(db: Kysely<Database>): Promise<Mentor[]> {
  const rows = await db.selectFrom("mentor").selectAll().orderBy("name").orderBy("id").execute();
  return rows.map(toMentor);
}

export async function findMentor(db: Kysely<Database>, id: string): Promise<Selectable<MentorTable> | undefined> {
  return db.selectFrom("mentor").selectAll().where("id", "=", id).executeTakeFirst();
}
