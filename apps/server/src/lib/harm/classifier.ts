import { foldedWords } from "./normalise.ts";

// A linear text classifier over hashed word and character n-grams of the folded text (normalise.ts),
// trained in the repository on the labelled corpus (train-model.ts). Characters catch the spellings and
// words nobody wrote down ("suicde", "khudkhushi"); words and word pairs carry the meaning.

export const HARM_CATEGORIES = [
  "self_harm",
  "sexual",
  "hate",
  "bullying",
  "threat",
  "drugs",
  "cheating",
  "scam",
  "contact",
] as const;
export type HarmCategory = (typeof HARM_CATEGORIES)[number];
export const LABELS = ["harmless", ...HARM_CATEGORIES] as const;
export type Label = (typeof LABELS)[number];

/** Hashed feature buckets: 2^16, small enough to ship in the repository, few enough collisions. */
export const FEATURE_BITS = 16;
const BUCKETS = 1 << FEATURE_BITS;

function hash(text: string): number {
  // FNV-1a, 32 bits
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193);
  }
  return (value >>> 0) & (BUCKETS - 1);
}

/** The text's feature buckets with their counts, scaled so a long post weighs no more than a short one. */
export function features(text: string): Map<number, number> {
  const words = foldedWords(text);
  const counts = new Map<number, number>();
  const add = (feature: string) => {
    const bucket = hash(feature);
    counts.set(bucket, (counts.get(bucket) ?? 0) + 1);
  };
  for (let index = 0; index < words.length; index++) {
    const word = words[index]!;
    add(`w ${word}`);
    if (index > 0) add(`b ${words[index - 1]} ${word}`);
  }
  // character n-grams run across word boundaries, so "mar jau" and "marjau" share most of theirs
  const line = ` ${words.join(" ")} `;
  for (let size = 3; size <= 5; size++) {
    for (let start = 0; start + size <= line.length; start++) add(`c ${line.slice(start, start + size)}`);
  }
  let norm = 0;
  for (const count of counts.values()) norm += count * count;
  const scale = norm > 0 ? 1 / Math.sqrt(norm) : 0;
  for (const [bucket, count] of counts) counts.set(bucket, count * scale);
  return counts;
}

export interface Model {
  /** per label, a weight per bucket, quantised to whole numbers of `scale` */
  weights: Int8Array[];
  scales: number[];
  bias: number[];
}

/** Each label's probability for the text (softmax over the labels' scores). */
export function classify(model: Model, text: string): Record<Label, number> {
  const found = features(text);
  const scores = LABELS.map((_label, labelIndex) => {
    const weights = model.weights[labelIndex]!;
    let score = model.bias[labelIndex]!;
    const scale = model.scales[labelIndex]!;
    for (const [bucket, value] of found) score += weights[bucket]! * scale * value;
    return score;
  });
  const top = Math.max(...scores);
  const exps = scores.map((score) => Math.exp(score - top));
  const total = exps.reduce((sum, value) => sum + value, 0);
  return Object.fromEntries(LABELS.map((label, index) => [label, exps[index]! / total])) as Record<Label, number>;
}

export interface Example {
  text: string;
  label: Label;
}

/** A seeded random sequence (mulberry32), so the same corpus always trains the same model. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = state;
    mixed = Math.imul(mixed ^ (mixed >>> 15), mixed | 1);
    mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Multinomial logistic regression by stochastic gradient descent: classes weighted so each label counts
 * alike however many examples it has, a small L2 pull towards zero, then weights quantised to 8 bits.
 */
export function train(
  examples: readonly Example[],
  { epochs = 24, rate = 2, l2 = 1e-6, biasRate = 0.1, seed = 34 } = {},
): Model {
  const encoded = examples.map((example) => ({
    found: [...features(example.text)],
    label: LABELS.indexOf(example.label),
  }));
  const perLabel = LABELS.map((_label, index) => encoded.filter((example) => example.label === index).length);
  const labelWeight = perLabel.map((count) => (count === 0 ? 0 : encoded.length / (LABELS.length * count)));
  const weights = LABELS.map(() => new Float64Array(BUCKETS));
  const bias = LABELS.map(() => 0);
  const random = seeded(seed);
  const order = encoded.map((_example, index) => index);
  for (let epoch = 0; epoch < epochs; epoch++) {
    for (let index = order.length - 1; index > 0; index--) {
      const swap = Math.floor(random() * (index + 1));
      [order[index], order[swap]] = [order[swap]!, order[index]!];
    }
    const step = rate / (1 + epoch * 0.2);
    for (const exampleIndex of order) {
      const { found, label } = encoded[exampleIndex]!;
      const scores = LABELS.map((_l, labelIndex) => {
        let score = bias[labelIndex]!;
        const row = weights[labelIndex]!;
        for (const [bucket, value] of found) score += row[bucket]! * value;
        return score;
      });
      const top = Math.max(...scores);
      const exps = scores.map((score) => Math.exp(score - top));
      const total = exps.reduce((sum, value) => sum + value, 0);
      const weight = labelWeight[label]! * step;
      for (let labelIndex = 0; labelIndex < LABELS.length; labelIndex++) {
        const gradient = exps[labelIndex]! / total - (labelIndex === label ? 1 : 0);
        const row = weights[labelIndex]!;
        for (const [bucket, value] of found) row[bucket] = row[bucket]! * (1 - l2) - weight * gradient * value;
        bias[labelIndex] = bias[labelIndex]! - weight * gradient * biasRate;
      }
    }
  }
  const scales = weights.map((row) => {
    let largest = 0;
    for (const value of row) largest = Math.max(largest, Math.abs(value));
    return largest === 0 ? 1 : largest / 127;
  });
  return {
    weights: weights.map((row, labelIndex) => Int8Array.from(row, (value) => Math.round(value / scales[labelIndex]!))),
    scales: scales.map((scale) => Number(scale.toPrecision(6))),
    bias: bias.map((value) => Number(value.toFixed(4))),
  };
}

export interface StoredModel {
  $comment: string;
  featureBits: number;
  labels: readonly string[];
  scales: number[];
  bias: number[];
  /** each label's weights, 8-bit, base64 */
  weights: string[];
}

export function storeModel(model: Model): StoredModel {
  return {
    $comment: "Made by `npm run train:moderation` from the corpus beside it; do not edit by hand.",
    featureBits: FEATURE_BITS,
    labels: LABELS,
    scales: model.scales,
    bias: model.bias,
    weights: model.weights.map((row) => Buffer.from(row.buffer, row.byteOffset, row.byteLength).toString("base64")),
  };
}

export function loadModel(stored: StoredModel): Model {
  if (stored.featureBits !== FEATURE_BITS || stored.labels.join() !== LABELS.join()) {
    throw new Error("the harm model was trained for other features or labels: run npm run train:moderation");
  }
  return {
    scales: stored.scales,
    bias: stored.bias,
    weights: stored.weights.map((row) => {
      const bytes = Buffer.from(row, "base64");
      return new Int8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    }),
  };
}
