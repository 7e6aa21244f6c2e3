import { expandQuery, tokenise, type WeightedToken } from "./normalise.ts";

export interface SearchDocument<Kind extends string = string> {
  id: string;
  kind: Kind;
  /** Text fields with their weight; a weight of 3 counts the field's words three times. */
  fields: { text: string; weight: number }[];
}

export interface SearchHit<Kind extends string = string> {
  id: string;
  kind: Kind;
  score: number;
  /** Query tokens found in the document. */
  matched: string[];
}

export interface SearchIndex<Kind extends string = string> {
  search(
    query: string | readonly WeightedToken[],
    options?: { limit?: number; kinds?: readonly Kind[] },
  ): SearchHit<Kind>[];
  /** How rare a token is across the documents; 0 for a token no document has. */
  idf(token: string): number;
  readonly size: number;
}

// standard Okapi BM25 constants
const k1 = 1.2;
const b = 0.75;

interface IndexedDocument<Kind extends string> {
  id: string;
  kind: Kind;
  length: number;
  termFrequencies: Map<string, number>;
}

export function createSearchIndex<Kind extends string>(documents: readonly SearchDocument<Kind>[]): SearchIndex<Kind> {
  const indexed: IndexedDocument<Kind>[] = documents.map((document) => {
    const termFrequencies = new Map<string, number>();
    let length = 0;
    for (const field of document.fields) {
      for (const token of tokenise(field.text)) {
        termFrequencies.set(token, (termFrequencies.get(token) ?? 0) + field.weight);
        length += field.weight;
      }
    }
    return { id: document.id, kind: document.kind, length, termFrequencies };
  });

  const documentFrequency = new Map<string, number>();
  const postings = new Map<string, number[]>();
  indexed.forEach((document, position) => {
    for (const token of document.termFrequencies.keys()) {
      documentFrequency.set(token, (documentFrequency.get(token) ?? 0) + 1);
      const list = postings.get(token);
      if (list) list.push(position);
      else postings.set(token, [position]);
    }
  });

  const count = indexed.length;
  const averageLength = indexed.reduce((sum, document) => sum + document.length, 0) / Math.max(count, 1);
  const idf = (token: string): number => {
    const frequency = documentFrequency.get(token) ?? 0;
    return frequency === 0 ? 0 : Math.log(1 + (count - frequency + 0.5) / (frequency + 0.5));
  };

  return {
    size: count,
    idf,
    search(query, options = {}) {
      const queryTokens = typeof query === "string" ? expandQuery(tokenise(query)) : query;
      const weights = new Map<string, number>();
      for (const { token, weight } of queryTokens) weights.set(token, (weights.get(token) ?? 0) + weight);

      const scores = new Map<number, { score: number; matched: string[] }>();
      for (const [token, queryWeight] of weights) {
        const tokenIdf = idf(token);
        for (const position of postings.get(token) ?? []) {
          const document = indexed[position];
          if (!document) continue;
          if (options.kinds && !options.kinds.includes(document.kind)) continue;
          const frequency = document.termFrequencies.get(token) ?? 0;
          const norm = frequency + k1 * (1 - b + (b * document.length) / averageLength);
          const gain = queryWeight * tokenIdf * ((frequency * (k1 + 1)) / norm);
          const entry = scores.get(position) ?? { score: 0, matched: [] };
          entry.score += gain;
          entry.matched.push(token);
          scores.set(position, entry);
        }
      }

      const hits: SearchHit<Kind>[] = [];
      for (const [position, { score, matched }] of scores) {
        const document = indexed[position];
        if (document) hits.push({ id: document.id, kind: document.kind, score, matched });
      }
      hits.sort((left, right) => right.score - left.score || left.id.localeCompare(right.id));
      return hits.slice(0, options.limit ?? 10);
    },
  };
}
