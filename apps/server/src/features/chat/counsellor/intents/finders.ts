import type { ScholarshipRecord } from "@disha/content/knowledge/schemas";
import { t, local } from "../words.ts";
import { entityName, examNames, joinList, lowerFirst, paths } from "../answers.ts";
import {
  collegeQuery,
  collegesFor,
  asksForAFamily,
  familyIn,
  scholarshipQuery,
  scholarshipsFor,
  stateIn,
} from "../finders.ts";
import { kb } from "../knowledge.ts";
import { rankRecords } from "../retrieval.ts";
import { intent, mainTopic, type Turn } from "./intent.ts";

// "Government medical colleges", "engineering colleges in UP", "a scholarship for a girl doing B.Tech":
// the college and scholarship finders' filters, read from the question and applied to the whole base.

const COLLEGES_SHOWN = 5;
const SCHOLARSHIPS_SHOWN = 4;

const stateLabel = (state: string) =>
  state
    .split("-")
    .map((part) => (part === "and" ? part : part.charAt(0).toUpperCase() + part.slice(1)))
    .join(" ");

/**
 * The record or field the colleges are for. A college's name read from part of a question ("colleges
 * in Kerala" is not Kerala University) does not count when the question asks for colleges of a state.
 */
function collegesAbout(turn: Turn) {
  const listsAState =
    /\b(colleges|institutes|universities)\b/.test(turn.reading.english) &&
    stateIn(turn.reading.english, turn.question) !== undefined;
  return turn.topics.find((entity) => entity.kind !== "subject" && !(listsAState && entity.kind === "institution"));
}

const levelLabel = (level: ScholarshipRecord["levels"][number]) => t(`mentor.finder.level.${level}`);

function collegesAnswer(turn: Turn) {
  const about = collegesAbout(turn);
  const query = collegeQuery(turn.reading.english, turn.question, about);
  const colleges = collegesFor(query, about).slice(0, COLLEGES_SHOWN);
  const field = query.family
    ? query.family.toUpperCase()
    : about
      ? lowerFirst(entityName(about))
      : t("mentor.finder.anyField");
  const topic = query.ownership ? t(`mentor.finder.${query.ownership}`, { topic: field }) : field;
  const place = query.state ? t("mentor.finder.place", { state: stateLabel(query.state) }) : "";
  const filters: Record<string, string> = {
    ...(query.state ? { state: query.state } : {}),
    ...(about?.kind === "exam" ? { exam: about.id } : {}),
    ...(query.fields[0] ? { field: query.fields[0] } : {}),
    ...(query.family ? { query: query.family.toUpperCase() } : {}),
  };
  if (colleges.length === 0)
    return { lead: t("mentor.finder.noColleges", { topic, place }), link: paths.colleges(filters), kind: "colleges" };
  return {
    lead: t("mentor.finder.colleges", {
      topic,
      place,
      colleges: joinList(colleges.map((college) => college.shortName ?? college.name)),
    }),
    points: colleges.slice(0, 4).map((college) => {
      const exams = college.exams.flatMap((id) => kb.examById(id) ?? []).slice(0, 2);
      // many names already end in their city ("AIIMS, Bhopal")
      const name = college.name.endsWith(college.city)
        ? college.name.slice(0, -college.city.length).replace(/[,\s]+$/, "")
        : college.name;
      const where = { name, city: college.city, state: stateLabel(college.state) };
      return exams.length > 0
        ? t("mentor.finder.college", { ...where, exams: examNames(exams) })
        : t("mentor.finder.collegeDirect", where);
    }),
    link: paths.colleges(filters),
    kind: "colleges",
  };
}

function scholarshipsAnswer(turn: Turn) {
  const query = scholarshipQuery(turn.reading.english, turn.question, mainTopic(turn));
  const written = turn.reading.language === "en" ? turn.reading.english : turn.question;
  const relevance = new Map(
    rankRecords(written, { kinds: ["scholarship"], limit: SCHOLARSHIPS_SHOWN * 2 }).map((candidate) => [
      candidate.entity.id,
      candidate.cover,
    ]),
  );
  const found = scholarshipsFor(query, relevance).slice(0, SCHOLARSHIPS_SHOWN);
  const filters: Record<string, string> = {
    ...(query.level ? { level: query.level } : {}),
    ...(query.gender ? { gender: query.gender } : {}),
    ...(query.state ? { state: query.state } : {}),
  };
  if (found.length === 0)
    return { lead: t("mentor.finder.noScholarships"), link: paths.scholarships(filters), kind: "scholarships" };
  return {
    lead: t("mentor.finder.scholarships", { names: joinList(found.map((scholarship) => local(scholarship.name))) }),
    points: found.map((scholarship) =>
      scholarship.amount
        ? t("mentor.finder.scholarship", {
            name: local(scholarship.name),
            provider: scholarship.provider,
            amount: local(scholarship.amount),
          })
        : t("mentor.finder.scholarshipNoAmount", {
            name: local(scholarship.name),
            provider: scholarship.provider,
            levels: joinList(scholarship.levels.map(levelLabel)),
          }),
    ),
    link: paths.scholarships(filters),
    kind: "scholarships",
  };
}

export const finderIntents = [
  intent(
    "colleges",
    [],
    (turn) => {
      const about = collegesAbout(turn);
      // "College Professor", "Central Sector Scholarship for College Students": the word is part of a name
      const wordOfAName = about !== undefined && /\b(college|university|institute)/i.test(entityName(about));
      // "a scholarship to study in college" asks for a scholarship
      // a family named by its short form ("what is NIFT?", "list of IITs") asks for its campuses
      // ... unless a record of its own is named by it ("AIIMS NORCET" is an exam)
      const namedByIt =
        about !== undefined &&
        about.kind !== "topic" &&
        about.kind !== "institution" &&
        familyIn(entityName(about).toLowerCase()) !== undefined;
      const family = !namedByIt && asksForAFamily(turn.reading.english, about?.kind === "institution");
      return (
        (turn.reading.asks.colleges || family) &&
        !turn.reading.asks.scholarship &&
        (about?.kind !== "institution" || family) &&
        about?.kind !== "scholarship" &&
        !wordOfAName
      );
    },
    collegesAnswer,
  ),
  intent(
    "scholarships",
    [],
    // a scholarship named in full is answered by its card; one the search guessed from a word or two is not
    (turn) =>
      turn.reading.asks.scholarship &&
      !turn.reading.mentions.some((mention) => mention.entity.kind === "scholarship" && mention.certainty === 1) &&
      !turn.topics.some((entity) => entity.kind === "scholarship" && !turn.own.includes(entity)),
    scholarshipsAnswer,
  ),
];
