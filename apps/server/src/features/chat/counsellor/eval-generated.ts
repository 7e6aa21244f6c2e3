import { knowledgeBase } from "@disha/content/knowledge/base";
import { aliasTarget, vocabulary } from "@disha/content/vocabulary";
import type { EvalQuestion } from "./eval-set.ts";

// The eval generated from the knowledge base: every career, exam and scholarship and a sample of the
// institutions, asked in several phrasings (plain, with a typo, in Hinglish, by an alias, as a
// follow-up), each with the words a correct answer must hold, taken from the record itself.

const kb = knowledgeBase;
const INSTITUTIONS_SAMPLED = 80;

export type Phrasing = "plain" | "typo" | "hinglish" | "alias" | "follow-up";

/** A typo a student makes: two neighbouring letters of the longest word swapped ("Acountant"). */
export function withTypo(name: string): string {
  const words = name.split(" ");
  const longest = words.reduce((best, word, index) => (word.length > words[best]!.length ? index : best), 0);
  const word = words[longest]!;
  if (word.length < 6 || !/^[A-Za-z]+$/.test(word)) return name;
  const at = Math.floor(word.length / 2);
  words[longest] = word.slice(0, at - 1) + word[at] + word[at - 1] + word.slice(at + 1);
  return words.join(" ");
}

/** "Lawyer (Advocate)" -> "Lawyer": what a student would type. */
const spoken = (name: string) => name.replace(/\s*\([^)]*\)/g, "").trim();

function question(
  kind: string,
  phrasing: Phrasing,
  id: string,
  text: string,
  mustMention: string[][],
  history?: string[],
): EvalQuestion & { phrasing: Phrasing } {
  return {
    id: `${kind}:${id}:${phrasing}`,
    kind,
    phrasing,
    question: text,
    must_mention: mustMention,
    ...(history ? { history } : {}),
  };
}

export function generatedQuestions(): (EvalQuestion & { phrasing: Phrasing })[] {
  const aliases = vocabulary().aliases;
  const out: (EvalQuestion & { phrasing: Phrasing })[] = [];
  for (const career of kb.careers) {
    const name = spoken(career.name.en);
    const must = [[career.name.en, name]];
    out.push(question("career", "plain", career.id, `How do I become a ${name}?`, must));
    out.push(question("career", "typo", career.id, `how to becme ${withTypo(name).toLowerCase()}`, must));
    out.push(question("career", "hinglish", career.id, `${name} kaise bane?`, must));
    out.push(
      question("career", "follow-up", career.id, "how many years does it take?", must, [`tell me about ${name}`]),
    );
  }
  for (const alias of aliases) {
    const { kind, id } = aliasTarget(alias);
    if (kind !== "career") continue;
    const career = kb.careerById(id)!;
    const say = alias.say[0]!;
    out.push(question("career", "alias", `${id}:${say}`, `what is ${say} as a career`, [[career.name.en]]));
  }
  for (const exam of kb.exams) {
    const must = [[exam.name.en]];
    out.push(question("exam", "plain", exam.id, `What is the ${exam.name.en} exam?`, must));
    out.push(question("exam", "hinglish", exam.id, `${exam.name.en} exam kya hai?`, must));
    out.push(
      question(
        "exam",
        "follow-up",
        exam.id,
        "which body runs it?",
        [[exam.conductingBody]],
        [`tell me about ${exam.name.en}`],
      ),
    );
  }
  for (const scholarship of kb.scholarships) {
    const must = [[scholarship.name.en]];
    out.push(question("scholarship", "plain", scholarship.id, `Tell me about the ${scholarship.name.en}`, must));
    out.push(
      question(
        "scholarship",
        "follow-up",
        scholarship.id,
        "who gives it?",
        [[scholarship.provider]],
        [`tell me about the ${scholarship.name.en}`],
      ),
    );
  }
  const step = kb.institutions.length / INSTITUTIONS_SAMPLED;
  for (let index = 0; index < INSTITUTIONS_SAMPLED; index++) {
    const institution = kb.institutions[Math.floor(index * step)]!;
    out.push(
      question("institution", "plain", institution.id, `Tell me about ${institution.name}`, [
        [institution.name, institution.shortName ?? institution.name],
      ]),
    );
  }
  return out;
}
