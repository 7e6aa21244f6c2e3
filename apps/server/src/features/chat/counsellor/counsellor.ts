/**
 * What the counsellor may know of the student's plan: the seam to features/plan's
 * loadPlanForCounsellor (its PlanForCounsellor fits this shape). Every part may be missing.
 */
export interface PlanContext {
  interests?: { code: string } | null;
  quizResult?: { career: string; careerIds: string[] } | null;
  profile?: ProfileFacts | null;
  shortlist?: readonly { slug: string; name: string; percent: number; nextStep: string | null }[];
  /** the top recommendations, with their reasons (catalog keys with values, or words) */
  recommendations?: readonly { slug: string; name: string; reasons: readonly string[] }[];
}

/** The profile answers the counsellor reads (field names as in packages/shared's ProfileSchema). */
export interface ProfileFacts {
  name?: string | null;
  study?: string | null;
  stream?: string | null;
  favouriteSubject?: string | null;
  nonFavouriteSubject?: string | null;
  aspiration?: string | null;
  hobbies?: string | null;
}

/** What the counsellor knows about the student asking; every field may be missing. */
export interface StudentContext {
  fullName?: string | null;
  /** The stored profile questionnaire (field names as in packages/shared's ProfileSchema). */
  profile?: Partial<Record<string, string | null>> | null;
  /** The career the student's last quiz recommended, if any. */
  quizResult?: string | null;
  plan?: PlanContext | null;
}

export interface ChatTurn {
  sender: "user" | "bot";
  text: string;
}

export interface CounsellorRequest {
  question: string;
  /** Earlier turns of this student's chat, oldest first, when the caller has them at hand. */
  history?: ChatTurn[];
  student: StudentContext;
  /** Reads the rest of the student's context (profile, plan) when the answer needs it. */
  loadStudent?: () => Promise<StudentContext>;
  /** Reads the earlier turns (oldest first) when the answer needs them. */
  loadHistory?: () => Promise<ChatTurn[]>;
  /** Told the questions the reply offers as choices, when it asks back instead of answering. */
  offerChoices?: (choices: string[]) => void;
}

/**
 * Answers one student question. Replies are streamed as text chunks; joining the chunks gives the
 * whole reply. The local counsellor yields once; the LLM counsellor yields as tokens arrive.
 */
export interface Counsellor {
  readonly name: string;
  reply(request: CounsellorRequest, signal?: AbortSignal): AsyncIterable<string>;
}
