import { t, local, subjectLabel, streamLabel } from "../words.ts";
import { joinList, paths } from "../answers.ts";
import { careersOfStream, opensTo, streamSubjectsOf } from "../knowledge.ts";
import { intent, type Turn } from "./intent.ts";

// "Can I switch from arts to science after class 10?", "change from science to commerce after 12th":
// what the move opens and closes, from the streams' subjects and the careers open to each stream.

type Stream = "science" | "commerce" | "arts";
const streamWord = /\b(science|commerce|arts|humanities)\b/g;
const asStream = (word: string): Stream => (word === "humanities" ? "arts" : (word as Stream));

/** The streams a question moves between, in the order written ("from arts to science"). */
function streamsMoved(english: string): { from: Stream; to: Stream } | undefined {
  const from = /\bfrom (science|commerce|arts|humanities)\b/.exec(english)?.[1];
  const to = /\b(?:to|into|for) (science|commerce|arts|humanities)\b/.exec(english)?.[1];
  const written = [...english.matchAll(streamWord)].map((match) => asStream(match[1]!));
  const first = from ? asStream(from) : written[0];
  const second = to ? asStream(to) : written.find((stream) => stream !== first);
  return first && second && first !== second ? { from: first, to: second } : undefined;
}

const CAREERS_SHOWN = 3;

export const streamIntents = [
  intent(
    "stream-change",
    [],
    ({ reading }: Turn) => reading.asks.streamChange && streamsMoved(reading.english) !== undefined,
    ({ reading }: Turn) => {
      const { from, to } = streamsMoved(reading.english)!;
      const names = { from: streamLabel(from), to: streamLabel(to) };
      const after12 = reading.asks.after === "class-12" || reading.asks.after === "graduation";
      // after class 12 the class 12 subjects stay: only careers open to them; after class 10 the new stream's own
      const careers = careersOfStream(to)
        .filter((career) => !after12 || (opensTo(career.streams, from) && opensTo(career.streams, to)))
        .slice(0, CAREERS_SHOWN);
      return {
        lead: t(after12 ? "mentor.streamChange.after12" : "mentor.streamChange.after10", names),
        points: [
          t("mentor.streamChange.subjects", {
            to: names.to,
            subjects: joinList(streamSubjectsOf(to).slice(0, 5).map(subjectLabel)),
          }),
          t(after12 ? "mentor.streamChange.careers" : "mentor.streamChange.leadsTo", {
            ...names,
            careers: joinList(careers.map((career) => local(career.name))),
          }),
        ],
        link: paths.careers({ stream: to }),
        kind: "stream-change",
      };
    },
  ),
];
