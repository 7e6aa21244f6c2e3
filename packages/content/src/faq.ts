import type { FaqItem } from "./schemas.ts";

export const faq: readonly FaqItem[] = [
  {
    value: "ai-guidance",
    question: "How does the AI career guidance work?",
    answer:
      "Our AI counsellor looks at your skills, interests and goals from your profile and the career quiz, and gives you personalised guidance on streams, exams and careers.",
  },
  {
    value: "mentors",
    question: "Can I talk to a real mentor?",
    answer:
      "Yes. You can book a one-on-one session with an experienced mentor from the Mentors page and pick a date and time that suits you.",
  },
  {
    value: "pricing",
    question: "Is Disha free?",
    answer: "Disha has a free plan to get started and premium plans with more mentor sessions and learning resources.",
  },
  {
    value: "progress",
    question: "How can I track my progress?",
    answer:
      "Your dashboard tracks your learning progress and gives you resources such as the career library, roadmaps and workshops.",
  },
  {
    value: "recommendations",
    question: "Will I get course and certification recommendations?",
    answer:
      "Yes. Based on your profile, the AI suggests courses and certifications that fit the career you are working towards.",
  },
];
