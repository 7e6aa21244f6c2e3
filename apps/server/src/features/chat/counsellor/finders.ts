import type { InstitutionRecord, ScholarshipRecord } from "@disha/content/knowledge/schemas";
import { indianStates } from "@disha/content/knowledge/options";
import type { Entity } from "./catalog.ts";
import { careersBehind } from "./answers.ts";
import { examsForDegree, kb } from "./knowledge.ts";

// What a question asks of the college and scholarship finders: the state, the kind of college, the
// class, gender, income, stream and category it names, read from its words.

const stateNames = new Map<string, string>(indianStates.map((state) => [state.replace(/-/g, " "), state]));
// short forms students write ("j&k" reads "j k"); two letters only after "in" or "from", or as capitals
const stateShortForms: Record<string, string> = {
  up: "uttar-pradesh",
  mp: "madhya-pradesh",
  tn: "tamil-nadu",
  ap: "andhra-pradesh",
  wb: "west-bengal",
  hp: "himachal-pradesh",
  jk: "jammu-and-kashmir",
  "j k": "jammu-and-kashmir",
  kashmir: "jammu-and-kashmir",
  tamilnadu: "tamil-nadu",
  uk: "uttarakhand",
  bengal: "west-bengal",
  orissa: "odisha",
  bombay: "maharashtra",
  madras: "tamil-nadu",
};

/** The state a question names ("engineering colleges in UP"), as an id of the base. */
export function stateIn(english: string, question: string): string | undefined {
  for (const [name, state] of stateNames) if (new RegExp(`\\b${name}\\b`).test(english)) return state;
  for (const [short, state] of Object.entries(stateShortForms)) {
    const written = short.length > 2 ? new RegExp(`\\b${short}\\b`) : new RegExp(`\\b(in|from) ${short}\\b`);
    if (written.test(english) || (short.length === 2 && new RegExp(`\\b${short.toUpperCase()}\\b`).test(question)))
      return state;
  }
  return undefined;
}

/** `english` without the state it names: in a finder question the state is where, never what about. */
export function withoutState(english: string, question: string): string {
  const state = stateIn(english, question);
  if (!state) return english;
  const forms = [
    state.replace(/-/g, " "),
    ...Object.entries(stateShortForms).flatMap(([short, id]) => (id === state ? [short] : [])),
  ];
  return forms.reduce((text, form) => text.replace(new RegExp(`\\b${form}\\b`, "g"), " "), english);
}

const governmentTypes = new Set<InstitutionRecord["type"]>([
  "aiims",
  "iit",
  "nit",
  "iiit",
  "iiser",
  "nlu",
  "iim",
  "nid",
  "nift",
  "central-university",
  "national-institute",
  "government-college",
  "state-university",
  "state-college",
  "polytechnic",
  "iti",
]);

/** Better known kinds of college first, so a short list shows the ones students look for. */
const typeOrder: InstitutionRecord["type"][] = [
  "aiims",
  "iit",
  "nit",
  "nlu",
  "iim",
  "iiser",
  "nid",
  "nift",
  "central-university",
  "national-institute",
  "government-college",
  "iiit",
  "state-university",
  "state-college",
  "deemed",
  "private",
  "polytechnic",
  "iti",
];

export interface CollegeQuery {
  state: string | undefined;
  ownership: "government" | "private" | undefined;
  /** the fields (career families) the colleges teach */
  fields: string[];
  /** the entrance exams they admit through */
  exams: string[];
  /** the family named by its short form ("NIFT", "the IITs", "NLUs"): every campus of one kind */
  family: InstitutionRecord["type"] | undefined;
}

// a family of national institutions by the short form students write, singular or plural
const familyForms: readonly (readonly [RegExp, InstitutionRecord["type"]])[] = [
  [/\biits?\b/, "iit"],
  [/\bnits?\b/, "nit"],
  [/\biiits?\b/, "iiit"],
  [/\biisers?\b/, "iiser"],
  [/\baiims\b/, "aiims"],
  [/\b(nlus?|national law (universities|university|schools?))\b/, "nlu"],
  [/\biims?\b/, "iim"],
  [/\bnifts?\b/, "nift"],
];

