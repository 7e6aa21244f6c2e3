import type { Quiz, QuizResult } from "./schemas.ts";

export const quiz: Quiz = {
  startId: "start",
  nodes: {
    start: {
      kind: "question",
      question: "What subjects do you enjoy the most?",
      options: [
        { label: "Mathematics", next: "mathematics" },
        { label: "Science", next: "science" },
        { label: "Commerce", next: "commerce" },
        { label: "Arts", next: "arts" },
        { label: "Not Sure", next: "explore" },
      ],
    },
    mathematics: {
      kind: "question",
      question: "What do you like more about maths?",
      options: [
        { label: "Problem-solving", next: "mathematics-problem-solving" },
        { label: "Working with numbers", next: "mathematics-numbers" },
      ],
    },
    "mathematics-problem-solving": {
      kind: "question",
      question: "Which kind of problems excite you?",
      options: [
        { label: "Building things with computers and data", next: "result-ai-data" },
        { label: "Pure maths, proofs and patterns", next: "result-maths-statistics" },
      ],
    },
    "mathematics-numbers": {
      kind: "question",
      question: "Where would you like to work with numbers?",
      options: [
        { label: "Markets, investments and deals", next: "result-investment-finance" },
        { label: "Accounts, tax and audits", next: "result-ca-auditor" },
      ],
    },
    science: {
      kind: "question",
      question: "Are you more curious about living things or machines and technology?",
      options: [
        { label: "Living things and the human body", next: "result-doctor-biotech" },
        { label: "Machines, computers and technology", next: "result-software-mechanical" },
      ],
    },
    commerce: {
      kind: "question",
      question: "Do you prefer starting things or studying how markets work?",
      options: [
        { label: "Starting and running a business", next: "result-entrepreneur-analyst" },
        { label: "Studying the economy and markets", next: "result-economist-market" },
      ],
    },
    arts: {
      kind: "question",
      question: "How do you like to express yourself?",
      options: [
        { label: "Drawing, painting and design", next: "result-designer-painter" },
        { label: "Writing, speaking and telling stories", next: "result-journalist-reporter" },
      ],
    },
    // a student who is not sure gets the interest profiler and the library, not one career picked for them
    explore: { kind: "explore" },
    "result-ai-data": {
      kind: "result",
      career: "AI Engineer/Data Scientist",
      careerIds: ["ai-engineer", "data-scientist"],
    },
    "result-maths-statistics": {
      kind: "result",
      career: "Mathematician/Statistician",
      careerIds: ["mathematician", "statistician"],
    },
    "result-investment-finance": {
      kind: "result",
      career: "Investment Banker/Financial Analyst",
      careerIds: ["investment-banker", "financial-analyst"],
    },
    "result-ca-auditor": {
      kind: "result",
      career: "Chartered Accountant/Auditor",
      careerIds: ["chartered-accountant", "auditor"],
    },
    "result-doctor-biotech": {
      kind: "result",
      career: "Doctor/Biotechnologist",
      careerIds: ["doctor", "biotechnologist"],
    },
    "result-software-mechanical": {
      kind: "result",
      career: "Software Engineer/Mechanical Engineer",
      careerIds: ["software-engineer", "mechanical-engineer"],
    },
    "result-entrepreneur-analyst": {
      kind: "result",
      career: "Entrepreneur/Business Analyst",
      careerIds: ["entrepreneur", "business-analyst"],
    },
    "result-economist-market": {
      kind: "result",
      career: "Economist/Market Analyst",
      careerIds: ["economist", "market-analyst"],
    },
    "result-designer-painter": {
      kind: "result",
      career: "Graphic Designer/Painter",
      careerIds: ["graphic-designer", "painter"],
    },
    "result-journalist-reporter": {
      kind: "result",
      career: "Journalist/News Reporter",
      careerIds: ["journalist", "news-reporter"],
    },
  },
};

export interface QuizPath {
  /** The option labels chosen, from the start question on. */
  answers: string[];
  resultId: string;
  result: QuizResult;
}

/** Every way through the quiz that ends in a result, depth first; throws on a dangling link or a cycle. */
export function quizPaths(tree: Quiz = quiz): QuizPath[] {
  const paths: QuizPath[] = [];
  const walk = (nodeId: string, answers: string[], seen: ReadonlySet<string>): void => {
    const node = tree.nodes[nodeId];
    if (!node) throw new Error(`quiz node "${nodeId}" does not exist`);
    if (seen.has(nodeId)) throw new Error(`quiz node "${nodeId}" is part of a cycle`);
    if (node.kind === "result") {
      paths.push({ answers, resultId: nodeId, result: node });
      return;
    }
    if (node.kind === "explore") return;
    const nextSeen = new Set(seen).add(nodeId);
    for (const option of node.options) walk(option.next, [...answers, option.label], nextSeen);
  };
  walk(tree.startId, [], new Set());
  return paths;
}
