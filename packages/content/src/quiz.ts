import type { Quiz, QuizResult } from "./schemas.ts";

export const quiz: Quiz = {
  startId: "start",
  nodes: {
    start: {
      kind: "question",
      question: "What subjects do you enjoy the most?",
      hi: { question: "आपको कौन-से विषय सबसे ज़्यादा पसंद हैं?" },
      options: [
        { label: "Mathematics", next: "mathematics", hi: { label: "गणित" } },
        { label: "Science", next: "science", hi: { label: "विज्ञान" } },
        { label: "Commerce", next: "commerce", hi: { label: "कॉमर्स (वाणिज्य)" } },
        { label: "Arts", next: "arts", hi: { label: "आर्ट्स (कला)" } },
        { label: "Not Sure", next: "explore", hi: { label: "पक्का नहीं पता" } },
      ],
    },
    mathematics: {
      kind: "question",
      question: "What do you like more about maths?",
      hi: { question: "गणित में आपको क्या ज़्यादा अच्छा लगता है?" },
      options: [
        { label: "Problem-solving", next: "mathematics-problem-solving", hi: { label: "सवाल हल करना" } },
        { label: "Working with numbers", next: "mathematics-numbers", hi: { label: "संख्याओं के साथ काम करना" } },
      ],
    },
    "mathematics-problem-solving": {
      kind: "question",
      question: "Which kind of problems excite you?",
      hi: { question: "किस तरह के सवाल आपको उत्साहित करते हैं?" },
      options: [
        {
          label: "Building things with computers and data",
          next: "result-ai-data",
          hi: { label: "कंप्यूटर और डेटा से चीज़ें बनाना" },
        },
        {
          label: "Pure maths, proofs and patterns",
          next: "result-maths-statistics",
          hi: { label: "शुद्ध गणित, प्रमेय के प्रमाण और पैटर्न" },
        },
      ],
    },
    "mathematics-numbers": {
      kind: "question",
      question: "Where would you like to work with numbers?",
      hi: { question: "आप संख्याओं के साथ कहाँ काम करना चाहेंगे?" },
      options: [
        {
          label: "Markets, investments and deals",
          next: "result-investment-finance",
          hi: { label: "बाज़ार, निवेश और सौदे" },
        },
        { label: "Accounts, tax and audits", next: "result-ca-auditor", hi: { label: "हिसाब-किताब, टैक्स और ऑडिट" } },
      ],
    },
    science: {
      kind: "question",
      question: "Are you more curious about living things or machines and technology?",
      hi: { question: "आपकी जिज्ञासा जीवों के बारे में ज़्यादा है या मशीनों और तकनीक के बारे में?" },
      options: [
        { label: "Living things and the human body", next: "result-doctor-biotech", hi: { label: "जीव और मानव शरीर" } },
        {
          label: "Machines, computers and technology",
          next: "result-software-mechanical",
          hi: { label: "मशीनें, कंप्यूटर और तकनीक" },
        },
      ],
    },
    commerce: {
      kind: "question",
      question: "Do you prefer starting things or studying how markets work?",
      hi: { question: "आपको कुछ नया शुरू करना ज़्यादा पसंद है या यह समझना कि बाज़ार कैसे चलते हैं?" },
      options: [
        {
          label: "Starting and running a business",
          next: "result-entrepreneur-analyst",
          hi: { label: "व्यवसाय शुरू करना और चलाना" },
        },
        {
          label: "Studying the economy and markets",
          next: "result-economist-market",
          hi: { label: "अर्थव्यवस्था और बाज़ारों को समझना" },
        },
      ],
    },
    arts: {
      kind: "question",
      question: "How do you like to express yourself?",
      hi: { question: "आप अपनी बात किस तरह कहना पसंद करते हैं?" },
      options: [
        {
          label: "Drawing, painting and design",
          next: "result-designer-painter",
          hi: { label: "ड्रॉइंग, पेंटिंग और डिज़ाइन" },
        },
        {
          label: "Writing, speaking and telling stories",
          next: "result-journalist-reporter",
          hi: { label: "लिखना, बोलना और कहानियाँ सुनाना" },
        },
      ],
    },
    // a student who is not sure gets the interest profiler and the library, not one career picked for them
    explore: { kind: "explore" },
    "result-ai-data": {
      kind: "result",
      career: "AI Engineer/Data Scientist",
      hi: { career: "AI इंजीनियर/डेटा साइंटिस्ट" },
      careerIds: ["ai-engineer", "data-scientist"],
    },
    "result-maths-statistics": {
      kind: "result",
      career: "Mathematician/Statistician",
      hi: { career: "गणितज्ञ/सांख्यिकीविद" },
      careerIds: ["mathematician", "statistician"],
    },
    "result-investment-finance": {
      kind: "result",
      career: "Investment Banker/Financial Analyst",
      hi: { career: "इन्वेस्टमेंट बैंकर/फ़ाइनेंशियल एनालिस्ट" },
      careerIds: ["investment-banker", "financial-analyst"],
    },
    "result-ca-auditor": {
      kind: "result",
      career: "Chartered Accountant/Auditor",
      hi: { career: "चार्टर्ड अकाउंटेंट/ऑडिटर" },
      careerIds: ["chartered-accountant", "auditor"],
    },
    "result-doctor-biotech": {
      kind: "result",
      career: "Doctor/Biotechnologist",
      hi: { career: "डॉक्टर/बायोटेक्नोलॉजिस्ट" },
      careerIds: ["doctor", "biotechnologist"],
    },
    "result-software-mechanical": {
      kind: "result",
      career: "Software Engineer/Mechanical Engineer",
      hi: { career: "सॉफ़्टवेयर इंजीनियर/मैकेनिकल इंजीनियर" },
      careerIds: ["software-engineer", "mechanical-engineer"],
    },
    "result-entrepreneur-analyst": {
      kind: "result",
      career: "Entrepreneur/Business Analyst",
      hi: { career: "उद्यमी/बिज़नेस एनालिस्ट" },
      careerIds: ["entrepreneur", "business-analyst"],
    },
    "result-economist-market": {
      kind: "result",
      career: "Economist/Market Analyst",
      hi: { career: "अर्थशास्त्री/मार्केट एनालिस्ट" },
      careerIds: ["economist", "market-analyst"],
    },
    "result-designer-painter": {
      kind: "result",
      career: "Graphic Designer/Painter",
      hi: { career: "ग्राफ़िक डिज़ाइनर/चित्रकार" },
      careerIds: ["graphic-designer", "painter"],
    },
    "result-journalist-reporter": {
      kind: "result",
      career: "Journalist/News Reporter",
      hi: { career: "पत्रकार/न्यूज़ रिपोर्टर" },
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
