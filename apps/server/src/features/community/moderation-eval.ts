import { HARM_CATEGORIES, type HarmCategory, train } from "../../lib/harm/classifier.ts";
import {
  corpusDir,
  heldOutDir,
  jsonlFiles,
  type LabelledPost,
  readCorpus,
  readLabelledPosts,
  recordQuestions,
} from "../../lib/harm/corpus.ts";
import { createHarmDetector, readHarmPhrases } from "../../lib/harm/detect.ts";
import { checkPost, type PostCheck } from "./moderation.ts";

// `npm run eval:moderation`: the community's checks on the training corpus and on every held-out set,
// per kind of harm. A harmful post counts as stopped when it is not published (held or refused); it is
// "named right" when the reason given is its kind; self-harm must be held, never only refused.

export interface KindFigures {
  posts: number;
  stopped: number;
  namedRight: number;
}

export interface SetFigures {
  name: string;
  posts: number;
  byLanguage: Record<string, number>;
  byKind: Record<HarmCategory, KindFigures>;
  harmful: KindFigures;
  harmless: { posts: number; stopped: number };
  misses: string[];
}

function namesKind(check: PostCheck, kind: HarmCategory): boolean {
  return kind === "contact" ? check.refused.includes("contact_details") : check.held.includes(kind);
}

export function measure(
  name: string,
  posts: readonly LabelledPost[],
  check: (text: string) => PostCheck = checkPost,
): SetFigures {
  const empty = () => ({ posts: 0, stopped: 0, namedRight: 0 });
  const figures: SetFigures = {
    name,
    posts: posts.length,
    byLanguage: {},
    byKind: Object.fromEntries(HARM_CATEGORIES.map((kind) => [kind, empty()])) as Record<HarmCategory, KindFigures>,
    harmful: empty(),
    harmless: { posts: 0, stopped: 0 },
    misses: [],
  };
  for (const post of posts) {
    figures.byLanguage[post.lang] = (figures.byLanguage[post.lang] ?? 0) + 1;
    const verdict = check(post.text);
    const stopped = verdict.held.length > 0 || verdict.refused.length > 0;
    if (post.label === "harmless") {
      figures.harmless.posts += 1;
      if (stopped) {
        figures.harmless.stopped += 1;
        figures.misses.push(`harmless stopped (${[...verdict.held, ...verdict.refused].join(", ")}): ${post.text}`);
      }
      continue;
    }
    // a self-harm post counts as stopped only when it is held, where help is shown and a person told
    const counted = post.label === "self_harm" ? verdict.held.includes("self_harm") : stopped;
    const right = namesKind(verdict, post.label);
    for (const tally of [figures.byKind[post.label], figures.harmful]) {
      tally.posts += 1;
      if (counted) tally.stopped += 1;
      if (right) tally.namedRight += 1;
    }
    if (!counted) figures.misses.push(`${post.label} published: ${post.text}`);
  }
  return figures;
}

const percent = (part: number, whole: number) => (whole === 0 ? "-" : `${((100 * part) / whole).toFixed(1)}%`);

export function formatFigures(figures: SetFigures): string {
  const languages = Object.entries(figures.byLanguage)
    .map(([lang, count]) => `${lang} ${count}`)
    .join(", ");
  const rows = [
    ...HARM_CATEGORIES.map((kind) => [kind, figures.byKind[kind]] as const),
    ["harmful", figures.harmful] as const,
  ]
    .filter(([, tally]) => tally.posts > 0)
    .map(
      ([kind, tally]) =>
        `  ${kind.padEnd(10)} ${String(tally.posts).padStart(5)}   not published ${String(tally.stopped).padStart(4)} ` +
        `(${percent(tally.stopped, tally.posts).padStart(6)})   named right ${String(tally.namedRight).padStart(4)}`,
    );
  return [
    `${figures.name}: ${figures.posts} posts (${languages})`,
    ...rows,
    `  harmless   ${String(figures.harmless.posts).padStart(5)}   held or refused ${figures.harmless.stopped} ` +
      `(${percent(figures.harmless.stopped, figures.harmless.posts)})`,
  ].join("\n");
}

export interface EvalSet {
  name: string;
  posts: LabelledPost[];
}

/** The training corpus as one set, then each held-out set by its file name. */
export function evalSets(): EvalSet[] {
  const corpus = jsonlFiles(corpusDir).flatMap((file) => readLabelledPosts(new URL(file, corpusDir)));
  return [
    { name: "training corpus", posts: corpus },
    ...jsonlFiles(heldOutDir).map((file) => ({ name: file, posts: readLabelledPosts(new URL(file, heldOutDir)) })),
  ];
}

/**
 * Five-fold cross-validation on the corpus: each fifth checked by a model trained on the rest (and the
 * base's record questions), for choosing thresholds and phrases without a held-out set.
 */
export function crossValidate(folds = 5): SetFigures[] {
  const corpus = readCorpus();
  const phrases = readHarmPhrases();
  return Array.from({ length: folds }, (_unused, fold) => {
    const model = train([...corpus.filter((_post, index) => index % folds !== fold), ...recordQuestions()]);
    const detector = createHarmDetector(phrases, model);
    const posts = corpus.filter((_post, index) => index % folds === fold);
    return measure(`fold ${fold + 1} of ${folds}`, posts, (text) => checkPost(text, detector));
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const showMisses = process.argv.includes("--misses");
  if (process.argv.includes("--cross-validate")) {
    const folds = crossValidate();
    const all = measure("cross-validated corpus", []);
    for (const fold of folds) {
      for (const kind of [...HARM_CATEGORIES]) {
        for (const key of ["posts", "stopped", "namedRight"] as const) all.byKind[kind][key] += fold.byKind[kind][key];
      }
      for (const key of ["posts", "stopped", "namedRight"] as const) all.harmful[key] += fold.harmful[key];
      all.harmless.posts += fold.harmless.posts;
      all.harmless.stopped += fold.harmless.stopped;
      all.posts += fold.posts;
      all.misses.push(...fold.misses);
      for (const [lang, count] of Object.entries(fold.byLanguage))
        all.byLanguage[lang] = (all.byLanguage[lang] ?? 0) + count;
    }
    console.log(formatFigures(all));
    if (showMisses) console.log(`  ${all.misses.join("\n  ")}`);
    process.exit(0);
  }
  for (const set of evalSets()) {
    const figures = measure(set.name, set.posts);
    console.log(formatFigures(figures));
    if (showMisses && figures.misses.length > 0) console.log(`  ${figures.misses.join("\n  ")}`);
    console.log();
  }
}
