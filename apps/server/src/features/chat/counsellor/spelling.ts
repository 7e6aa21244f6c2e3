import MiniSearch from "minisearch";

// Typo tolerance: a word the mentor does not know is replaced by the closest word of the knowledge
// base's own vocabulary ("docter" -> "doctor", "chartred" -> "chartered"), found by MiniSearch's fuzzy
// search and ranked by edit distance, then by how often the base uses the word.

export interface Speller {
  correct(word: string): string;
  knows(word: string): boolean;
  readonly size: number;
}

/** Edit distance where swapping two neighbouring letters counts once ("laywer"). */
export function editDistance(left: string, right: string): number {
  const rows = left.length + 1;
  const columns = right.length + 1;
  const table: number[][] = Array.from({ length: rows }, (_, row) =>
    Array.from({ length: columns }, (_, column) => (row === 0 ? column : column === 0 ? row : 0)),
  );
  for (let row = 1; row < rows; row++) {
    for (let column = 1; column < columns; column++) {
      const cost = left[row - 1] === right[column - 1] ? 0 : 1;
      let best = Math.min(
        table[row - 1]![column]! + 1,
        table[row]![column - 1]! + 1,
        table[row - 1]![column - 1]! + cost,
      );
      if (row > 1 && column > 1 && left[row - 1] === right[column - 2] && left[row - 2] === right[column - 1]) {
        best = Math.min(best, table[row - 2]![column - 2]! + 1);
      }
      table[row]![column] = best;
    }
  }
  return table[left.length]![right.length]!;
}

const allowedEdits = (word: string) => (word.length <= 6 ? 1 : 2);

/** A speller over `corpusWords` (every word of the base, repeats counting as use). */
export function createSpeller(corpusWords: Iterable<string>): Speller {
  const frequency = new Map<string, number>();
  for (const word of corpusWords) {
    if (/^[a-z]{4,}$/.test(word)) frequency.set(word, (frequency.get(word) ?? 0) + 1);
  }
  const index = new MiniSearch<{ id: number; word: string }>({ fields: ["word"], storeFields: ["word"] });
  index.addAll([...frequency.keys()].map((word, id) => ({ id, word })));
  const cache = new Map<string, string>();

  function correct(word: string): string {
    if (word.length < 5 || !/^[a-z]+$/.test(word) || frequency.has(word)) return word;
    const cached = cache.get(word);
    if (cached !== undefined) return cached;
    const limit = allowedEdits(word);
    let best: { word: string; distance: number; uses: number } | undefined;
    for (const hit of index.search(word, { fuzzy: limit + 1, prefix: false })) {
      const candidate = String(hit.word);
      const distance = editDistance(word, candidate);
      if (distance > limit) continue;
      const uses = frequency.get(candidate) ?? 0;
      if (!best || distance < best.distance || (distance === best.distance && uses > best.uses)) {
        best = { word: candidate, distance, uses };
      }
    }
    const corrected = best?.word ?? word;
    if (cache.size < 10_000) cache.set(word, corrected);
    return corrected;
  }

  return { correct, knows: (word) => frequency.has(word), size: frequency.size };
}