/** The family of institutions a question names by its short form, if any. */
export function familyIn(english: string): InstitutionRecord["type"] | undefined {
  return familyForms.find(([form]) => form.test(english))?.[1];
}

/**
 * Whether a question asks for a family's campuses: named in the plural ("the IITs", "national law
 * universities", "other AIIMS"), or asked what, which or where it is ("what is NIFT?"), never how to get in
 * ("iit kaise jaye" is about its entrance exam).
 */
export function asksForAFamily(english: string, namesOneCampus: boolean): boolean {
  // how to get in is about its entrance exam; "NIFT or NID, which is better?" compares
  if (familyIn(english) === undefined || /\b(how (to|do|can|should)|get into|crack|prepare)\b/.test(english))
    return false;
  if (/\b(or|vs|versus|better|difference)\b/.test(english)) return false;
  if (/\b(iits|nits|iiits|iisers|nlus|iims|nifts|national law universities|other aiims|all aiims)\b/.test(english))
    return true;
  return !namesOneCampus && /\b(what|which|where|list|top|best|all|how many|names?)\b/.test(english);
}

export function collegeQuery(english: string, question: string, about: Entity | undefined): CollegeQuery {
  const ownership = /\b(government|govt|sarkari|cheap|low fees?|affordable|public)\b/.test(english)
    ? "government"
    : /\bprivate\b/.test(english)
      ? "private"
      : undefined;
  const fields =
    about?.kind === "topic" ? [...(about.topic.families ?? [])] : about?.kind === "career" ? [about.record.family] : [];
  const exams =
    about?.kind === "exam"
      ? [about.id]
      : about?.kind === "degree"
        ? examsForDegree(about.record).map((exam) => exam.id)
        : about?.kind === "career"
          ? [...about.record.exams]
          : [];
  const family = asksForAFamily(english, about?.kind === "institution") ? familyIn(english) : undefined;
  return { state: stateIn(english, question), ownership, fields: family ? [] : fields, exams, family };
}

/** The colleges of the base that meet every part of the query, the better known kinds first. */
export function collegesFor(query: CollegeQuery, about: Entity | undefined): InstitutionRecord[] {
  const named = about?.kind === "career" ? new Set(about.record.institutions) : new Set<string>();
  return kb.institutions
    .filter(
      (institution) =>
        (query.family === undefined || institution.type === query.family) &&
        (query.state === undefined || institution.state === query.state) &&
        (query.ownership === undefined ||
          (query.ownership === "government") === governmentTypes.has(institution.type)) &&
        (query.fields.length === 0 ||
          named.has(institution.id) ||
          institution.fields.some((field) => query.fields.includes(field))) &&
        (query.exams.length === 0 ||
          about?.kind === "career" ||
          institution.exams.some((exam) => query.exams.includes(exam))),
    )
    .sort(
      (left, right) =>
        Number(named.has(right.id)) - Number(named.has(left.id)) ||
        typeOrder.indexOf(left.type) - typeOrder.indexOf(right.type) ||
        left.name.localeCompare(right.name),
    );
}

export interface ScholarshipQuery {
  level: ScholarshipRecord["levels"][number] | undefined;
  gender: "female" | undefined;
  lowIncome: boolean;
  state: string | undefined;
  stream: "science" | "commerce" | "arts" | undefined;
  category: ScholarshipRecord["categories"][number] | undefined;
}

