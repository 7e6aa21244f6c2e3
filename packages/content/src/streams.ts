import type { Stream, StreamId } from "./schemas.ts";

export const streams: readonly Stream[] = [
  {
    id: "science",
    name: "Science",
    hubPath: "/career-science",
    summary:
      "Science in class 11-12 comes as PCM (Physics, Chemistry, Mathematics) for engineering and PCB (Physics, Chemistry, Biology) for medicine; some students take PCMB to keep both doors open. It leads to engineering, medicine, pure sciences, research and technology careers.",
    subjects: ["Physics", "Chemistry", "Mathematics", "Biology", "Computer Science", "English"],
  },
  {
    id: "commerce",
    name: "Commerce",
    hubPath: "/career-commerce",
    summary:
      "Commerce in class 11-12 covers Accountancy, Business Studies and Economics, often with Mathematics. It leads to accounting (CA, CS, CMA), finance, banking, economics and business management careers.",
    subjects: ["Accountancy", "Business Studies", "Economics", "Mathematics", "English"],
  },
  {
    id: "arts",
    name: "Arts",
    hubPath: "/career-arts",
    summary:
      "Arts (Humanities) in class 11-12 offers subjects such as History, Political Science, Psychology, Sociology, Geography and Fine Arts. It leads to fine arts and design, journalism and media, psychology, law, civil services and teaching.",
    subjects: [
      "History",
      "Political Science",
      "Psychology",
      "Sociology",
      "Geography",
      "Economics",
      "Fine Arts",
      "English",
    ],
  },
];

export function streamById(id: StreamId): Stream {
  const stream = streams.find((candidate) => candidate.id === id);
  if (!stream) throw new Error(`unknown stream "${id}"`);
  return stream;
}
