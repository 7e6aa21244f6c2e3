export interface FaqItem {
  value: string;
  question: string;
  answer: string;
}

export const faqItems: readonly FaqItem[] = [
  {
    value: "ai-guidance",
    question: "How does the AI career counsellor help me?",
    answer:
      "You tell it about your skills, the subjects you enjoy and the goals you have in mind. It looks at all three together and suggests careers that fit you, explains which stream and subjects lead there, and answers your follow-up questions.",
  },
  {
    value: "mentors",
    question: "Can I talk to a real mentor?",
    answer:
      "Yes. You can connect with experienced mentors for one-on-one guidance. Book a session, ask what their work is really like and get advice on your next steps, from choosing a stream to preparing for college.",
  },
  {
    value: "plans",
    question: "Is Disha free to use?",
    answer:
      "There is a free plan and a premium plan. The free plan lets you explore careers, take the career quiz and use the AI counsellor. The premium plan adds one-on-one mentor sessions, course recommendations and certificates.",
  },
  {
    value: "progress",
    question: "How do I keep track of what I have learned?",
    answer:
      "Disha tracks your learning progress for you, so you can see which skills you have built and what is left to do. It also gives you learning resources for each step of your career path.",
  },
  {
    value: "courses",
    question: "Will Disha tell me which courses or certifications to take?",
    answer:
      "Yes. Based on your profile, the AI suggests courses and certifications that are relevant to the careers you are interested in, so you spend your time on what actually helps.",
  },
];
