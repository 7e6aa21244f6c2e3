import type { Workshop } from "./schemas.ts";

export const workshops: readonly Workshop[] = [
  {
    slug: "career-fundamentals",
    title: "Career Fundamentals: Finding Your Direction",
    instructor: "Meera Krishnan",
    about:
      "Learn how to match your interests and strengths to streams and careers, and leave with a simple plan for the next two years.",
    topic: "Career fundamentals",
    daysFromSeed: 7,
    startTimeIst: "11:00",
    durationMinutes: 90,
    capacity: 100,
    meetingUrl: "https://meet.google.com/dsk-rtqw-mfa",
  },
  {
    slug: "medical-innovations-and-research",
    title: "Medical Innovations and Research",
    instructor: "Dr. Arvind Menon",
    about:
      "A doctor-researcher shows how new treatments are discovered, what medical research jobs look like, and how to get there after NEET.",
    topic: "Medical innovations and research",
    daysFromSeed: 12,
    startTimeIst: "16:00",
    durationMinutes: 60,
    capacity: 80,
    meetingUrl: "https://meet.google.com/kpv-nhzc-tbe",
  },
  {
    slug: "accounting-and-financial-analysis",
    title: "Accounting and Financial Analysis Basics",
    instructor: "Rohan Agarwal",
    about:
      "Read a simple balance sheet, understand profit and loss, and see what CA, CS and CMA professionals do every day.",
    topic: "Accounting and financial analysis",
    daysFromSeed: 18,
    startTimeIst: "15:00",
    durationMinutes: 90,
    capacity: 60,
    meetingUrl: "https://meet.google.com/wfa-jqpk-lsu",
  },
  {
    slug: "finance-and-investment",
    title: "Finance and Investment for Beginners",
    instructor: "Sneha Kulkarni",
    about:
      "How saving, interest, shares and mutual funds work, and what careers in banking, investment and financial planning involve.",
    topic: "Finance and investment",
    daysFromSeed: 24,
    startTimeIst: "17:00",
    durationMinutes: 60,
    capacity: 80,
    meetingUrl: "https://meet.google.com/mzb-xtre-gho",
  },
  {
    slug: "fine-arts-exploration",
    title: "Exploring Fine Arts",
    instructor: "Kabir Sen",
    about:
      "A hands-on session on sketching and colour, plus how to build a portfolio for BFA and design entrance tests.",
    topic: "Fine arts",
    daysFromSeed: 31,
    startTimeIst: "10:00",
    durationMinutes: 120,
    capacity: 40,
    meetingUrl: "https://meet.google.com/qhn-vbya-crd",
  },
  {
    slug: "sports-and-fitness",
    title: "Sports and Fitness Careers",
    instructor: "Harpreet Gill",
    about:
      "Careers beyond playing: coaching, sports science, physiotherapy and fitness training, and how to balance sport with studies.",
    topic: "Sports and fitness",
    daysFromSeed: 38,
    startTimeIst: "18:00",
    durationMinutes: 60,
    capacity: 100,
    meetingUrl: "https://meet.google.com/tye-gmls-wpo",
  },
];
