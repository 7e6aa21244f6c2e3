import type { Stream, StreamId } from "./schemas.ts";

export const streams: readonly Stream[] = [
  {
    id: "science",
    name: "Science",
    hubPath: "/career-science",
    summary:
      "Science in class 11-12 comes as PCM (Physics, Chemistry, Mathematics) for engineering and PCB (Physics, Chemistry, Biology) for medicine; some students take PCMB to keep both doors open. It leads to engineering, medicine, pure sciences, research and technology careers.",
    subjects: ["Physics", "Chemistry", "Mathematics", "Biology", "Computer Science", "English"],
    hi: {
      name: "साइंस",
      summary:
        "कक्षा 11-12 में साइंस दो रूपों में आती है: इंजीनियरिंग के लिए PCM (फ़िज़िक्स, केमिस्ट्री, मैथ्स) और मेडिकल के लिए PCB (फ़िज़िक्स, केमिस्ट्री, बायोलॉजी); कुछ छात्र दोनों रास्ते खुले रखने के लिए PCMB लेते हैं। इससे इंजीनियरिंग, मेडिकल, शुद्ध विज्ञान, रिसर्च और टेक्नोलॉजी के करियर बनते हैं।",
    },
  },
  {
    id: "commerce",
    name: "Commerce",
    hubPath: "/career-commerce",
    summary:
      "Commerce in class 11-12 covers Accountancy, Business Studies and Economics, often with Mathematics. It leads to accounting (CA, CS, CMA), finance, banking, economics and business management careers.",
    subjects: ["Accountancy", "Business Studies", "Economics", "Mathematics", "English"],
    hi: {
      name: "कॉमर्स",
      summary:
        "कक्षा 11-12 में कॉमर्स में अकाउंटेंसी, बिज़नेस स्टडीज़ और इकोनॉमिक्स पढ़ते हैं, अक्सर मैथ्स के साथ। इससे अकाउंटिंग (CA, CS, CMA), फ़ाइनेंस, बैंकिंग, इकोनॉमिक्स और बिज़नेस मैनेजमेंट के करियर बनते हैं।",
    },
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
    hi: {
      name: "आर्ट्स",
      summary:
        "कक्षा 11-12 में आर्ट्स (ह्यूमैनिटीज़) में इतिहास, राजनीति विज्ञान, मनोविज्ञान, समाजशास्त्र, भूगोल और फ़ाइन आर्ट्स जैसे विषय मिलते हैं। इससे फ़ाइन आर्ट्स और डिज़ाइन, पत्रकारिता और मीडिया, मनोविज्ञान, कानून, सिविल सेवा और पढ़ाने के करियर बनते हैं।",
    },
  },
];

export function streamById(id: StreamId): Stream {
  const stream = streams.find((candidate) => candidate.id === id);
  if (!stream) throw new Error(`unknown stream "${id}"`);
  return stream;
}
