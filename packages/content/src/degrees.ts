import type { Degree } from "./schemas.ts";

export const degrees: readonly Degree[] = [
  {
    id: "btech",
    name: "B.Tech/B.E.",
    fullName: "Bachelor of Technology / Bachelor of Engineering",
    years: 4,
    description:
      "The undergraduate engineering degree, in branches such as Computer Science (CSE), Mechanical, Electrical, Electronics, Civil and Biotechnology. Admission is mostly through JEE Main, JEE Advanced or state exams. After it you can take a job through campus placements, or study further: M.Tech (through GATE), MBA or MS abroad.",
  },
  {
    id: "barch",
    name: "B.Arch",
    fullName: "Bachelor of Architecture",
    years: 5,
    description: "The degree to become an architect, with admission through NATA or JEE Main Paper 2.",
  },
  {
    id: "mtech",
    name: "M.Tech",
    fullName: "Master of Technology",
    years: 2,
    description: "A master's in engineering after B.Tech/B.E., usually through GATE.",
  },
  {
    id: "mbbs",
    name: "MBBS",
    fullName: "Bachelor of Medicine and Bachelor of Surgery",
    years: 5.5,
    description:
      "The degree to become a doctor: 4.5 years of study plus 1 year of compulsory rotating internship, 5.5 years in all. Admission is through NEET-UG, and MD/MS specialisation follows through NEET-PG.",
  },
  {
    id: "bds",
    name: "BDS",
    fullName: "Bachelor of Dental Surgery",
    years: 5,
    description:
      "The degree to become a dentist: 4 years of study plus 1 year of internship. Admission is through NEET-UG; MDS is the master's that follows.",
  },
  {
    id: "md-ms",
    name: "MD/MS",
    fullName: "Doctor of Medicine / Master of Surgery",
    years: 3,
    description:
      "Postgraduate medical specialisation after MBBS: MD for branches of medicine and MS for surgical branches. Admission is through NEET-PG.",
  },
  {
    id: "bsc",
    name: "B.Sc",
    fullName: "Bachelor of Science",
    years: 3,
    description:
      "A science degree in a subject such as Physics, Chemistry, Mathematics, Statistics, Computer Science, Biotechnology or Psychology; 4 years with honours or research under the new education policy. After it you can take a job (analyst, lab or IT roles) or study further: M.Sc (IIT JAM for IITs) for science and research, MBA (through CAT) for management, or B.Ed for teaching.",
  },
  {
    id: "msc",
    name: "M.Sc",
    fullName: "Master of Science",
    years: 2,
    description:
      "A master's in a science subject after a B.Sc; IITs admit through IIT JAM. It leads to research, teaching, a PhD and specialist jobs.",
  },
  {
    id: "bcom",
    name: "B.Com",
    fullName: "Bachelor of Commerce",
    years: 3,
    description:
      "A commerce degree covering accounting, finance, tax, economics and business law. Many CA, CS and CMA students do it alongside. After it: jobs in accounts, banking and finance, or M.Com, MBA, CFA and other certifications.",
  },
  {
    id: "mcom",
    name: "M.Com",
    fullName: "Master of Commerce",
    years: 2,
    description: "A master's in commerce after a B.Com, for teaching, research and finance roles.",
  },
  {
    id: "bba",
    name: "BBA",
    fullName: "Bachelor of Business Administration",
    years: 3,
    description:
      "A management degree covering marketing, finance, HR and operations. Admission is through CUET-UG or a university's own test; IPMAT leads to the 5-year IPM at some IIMs. After it: jobs in sales, marketing, operations or analysis, or an MBA (through CAT, XAT or GMAT), often after some work experience.",
  },
  {
    id: "bms",
    name: "BMS",
    fullName: "Bachelor of Management Studies",
    years: 3,
    description:
      "A management degree similar to BBA, offered by universities such as Delhi University and Mumbai University. Like a BBA, it leads to management jobs or an MBA.",
  },
  {
    id: "ipm",
    name: "IPM",
    fullName: "Integrated Programme in Management",
    years: 5,
    description: "A 5-year BBA plus MBA programme at some IIMs, with admission through IPMAT after class 12.",
  },
  {
    id: "mba",
    name: "MBA",
    fullName: "Master of Business Administration",
    years: 2,
    description:
      "A master's in management after any bachelor's degree, with specialisations such as marketing, finance, HR and operations. Admission is through CAT, XAT, GMAT and similar exams.",
  },
  {
    id: "bfa",
    name: "BFA",
    fullName: "Bachelor of Fine Arts",
    years: 4,
    description:
      "An art degree in painting, sculpture, applied art, printmaking or photography. After it: work as an artist, illustrator or designer, or do an optional MFA.",
  },
  {
    id: "mfa",
    name: "MFA",
    fullName: "Master of Fine Arts",
    years: 2,
    description: "An optional master's after a BFA, for deeper practice, teaching and research in art.",
  },
  {
    id: "bdes",
    name: "B.Des",
    fullName: "Bachelor of Design",
    years: 4,
    description:
      "A design degree in areas such as communication, product, fashion or interaction design, through NID DAT, NIFT or UCEED.",
  },
  {
    id: "bjmc",
    name: "BJMC",
    fullName: "Bachelor of Journalism and Mass Communication",
    years: 3,
    description:
      "A degree in reporting, editing, broadcasting, digital media, advertising and public relations, with internships. After it: jobs in newsrooms, digital media and PR, or a master's (MJMC/MA).",
  },
  {
    id: "mjmc",
    name: "MJMC",
    fullName: "Master of Journalism and Mass Communication",
    years: 2,
    description: "A master's in journalism and media after a bachelor's degree.",
  },
  {
    id: "ba",
    name: "BA",
    fullName: "Bachelor of Arts",
    years: 3,
    description:
      "An arts and humanities degree in subjects such as Psychology, Economics, English, History, Political Science or Journalism; 4 years with honours under the new education policy. After it: an MA, a B.Ed for teaching, an MBA, law, civil services or a job.",
  },
  {
    id: "ma",
    name: "MA",
    fullName: "Master of Arts",
    years: 2,
    description: "A master's in an arts or humanities subject such as Psychology, Economics or English.",
  },
  {
    id: "ba-llb",
    name: "BA LLB",
    fullName: "Bachelor of Arts and Bachelor of Laws (integrated)",
    years: 5,
    description: "The 5-year integrated law degree after class 12; the National Law Universities admit through CLAT.",
  },
  {
    id: "phd",
    name: "PhD",
    fullName: "Doctor of Philosophy",
    years: 5,
    description: "A research degree after a master's, usually 3 to 5 years, for research and university teaching.",
  },
];
