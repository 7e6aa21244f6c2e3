import type { Roadmap } from "./schemas.ts";

export const roadmaps: readonly Roadmap[] = [
  {
    slug: "eng",
    stream: "science",
    title: "Engineering Roadmap",
    path: "/timelines/eng",
    cardTitle: "Engineering",
    summary:
      "From PCM in class 11 to a 4-year B.Tech/B.E.: JEE Main, JEE Advanced or state exams, counselling, then internships and placements.",
    steps: [
      {
        id: "choose-the-pcm-stream",
        title: "Choose the PCM stream",
        description:
          "After class 10, take Science with Physics, Chemistry and Mathematics (PCM). Engineering colleges need these subjects in class 12.",
      },
      {
        id: "class-11-12-studies",
        title: "Class 11-12 studies",
        description:
          "Build strong basics in PCM, because JEE is based on the class 11-12 syllabus. Board marks matter too: IITs, NITs and IIITs ask for at least 75% in class 12 (65% for SC/ST) or a place in the top 20 percentile of your board.",
      },
      {
        id: "prepare-for-jee",
        title: "Prepare for JEE and state exams",
        description:
          "Start early in class 11 with NCERT books, practice problems and mock tests. Make a list of the national, state and private entrance exams you want to take.",
      },
      {
        id: "jee-main",
        title: "JEE Main",
        description:
          "JEE Main is conducted by NTA twice a year, in January and April. Its rank is used for NITs, IIITs and other centrally funded institutes, and the top candidates qualify for JEE Advanced.",
      },
      {
        id: "jee-advanced",
        title: "JEE Advanced",
        description:
          "JEE Advanced is conducted by one of the IITs each year and is the exam for admission to the IITs. Only the top scorers of JEE Main can take it, at most twice in two consecutive years.",
      },
      {
        id: "state-and-private-exams",
        title: "State and private exams",
        description:
          "Many colleges use their own or their state's exam, such as MHT-CET (Maharashtra), WBJEE (West Bengal), KCET (Karnataka), BITSAT (BITS Pilani) and VITEEE (VIT). Taking a few of them gives you more choices.",
      },
      {
        id: "college-admission-via-counselling",
        title: "College admission via counselling",
        description:
          "Seats are given through counselling based on your rank: JoSAA for IITs, NITs and IIITs, and state counselling for state colleges. You choose your college and branch, such as Computer Science, Mechanical or Electrical.",
      },
      {
        id: "internships-and-placements",
        title: "Internships and placements",
        description:
          "The B.Tech/B.E. takes 4 years. Do projects and internships, then join a company through campus placements or go for higher studies such as M.Tech (through GATE) or an MBA.",
      },
    ],
    careerIds: [
      "software-engineer",
      "ai-engineer",
      "mechanical-engineer",
      "civil-engineer",
      "electrical-engineer",
      "architect",
    ],
  },
  {
    slug: "medical",
    stream: "science",
    title: "Medical Roadmap",
    path: "/timelines/medical",
    cardTitle: "Medical",
    summary:
      "From PCB in class 11 to MBBS or BDS through NEET-UG, the compulsory internship, and then MD/MS specialisation.",
    steps: [
      {
        id: "choose-the-pcb-stream",
        title: "Choose the PCB stream",
        description:
          "After class 10, take Science with Physics, Chemistry and Biology (PCB). Biology is compulsory for NEET and medical courses.",
      },
      {
        id: "class-11-12-studies",
        title: "Class 11-12 studies",
        description:
          "NEET is based on the class 11-12 NCERT syllabus, so study it thoroughly. You need at least 50% in Physics, Chemistry and Biology together (40% for SC/ST/OBC).",
      },
      {
        id: "prepare-for-neet",
        title: "Prepare for NEET (the route to AIIMS too)",
        description:
          "Prepare with NCERT books, previous papers and mock tests. AIIMS and JIPMER no longer hold separate exams: they also admit students through NEET-UG.",
      },
      {
        id: "appear-for-neet-ug",
        title: "Appear for NEET-UG",
        description:
          "NEET-UG is conducted by NTA once a year, usually in May, and tests Physics, Chemistry and Biology. You must be at least 17 years old.",
      },
      {
        id: "mbbs-bds-admission",
        title: "MBBS/BDS admission",
        description:
          "Your NEET rank decides your seat through counselling: MCC for All India Quota and central seats, and state counselling for state quota seats. MBBS takes 5.5 years and BDS 5 years, both including 1 year of internship.",
      },
      {
        id: "internship-and-residency",
        title: "Internship (1 year) and residency",
        description:
          "MBBS ends with 1 year of compulsory rotating internship in a hospital, after which you register as a doctor. Many doctors then work as residents to gain experience.",
      },
      {
        id: "md-ms-specialisation",
        title: "MD/MS specialisation",
        description:
          "To specialise, take NEET-PG (conducted by NBEMS) and do a 3-year MD (medicine branches) or MS (surgery branches), for example in paediatrics or orthopaedics.",
      },
    ],
    careerIds: ["doctor", "dentist", "surgeon"],
  },
  {
    slug: "bsc",
    stream: "science",
    title: "B.Sc Roadmap",
    path: "/timelines/bsc",
    cardTitle: "B.Sc",
    summary:
      "A 3-year B.Sc (4 years with honours) in a subject you love, then a job or higher studies such as M.Sc or MBA.",
    steps: [
      {
        id: "choose-your-stream",
        title: "Choose your stream",
        description:
          "Take Science in class 11: PCM for Physics, Mathematics, Statistics or Computer Science, and PCB for Biology, Biotechnology, Zoology or Botany.",
      },
      {
        id: "class-11-12-studies",
        title: "Class 11-12 studies",
        description:
          "Do well in your class 12 boards and in the subjects you want to specialise in. Many universities also look at your marks in that subject.",
      },
      {
        id: "choose-a-specialisation",
        title: "Choose a specialisation",
        description:
          "Pick the subject of your B.Sc, such as Physics, Chemistry, Mathematics, Statistics, Computer Science, Biotechnology or Microbiology.",
      },
      {
        id: "apply-to-colleges",
        title: "Apply to colleges",
        description:
          "Central universities such as Delhi University and BHU admit through CUET-UG (conducted by NTA). IISERs admit through the IISER Aptitude Test, and NISER through NEST; state and private universities have their own process.",
      },
      {
        id: "complete-your-degree",
        title: "Complete your degree",
        description:
          "A B.Sc takes 3 years, or 4 years for an honours or research degree under the new education policy. Use the time for lab work, projects and internships.",
      },
      {
        id: "job-or-higher-studies",
        title: "Job or higher studies",
        description:
          "Start working as an analyst, lab scientist or in IT, or study further: an M.Sc (IIT JAM for IITs) for science and research, or an MBA (through CAT) for management.",
      },
    ],
    careerIds: ["data-scientist", "mathematician", "statistician", "biotechnologist", "research-scientist"],
  },
  {
    slug: "accounting",
    stream: "commerce",
    title: "Accounting Roadmap",
    path: "/career-commerce/accounting",
    cardTitle: "Accounting",
    summary:
      "Professional accounting courses in India: CA through ICAI, CS through ICSI and CMA through ICMAI, each with foundation, intermediate and final levels plus practical training.",
    steps: [
      {
        id: "choose-commerce-in-class-11",
        title: "Choose Commerce in class 11",
        description:
          "Take Accountancy, Business Studies and Economics, ideally with Mathematics. Students from Science or Arts can also join CA, CS or CMA later.",
      },
      {
        id: "clear-the-entry-level",
        title: "Clear the entry level",
        description:
          "After class 12, take CA Foundation (ICAI), the CS Executive Entrance Test (ICSI) or CMA Foundation (ICMAI). Graduates with good marks can skip straight to the intermediate level.",
      },
      {
        id: "pass-the-intermediate-level",
        title: "Pass the intermediate level",
        description:
          "Clear CA Intermediate, CS Executive or CMA Intermediate. These cover accounting, law, tax, costing and auditing.",
      },
      {
        id: "articleship-and-practical-training",
        title: "Articleship and practical training",
        description:
          "CA students do a 2-year articleship under a practising Chartered Accountant. CS and CMA students also complete practical training in companies or firms.",
      },
      {
        id: "pass-the-final-level",
        title: "Pass the final level",
        description: "Clear CA Final, CS Professional or CMA Final. Many students also finish a B.Com alongside.",
      },
      {
        id: "become-a-member",
        title: "Become a member and start working",
        description:
          "Join ICAI as a Chartered Accountant, ICSI as a Company Secretary or ICMAI as a Cost and Management Accountant. Work in audit and tax firms, companies and banks, or start your own practice.",
      },
    ],
    careerIds: ["chartered-accountant", "auditor", "company-secretary", "cost-accountant", "tax-consultant"],
  },
  {
    slug: "finance",
    stream: "commerce",
    title: "Finance Roadmap",
    path: "/career-commerce/finance",
    cardTitle: "Finance",
    summary:
      "A B.Com, BBA or Economics degree, finance skills and internships, then a certification such as CFA, FRM or CFP, or an MBA in Finance.",
    steps: [
      {
        id: "commerce-with-mathematics",
        title: "Commerce with Mathematics in class 11-12",
        description:
          "Commerce with Mathematics is the usual route, though Science students with Maths do well in finance too. Follow the news on markets and the economy.",
      },
      {
        id: "bachelors-degree",
        title: "B.Com, BBA or Economics degree",
        description:
          "Do a 3-year B.Com, BBA (Finance) or BA/B.Sc in Economics. Central universities admit through CUET-UG.",
      },
      {
        id: "build-skills-and-do-internships",
        title: "Build skills and do internships",
        description:
          "Learn Excel, accounting, financial modelling and data analysis. Intern at a bank, investment firm or the finance team of a company.",
      },
      {
        id: "earn-a-finance-certification",
        title: "Earn a finance certification",
        description:
          "CFA (CFA Institute, 3 levels) is for investment analysis, FRM (GARP, 2 parts) is for risk management, and CFP is for personal financial planning.",
      },
      {
        id: "finance-jobs-or-an-mba",
        title: "Finance jobs or an MBA",
        description:
          "Work as a financial analyst, equity research analyst, wealth manager or in investment banking. An MBA in Finance (through CAT) helps you grow into senior roles.",
      },
    ],
    careerIds: ["financial-analyst", "investment-banker", "economist", "financial-planner"],
  },
  {
    slug: "business",
    stream: "commerce",
    title: "Business Management Roadmap",
    path: "/career-commerce/business",
    cardTitle: "Business",
    summary:
      "A BBA or BMS after class 12, internships and some work experience, then an MBA or PGDM to become a manager or run your own business.",
    steps: [
      {
        id: "class-11-12-any-stream",
        title: "Class 11-12 in any stream",
        description:
          "Commerce is common, but any stream works for management. Build communication, teamwork and leadership through school clubs and events.",
      },
      {
        id: "bba-or-bms-degree",
        title: "BBA or BMS degree",
        description:
          "Do a 3-year BBA or BMS through CUET-UG or a university's own test. IPMAT gives entry to the 5-year Integrated Programme in Management at IIM Indore and IIM Rohtak.",
      },
      {
        id: "internships-and-projects",
        title: "Internships and projects",
        description:
          "Intern in marketing, sales, operations or at a startup, and take part in business competitions. This shows you which area you enjoy.",
      },
      {
        id: "work-experience-and-mba-entrance",
        title: "Work experience and MBA entrance",
        description:
          "One or two years of work experience helps. Prepare for MBA entrance exams such as CAT (for the IIMs), XAT or GMAT.",
      },
      {
        id: "mba-and-a-management-career",
        title: "MBA and a management career",
        description:
          "A 2-year MBA or PGDM lets you specialise in marketing, finance, HR or operations. Then work as a manager or business analyst, or start your own company.",
      },
    ],
    careerIds: ["entrepreneur", "business-analyst", "market-analyst", "marketing-manager", "hr-manager"],
  },
  {
    slug: "fine-arts",
    stream: "arts",
    title: "Fine Arts Roadmap",
    path: "/career-arts/fine-arts",
    cardTitle: "Fine Arts",
    summary:
      "Practise and build a portfolio, clear an art college's aptitude test, do a 4-year BFA, and optionally an MFA.",
    steps: [
      {
        id: "practise-and-build-a-portfolio",
        title: "Practise and build a portfolio",
        description:
          "Any stream works, though Arts with Fine Arts or Painting as a subject helps. Draw, paint and sketch every day and keep your best work in a portfolio.",
      },
      {
        id: "art-entrance-tests",
        title: "Art entrance tests",
        description:
          "Art colleges hold drawing and aptitude tests, and many central universities use CUET-UG. For design courses, prepare for NID DAT, NIFT or UCEED.",
      },
      {
        id: "bfa-degree",
        title: "Bachelor of Fine Arts (BFA)",
        description:
          "A BFA usually takes 4 years. You can specialise in painting, sculpture, applied art, printmaking or photography.",
      },
      {
        id: "exhibitions-and-freelance-work",
        title: "Exhibitions, internships and freelance work",
        description:
          "Show your work in exhibitions and online, intern at design studios or galleries, and learn digital tools such as Photoshop and Illustrator.",
      },
      {
        id: "mfa-and-art-career",
        title: "MFA (optional) and an art career",
        description:
          "A 2-year MFA helps if you want to teach or go deeper into your art. Careers include painter, illustrator, graphic designer, animator and art teacher.",
      },
    ],
    careerIds: ["painter", "graphic-designer", "illustrator", "animator", "fashion-designer"],
  },
  {
    slug: "journalism",
    stream: "arts",
    title: "Journalism & Media Roadmap",
    path: "/career-arts/journalism",
    cardTitle: "Journalism & Media",
    summary:
      "A BJMC or journalism degree, internships in newsrooms, and a strong portfolio of published work lead to reporting, editing and media jobs.",
    steps: [
      {
        id: "read-write-and-speak",
        title: "Read, write and speak in school",
        description:
          "Any stream works, though Arts with English helps. Read newspapers daily, write for the school magazine and take part in debates.",
      },
      {
        id: "bjmc-or-journalism-degree",
        title: "BJMC or journalism degree",
        description:
          "Do a 3-year BJMC (Bachelor of Journalism and Mass Communication) or a BA in Journalism. Admission is through CUET-UG or a university's own entrance test.",
      },
      {
        id: "internships",
        title: "Internships",
        description:
          "Intern at newspapers, TV news channels, radio, digital news sites or PR agencies. Internships teach you how a newsroom really works.",
      },
      {
        id: "build-a-portfolio",
        title: "Build a portfolio",
        description:
          "Collect your published articles, videos, podcasts and photos in one place. Editors hire from portfolios.",
      },
      {
        id: "media-jobs-or-a-master",
        title: "Media jobs or a master's",
        description:
          "Start as a reporter, sub-editor, content writer or anchor. A master's (MJMC/MA) or a PG diploma in journalism can help you specialise.",
      },
    ],
    careerIds: ["journalist", "news-reporter", "content-writer"],
  },
  {
    slug: "psychology",
    stream: "arts",
    title: "Psychology Roadmap",
    path: "/career-arts/psychology",
    cardTitle: "Psychology",
    summary:
      "A BA or B.Sc in Psychology, a specialisation such as clinical or counselling, and a master's degree to practise as a psychologist or counsellor.",
    steps: [
      {
        id: "psychology-in-class-11-12",
        title: "Psychology in class 11-12",
        description: "Arts or Science both work. Taking Psychology as a subject in class 11-12 gives you a head start.",
      },
      {
        id: "ba-or-bsc-psychology",
        title: "BA or B.Sc in Psychology",
        description:
          "Do a 3-year BA or B.Sc in Psychology (4 years with honours). Central universities admit through CUET-UG.",
      },
      {
        id: "choose-a-specialisation",
        title: "Choose a specialisation",
        description:
          "Decide between clinical psychology (mental health treatment), counselling psychology (guidance for students and adults) or areas such as organisational or sports psychology.",
      },
      {
        id: "masters-degree",
        title: "Master's degree",
        description:
          "A 2-year MA or M.Sc in Psychology is needed to work as a psychologist or counsellor. Clinical psychologists also need an RCI-recognised qualification and registration with the Rehabilitation Council of India.",
      },
      {
        id: "practice-and-experience",
        title: "Practice and experience",
        description:
          "Work in schools, hospitals, clinics, companies or NGOs under supervision at first. A PhD opens research and university teaching.",
      },
    ],
    careerIds: ["psychologist", "career-advisor"],
  },
];

const roadmapsByPath = new Map(roadmaps.map((roadmap) => [roadmap.path, roadmap]));

export function roadmapByPath(path: string): Roadmap | undefined {
  return roadmapsByPath.get(path);
}
