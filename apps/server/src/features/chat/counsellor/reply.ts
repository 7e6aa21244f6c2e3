import { t } from "./words.ts";
import type { Language } from "./language.ts";
import { countWords } from "./text.ts";

/** One answer before it is written out: the direct answer, a few short points, one link into the app. */
export interface Reply {
  lead: string;
  points?: string[];
  /** a path of the web app, e.g. /careers/doctor */
  link?: string;
  /** which path of the mentor answered, for tests and logs (never shown) */
  kind: string;
  /** questions offered as buttons when the mentor asks back ("Tell me about Optometrist") */
  choices?: string[];
}

export const MAX_WORDS = 120;
const MAX_POINTS = 4;
const DETAIL_WORDS = 260;
const DETAIL_POINTS = 8;

interface Frame {
  /** `englishUsed`: some of the records' texts had no translation and are given in English */
  opening?: (englishUsed: boolean) => string;
  link: (path: string) => string;
  closing?: () => string;
}

const frames: Record<Language, Frame> = {
  en: { link: (path) => t("mentor.link", { path }) },
  hi: {
    opening: (englishUsed) => t(englishUsed ? "mentor.opening.hindiSomeEnglish" : "mentor.opening.hindi"),
    link: (path) => t("mentor.linkHindi", { path }),
    closing: () => t("mentor.opening.hindiClose"),
  },
  hinglish: {
    opening: () => t("mentor.opening.hinglish"),
    link: (path) => t("mentor.linkHinglish", { path }),
    closing: () => t("mentor.opening.hinglishClose"),
  },
};

/** Writes a reply in the house shape: under 120 words and four points unless the student asked for detail. */
export function writeReply(
  reply: Reply,
  options: { language: Language; detail: boolean; englishUsed?: boolean },
): string {
  const maxWords = options.detail ? DETAIL_WORDS : MAX_WORDS;
  const points = (reply.points ?? [])
    .filter((point) => point.trim().length > 0)
    .slice(0, options.detail ? DETAIL_POINTS : MAX_POINTS);
  // an answer to Hindi or Hinglish is framed in it throughout: its opening, its link and its closing line
  const frame = frames[options.language];
  const compose = (list: readonly string[], lead: string) =>
    [
      frame.opening?.(options.englishUsed ?? false),
      lead,
      ...list.map((point) => `• ${point}`),
      reply.link ? frame.link(reply.link) : undefined,
      frame.closing?.(),
    ]
      .filter((line): line is string => line !== undefined)
      .join("\n")
      // names such as "B.Tech/B.E." end in a full stop of their own
      .replace(/\.\.(?=\s|$)/g, ".");
  let lead = reply.lead;
  // the lines are joined by line breaks, so the text's words are its lines' words added up
  const pointWords = points.map(countWords);
  let words = countWords(compose([], lead)) + pointWords.reduce((sum, count) => sum + count, 0);
  while (words >= maxWords && points.length > 1) {
    points.pop();
    words -= pointWords.pop() ?? 0;
  }
  // still long: shorten the points and the lead to their first sentences
  if (words >= maxWords) {
    for (let index = 0; index < points.length; index++) points[index] = shorten(points[index]!);
    lead = shorten(lead);
  }
  return compose(points, lead);
}

function shorten(text: string): string {
  const sentence = /^(.+?[.!?।])(\s|$)/.exec(text)?.[1] ?? text;
  const words = sentence.split(/\s+/);
  return words.length > 30 ? `${words.slice(0, 28).join(" ")}…` : sentence;
}