export function scholarshipQuery(english: string, question: string, about: Entity | undefined): ScholarshipQuery {
  const classNumber = /\b(?:class|std|standard|grade)\s*(\d{1,2})\b/.exec(english)?.[1];
  const after = /\bafter (?:class )?(10|12)\b/.exec(english)?.[1];
  const inCollege =
    /\b(college|degree|graduation|undergraduate|ug|btech|bsc|bcom|ba|mbbs|engineering|university)\b/.test(english) ||
    about?.kind === "degree";
  const level: ScholarshipQuery["level"] =
    after === "10"
      ? "class-11"
      : after === "12"
        ? "ug"
        : classNumber
          ? (`class-${Math.min(12, Math.max(8, Number(classNumber)))}` as ScholarshipQuery["level"])
          : /\bdiploma|polytechnic\b/.test(english)
            ? "diploma"
            : /\b(pg|postgraduate|masters?|mtech|msc|mba)\b/.test(english)
              ? "pg"
              : inCollege
                ? "ug"
                : undefined;
  const careers = about ? careersBehind(about) : [];
  const stream = /\b(engineering|btech|science|medical|mbbs|technical|technology)\b/.test(english)
    ? "science"
    : /\bcommerce|bcom\b/.test(english)
      ? "commerce"
      : /\b(arts|humanities|ba)\b/.test(english)
        ? "arts"
        : careers[0]?.streams.find((each) => each !== "any");
  return {
    level,
    gender: /\b(girl|girls|female|daughter|women|woman|ladki|ladkiyon|she)\b/.test(english) ? "female" : undefined,
    lowIncome:
      /\b(poor|low income|low-income|income is low|earns? (very )?little|bpl|below poverty|financially weak|weak financial|cannot afford|cant afford|need money)\b/.test(
        english,
      ),
    state: stateIn(english, question),
    stream,
    category: /\bsc\b|scheduled caste|dalit/.test(english)
      ? "sc"
      : /\bst\b|scheduled tribe|tribal/.test(english)
        ? "st"
        : /\bobc\b/.test(english)
          ? "obc"
          : /\b(minority|muslim|christian|sikh|buddhist|parsi|jain)\b/.test(english)
            ? "minority"
            : /\b(disabled|disability|differently abled|divyang|handicapped|pwd)\b/.test(english)
              ? "disability"
              : undefined,
  };
}

/** As much as a state of the student's own, for a scholarship whose words are all the question's. */
const RELEVANCE_WEIGHT = 5;

/**
 * The scholarships open to the student the query describes; those made for them (their state, girls, their
 * group) first. `relevance` (0 to 1 by scholarship id) is how well a scholarship's own words meet the
 * question's: a situation no facet holds ("my father retired from the army") still finds its scholarship.
 */
export function scholarshipsFor(
  query: ScholarshipQuery,
  relevance: ReadonlyMap<string, number> = new Map(),
): ScholarshipRecord[] {
  // the record's lists, read as plain strings so a query's value can be looked up in them
  const has = (list: readonly string[], value: string) => list.includes(value);
  const fits = (scholarship: ScholarshipRecord) =>
    (query.level === undefined || scholarship.levels.includes(query.level)) &&
    (query.gender !== undefined || scholarship.gender === "any") &&
    (query.state === undefined ? true : has(scholarship.states, "all") || has(scholarship.states, query.state)) &&
    (query.stream === undefined || has(scholarship.streams, "any") || has(scholarship.streams, query.stream)) &&
    (query.category === undefined
      ? has(scholarship.categories, "any")
      : has(scholarship.categories, query.category) || has(scholarship.categories, "any"));
  const made = (scholarship: ScholarshipRecord) =>
    (query.state !== undefined && has(scholarship.states, query.state) ? 4 : 0) +
    (query.gender === "female" && scholarship.gender === "female" ? 3 : 0) +
    (query.category !== undefined && has(scholarship.categories, query.category) ? 3 : 0) +
    (query.lowIncome && scholarship.incomeCeilingInr !== undefined ? 2 : 0) +
    (query.stream !== undefined && has(scholarship.streams, query.stream) ? 1 : 0) +
    (query.level !== undefined && scholarship.levels.length <= 4 ? 1 : 0) +
    // with no state asked, what every state's students can take comes before one state's own
    (query.state === undefined && has(scholarship.states, "all") ? 1 : 0) +
    (scholarship.kind === "central" ? 0.5 : 0) +
    RELEVANCE_WEIGHT * (relevance.get(scholarship.id) ?? 0);
  return kb.scholarships
    .filter(fits)
    .map((scholarship) => ({ scholarship, score: made(scholarship) }))
    .sort(
      (left, right) => right.score - left.score || left.scholarship.name.en.localeCompare(right.scholarship.name.en),
    )
    .map(({ scholarship }) => scholarship);
}
