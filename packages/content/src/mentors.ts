import type { MentorSeed } from "./schemas.ts";

/** Made-up people for development and demo seeds; any likeness to a real person is chance. */
export const mentorSeeds: readonly MentorSeed[] = [
  {
    slug: "aditya-raghavan",
    name: "Aditya Raghavan",
    stream: "science",
    topics: ["JEE preparation", "choosing a branch", "software engineering"],
    about: "IIT Bombay graduate, 8 years in software; helps with JEE strategy and choosing a branch.",
  },
  {
    slug: "priya-nair",
    name: "Dr. Priya Nair",
    stream: "science",
    topics: ["NEET preparation", "MBBS life", "medical specialisations"],
    about:
      "Paediatrician trained at a government medical college in Kerala; guides students through NEET and life in MBBS.",
  },
  {
    slug: "sandeep-yadav",
    name: "Sandeep Yadav",
    stream: "science",
    topics: ["mechanical engineering", "state CETs", "manufacturing careers"],
    about:
      "Mechanical engineer with 10 years in the automobile industry in Pune; explains MHT-CET and core engineering jobs.",
  },
  {
    slug: "farah-siddiqui",
    name: "Farah Siddiqui",
    stream: "science",
    topics: ["data science", "statistics", "B.Sc options"],
    about: "Data scientist with an M.Sc in Statistics; helps students see where maths and coding lead after a B.Sc.",
  },
  {
    slug: "lalit-borah",
    name: "Lalit Borah",
    stream: "science",
    topics: ["research careers", "IISER admissions", "physics"],
    about:
      "Physics researcher from Assam who studied at an IISER; talks about research careers and the IISER Aptitude Test.",
  },
  {
    slug: "kavya-reddy",
    name: "Dr. Kavya Reddy",
    stream: "science",
    topics: ["dentistry", "BDS", "NEET counselling"],
    about:
      "Dentist running a clinic in Hyderabad; helps students compare BDS and MBBS and understand NEET counselling.",
  },
  {
    slug: "nikhil-joshi",
    name: "Nikhil Joshi",
    stream: "science",
    topics: ["artificial intelligence", "machine learning", "coding for beginners"],
    about:
      "Machine learning engineer at a Bengaluru startup; shows school students how to start coding and what AI work is like.",
  },
  {
    slug: "ananya-chatterjee",
    name: "Ananya Chatterjee",
    stream: "science",
    topics: ["biotechnology", "lab careers", "higher studies abroad"],
    about:
      "Biotechnologist with a PhD in molecular biology from Kolkata; guides students interested in biotech and research.",
  },
  {
    slug: "rajesh-pillai",
    name: "Rajesh Pillai",
    stream: "science",
    topics: ["civil engineering", "JoSAA counselling", "NIT admissions"],
    about:
      "NIT Calicut civil engineer with 12 years in infrastructure projects; explains JoSAA counselling step by step.",
  },
  {
    slug: "simran-kaur",
    name: "Simran Kaur",
    stream: "science",
    topics: ["electronics", "BITSAT", "semiconductor careers"],
    about: "BITS Pilani graduate working in chip design; helps with BITSAT preparation and choosing electronics.",
  },
  {
    slug: "manoj-sharma",
    name: "Manoj Sharma",
    stream: "science",
    topics: ["mathematics", "olympiads", "teaching careers"],
    about:
      "Mathematics lecturer in Lucknow who coaches olympiad students; helps students who love maths plan their path.",
  },
  {
    slug: "deepa-venkatesh",
    name: "Dr. Deepa Venkatesh",
    stream: "science",
    topics: ["MD/MS specialisation", "NEET-PG", "hospital careers"],
    about: "Anaesthesiologist in Chennai; talks about residency, NEET-PG and choosing a specialisation.",
  },
  {
    slug: "ritu-malhotra",
    name: "Ritu Malhotra",
    stream: "commerce",
    topics: ["CA Foundation", "articleship", "audit careers"],
    about:
      "Chartered Accountant with 9 years in audit at a Delhi firm; helps with CA Foundation planning and articleship choices.",
  },
  {
    slug: "vikram-shetty",
    name: "Vikram Shetty",
    stream: "commerce",
    topics: ["investment banking", "CFA", "finance careers"],
    about:
      "Investment banker in Mumbai and CFA charterholder; explains finance careers and how to prepare for them after class 12.",
  },
  {
    slug: "neha-bansal",
    name: "Neha Bansal",
    stream: "commerce",
    topics: ["Company Secretary", "CSEET", "corporate law"],
    about: "Company Secretary at a listed company in Gurugram; guides students through CSEET and the CS course.",
  },
  {
    slug: "arjun-mehta",
    name: "Arjun Mehta",
    stream: "commerce",
    topics: ["entrepreneurship", "startups", "BBA"],
    about:
      "Founder of a small food-tech startup in Ahmedabad; helps students who dream of starting their own business.",
  },
  {
    slug: "pooja-iyer",
    name: "Pooja Iyer",
    stream: "commerce",
    topics: ["economics", "CUET-UG", "research and policy"],
    about:
      "Economist at a policy research institute with an MA in Economics; helps students choose between BA and B.Sc Economics.",
  },
  {
    slug: "saurabh-gupta",
    name: "Saurabh Gupta",
    stream: "commerce",
    topics: ["CMA", "cost accounting", "industry jobs"],
    about: "Cost and Management Accountant working in manufacturing; explains the CMA course and jobs in industry.",
  },
  {
    slug: "ishita-das",
    name: "Ishita Das",
    stream: "commerce",
    topics: ["MBA", "CAT", "marketing careers"],
    about:
      "IIM graduate and marketing manager at a consumer brand; helps students plan a BBA or BMS followed by an MBA.",
  },
  {
    slug: "karan-thakur",
    name: "Karan Thakur",
    stream: "commerce",
    topics: ["business analysis", "data for business", "IPMAT"],
    about: "Business analyst who joined an IIM through IPMAT; shares how to prepare for it straight after school.",
  },
  {
    slug: "mehak-arora",
    name: "Mehak Arora",
    stream: "commerce",
    topics: ["financial planning", "CFP", "personal finance"],
    about:
      "Certified financial planner in Chandigarh; teaches students how money works and what financial planners do.",
  },
  {
    slug: "suresh-babu",
    name: "Suresh Babu",
    stream: "commerce",
    topics: ["banking careers", "B.Com", "risk management"],
    about: "Risk manager at a bank with an FRM qualification; helps B.Com aspirants plan a banking career.",
  },
  {
    slug: "anjali-deshpande",
    name: "Anjali Deshpande",
    stream: "commerce",
    topics: ["taxation", "GST", "CA Intermediate"],
    about: "Chartered Accountant specialising in tax in Nagpur; helps students get through CA Intermediate.",
  },
  {
    slug: "rahul-khanna",
    name: "Rahul Khanna",
    stream: "commerce",
    topics: ["HR careers", "BMS", "people management"],
    about: "HR head at an IT services company; explains management degrees and careers working with people.",
  },
  {
    slug: "tanvi-kapoor",
    name: "Tanvi Kapoor",
    stream: "arts",
    topics: ["graphic design", "portfolio building", "NID DAT"],
    about:
      "Graphic designer and NID alumna with 7 years at design studios; helps students build a portfolio for design entrance tests.",
  },
  {
    slug: "arnab-ghosh",
    name: "Arnab Ghosh",
    stream: "arts",
    topics: ["journalism", "internships", "TV news"],
    about: "Senior reporter with 11 years in TV and print news; guides students on BJMC courses and first internships.",
  },
  {
    slug: "shalini-rao",
    name: "Dr. Shalini Rao",
    stream: "arts",
    topics: ["clinical psychology", "RCI registration", "mental health careers"],
    about: "Clinical psychologist in Bengaluru; explains the path from BA Psychology to practice and RCI registration.",
  },
  {
    slug: "imran-qureshi",
    name: "Imran Qureshi",
    stream: "arts",
    topics: ["painting", "BFA", "exhibitions"],
    about:
      "Painter with a BFA and MFA from a fine arts college in Lucknow; helps young artists plan art school and their first shows.",
  },
  {
    slug: "nandini-menon",
    name: "Nandini Menon",
    stream: "arts",
    topics: ["career counselling", "choosing a stream", "aptitude"],
    about:
      "Career counsellor with an MA in Psychology and 10 years in schools; helps students who are unsure which stream to pick.",
  },
  {
    slug: "sameer-khan",
    name: "Sameer Khan",
    stream: "arts",
    topics: ["animation", "illustration", "creative careers"],
    about: "Animator who has worked on children's shows and games; shows what a creative career looks like day to day.",
  },
  {
    slug: "ritika-bhattacharya",
    name: "Ritika Bhattacharya",
    stream: "arts",
    topics: ["content writing", "digital media", "writing portfolio"],
    about: "Editor at a digital news site; helps students who love writing turn it into a portfolio and a career.",
  },
  {
    slug: "gaurav-chauhan",
    name: "Gaurav Chauhan",
    stream: "arts",
    topics: ["law", "CLAT", "humanities careers"],
    about: "Lawyer and National Law University graduate; guides Arts students interested in CLAT and law.",
  },
  {
    slug: "lakshmi-subramanian",
    name: "Lakshmi Subramanian",
    stream: "arts",
    topics: ["counselling psychology", "school counselling", "MA Psychology"],
    about:
      "Counselling psychologist working with teenagers in Chennai; explains psychology degrees and counselling work.",
  },
  {
    slug: "devika-sharma",
    name: "Devika Sharma",
    stream: "arts",
    topics: ["fashion design", "NIFT", "textiles"],
    about:
      "Fashion designer and NIFT alumna; helps students prepare for the NIFT entrance and build a sketch portfolio.",
  },
  {
    slug: "tenzin-dorje",
    name: "Tenzin Dorje",
    stream: "arts",
    topics: ["photography", "visual storytelling", "media careers"],
    about: "Documentary photographer from Sikkim; talks about photojournalism and visual storytelling as a career.",
  },
  {
    slug: "aparna-kulkarni",
    name: "Aparna Kulkarni",
    stream: "arts",
    topics: ["radio and podcasts", "mass communication", "public speaking"],
    about:
      "Radio presenter turned podcast producer in Pune; helps students explore mass communication and speaking careers.",
  },
];
