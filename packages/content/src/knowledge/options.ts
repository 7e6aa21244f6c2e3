// The closed lists of the knowledge base's record format: the choices a page's filters offer. Plain
// arrays without zod, so a page imports them without the schemas; schemas.ts builds its enums from them.

export const careerFamilies = [
  "engineering-technology",
  "medicine-allied-health",
  "sciences-research",
  "agriculture-environment",
  "commerce-finance",
  "management",
  "law-judiciary",
  "civil-services",
  "defence-police",
  "teaching",
  "design",
  "architecture-planning",
  "media-film",
  "performing-fine-arts",
  "languages-writing",
  "psychology-social-work",
  "hospitality-travel",
  "sports-fitness",
  "it-data",
  "skilled-trades",
  "government-jobs",
  "entrepreneurship",
] as const;

export const streamsOfStudy = ["science", "commerce", "arts"] as const;

export const institutionTypes = [
  "iit",
  "nit",
  "iiit",
  "iiser",
  "aiims",
  "nlu",
  "iim",
  "nid",
  "nift",
  "central-university",
  "state-university",
  "state-college",
  "private",
  "deemed",
  "polytechnic",
  "iti",
  "national-institute",
  "government-college",
  // run by a trust or society and funded in part by the government (SRCC, Delhi)
  "aided-college",
] as const;

/** The 28 states, then the 8 union territories. */
export const indianStates = [
  "andhra-pradesh",
  "arunachal-pradesh",
  "assam",
  "bihar",
  "chhattisgarh",
  "goa",
  "gujarat",
  "haryana",
  "himachal-pradesh",
  "jharkhand",
  "karnataka",
  "kerala",
  "madhya-pradesh",
  "maharashtra",
  "manipur",
  "meghalaya",
  "mizoram",
  "nagaland",
  "odisha",
  "punjab",
  "rajasthan",
  "sikkim",
  "tamil-nadu",
  "telangana",
  "tripura",
  "uttar-pradesh",
  "uttarakhand",
  "west-bengal",
  "andaman-and-nicobar-islands",
  "chandigarh",
  "dadra-and-nagar-haveli-and-daman-and-diu",
  "delhi",
  "jammu-and-kashmir",
  "ladakh",
  "lakshadweep",
  "puducherry",
] as const;

export const scholarshipLevels = [
  "class-8",
  "class-9",
  "class-10",
  "class-11",
  "class-12",
  "diploma",
  "ug",
  "pg",
] as const;

export const scholarshipCategories = ["any", "sc", "st", "obc", "minority", "disability", "ews"] as const;

export const examLevels = ["national", "state", "university", "institute"] as const;
/** When a student can take an exam: after class 10, after class 12, or after a degree. */
export const examStages = ["class-10", "class-12", "graduation"] as const;
// when-notified: recruitment exams held only when the body announces vacancies, on no regular schedule
export const examFrequencies = [
  "yearly",
  "twice-yearly",
  "several-times-a-year",
  "every-two-years",
  "when-notified",
] as const;

export const scholarshipKinds = ["central", "state", "private"] as const;
export const scholarshipGenders = ["any", "female"] as const;
