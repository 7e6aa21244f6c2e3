/** What the counsellor knows about the student asking; every field may be missing. */
export interface StudentContext {
  fullName?: string | null;
  /** The stored profile questionnaire (field names as in packages/shared's ProfileSchema). */
  profile?: Partial<Record<string, string | null>> | null;
  /** The career the student's last quiz recommended, if any. */
  quizResult?: string | null;
}

export interface ChatTurn {
  sender: "user" | "bot";
  text: string;
}

export interface CounsellorRequest {
  question: string;
  /** Earlier turns of this student's chat, oldest first (may be empty). */
  history: ChatTurn[];
  student: StudentContext;
}

/**
 * Answers one student question. Replies are streamed as text chunks; joining the chunks gives the
 * whole reply. The local counsellor yields once; the LLM counsellor yields as tokens arrive.
 */
export interface Counsellor {
  readonly name: string;
  reply(request: CounsellorRequest, signal?: AbortSignal): AsyncIterable<string>;
}
