import type { CommunityNotice, ParentShare, SafetyAlertSource } from "@disha/shared";
import type { Generated } from "kysely";

// Better Auth owns "user", "session", "account" and "verification"; only what our queries read is typed.
export interface UserTable {
  id: string;
  name: string;
  email: string;
  image: string | null;
  /** Better Auth's: 0/1 on SQLite, a boolean on PostgreSQL */
  emailVerified: boolean | number;
  createdAt: string | Date;
  /** the language the account reads Disha and its mail in; null: not chosen */
  locale: string | null;
  /** 'light' | 'dark' | 'system'; null: not chosen */
  theme: string | null;
}

export interface SessionTable {
  id: string;
  userId: string;
  token: string;
  expiresAt: string | Date;
  ipAddress: string | null;
  userAgent: string | null;
  createdAt: string | Date;
  updatedAt: string | Date;
}

export interface AccountTable {
  id: string;
  userId: string;
  accountId: string;
  providerId: string;
  createdAt: string | Date;
}

export interface VerificationTable {
  id: string;
  identifier: string;
  value: string;
  expiresAt: string | Date;
}

export interface UserRoleTable {
  userId: string;
  role: string;
  grantedAt: string;
}

export interface ProfileTable {
  userId: string;
  email: string;
  name: string;
  dob: string;
  gender: string;
  location: string;
  mobileNumber: string;
  school: string;
  study: string;
  /** the exact class ("9", "passed-12"), null when not given */
  schoolClass: string | null;
  previousClassPercentage: string;
  favouriteSubject: string;
  nonFavouriteSubject: string | null;
  achievements: string | null;
  aspiration: string;
  hobbies: string;
  strength: string | null;
  weakness: string | null;
  socialMedia: string | null;
  movie: string | null;
  book: string | null;
  higherEducation: string;
  referrenceCounsellor: string | null;
  createdAt: string;
  stream: string | null;
  /** a state or union territory id (optional) */
  state: string | null;
}

export interface SupportMessageTable {
  id: string;
  userId: string | null;
  name: string;
  email: string;
  phone: string;
  preferredContact: string | null;
  message: string;
  createdAt: string;
  status: Generated<"open" | "answered" | "closed">;
  /** a signed-out sender's address is confirmed from its mailbox before a reply is mailed to it */
  confirmedAt: string | null;
  /** the hash of the confirmation link's token while it is open */
  confirmTokenHash: string | null;
}

export interface MistakeReportTable {
  id: string;
  userId: string | null;
  recordKind: "career" | "exam" | "institution" | "scholarship";
  recordId: string;
  recordTitle: string;
  message: string;
  sourceUrl: string | null;
  status: Generated<"open" | "fixed">;
  createdAt: string;
  fixedAt: string | null;
}

export interface SupportReplyTable {
  id: string;
  messageId: string;
  authorId: string | null;
  body: string;
  createdAt: string;
}

export interface DisabledAccountTable {
  userId: string;
  disabledAt: string;
  disabledBy: string | null;
}

export interface MentorTable {
  id: string;
  slug: string;
  name: string;
  about: string;
  stream: string;
  topics: string;
  createdAt: string;
  /** the mentor's own account; null for a demo card */
  userId: string | null;
  /** 1 for the seed's made-up people (development only), 0 for real mentors */
  isDemo: Generated<number>;
  /** the mentor's standing meeting link, given only to students who booked them */
  meetingUrl: string | null;
  /** set by an admin: the card leaves the list and takes no new bookings */
  deactivatedAt: string | null;
  /** JSON list of MENTOR_LANGUAGES values; '["English"]' unless the mentor chose */
  languages: Generated<string>;
  /** a hash of the mentor's stored photo, in its address; null: the generated avatar */
  photoVersion: string | null;
}

export interface MentorAvailabilityTable {
  mentorId: string;
  /** JSON of WeeklyHours: India-time ranges per weekday */
  weeklyHours: string;
  sessionMinutes: number;
  bufferMinutes: number;
  minimumNoticeMinutes: number;
  bookingWindowDays: number;
  updatedAt: string;
}

export interface MentorDayOffTable {
  mentorId: string;
  /** 'YYYY-MM-DD', India time */
  date: string;
}

export interface BookingTable {
  id: string;
  /** null once the mentor's card has gone (the mentor deleted their account); the session stays the student's */
  mentorId: string | null;
  studentId: string;
  /** UTC ISO instant of the slot start, always written by the server in one format */
  startsAt: string;
  cancelledAt: string | null;
  createdAt: string;
  durationMinutes: Generated<number>;
  /** what the student chose to share with the mentor */
  studentNote: string | null;
  /** this session's own link; otherwise the mentor's */
  meetingUrl: string | null;
  /** the mentor's notes after the session, for the student */
  sessionNotes: string | null;
  /** "disha": the mentor could no longer take students (features/mentors/takes-students.ts) */
  cancelledBy: "student" | "mentor" | "disha" | null;
  cancelReason: string | null;
  /** the calendar file's SEQUENCE */
  sequence: Generated<number>;
  updatedAt: string | null;
}

export interface WorkshopTable {
  id: string;
  slug: string;
  title: string;
  instructor: string;
  about: string;
  topic: string;
  startsAt: string;
  durationMinutes: number;
  capacity: number;
  meetingUrl: string;
  /** draft (not listed), scheduled, or cancelled (kept as history) */
  status: Generated<WorkshopStatus>;
  /** the cover's palette, chosen by an admin; none: picked by the topic */
  cover: string | null;
}

export type WorkshopStatus = "draft" | "scheduled" | "cancelled";

export interface WorkshopRegistrationTable {
  id: string;
  workshopId: string;
  userId: string | null;
  name: string;
  phoneNumber: string;
  gender: string;
  email: string;
  subject: string;
  createdAt: string;
  /** marked present by an admin */
  attendedAt: string | null;
  /** printed on the certificate; set when the student is marked present */
  certificateCode: string | null;
  /** signed in, at once; signed out, when the link mailed to the address is opened (pending until then) */
  confirmedAt: string | null;
  /** the hash of the confirmation link's token while it is open */
  confirmTokenHash: string | null;
}

export interface ChatMessageTable {
  id: Generated<number>;
  userId: string;
  sender: "user" | "bot";
  text: string;
  createdAt: string;
}

export interface OutboxMessageTable {
  id: string;
  kind: string;
  /** lower-case e-mail address */
  toAddress: string;
  /** the account the address belongs to, when there is one */
  toUserId: string | null;
  subject: string;
  text: string;
  /** JSON: MailAttachment[] */
  attachments: string;
  createdAt: string;
}

export type DueJobStatus = "due" | "running" | "done" | "failed" | "dropped";

export interface DueJobTable {
  id: string;
  kind: string;
  key: string;
  /** the booking or registration the job is about */
  subjectId: string;
  /** the student the job concerns, for export and erasure */
  studentId: string | null;
  studentEmail: string | null;
  /** JSON */
  payload: string;
  /** UTC ISO instant from which the job may run */
  runAt: string;
  status: DueJobStatus;
  attempts: Generated<number>;
  lockedBy: string | null;
  lockedUntil: string | null;
  finishedAt: string | null;
  lastError: string | null;
  createdAt: string;
}

/** An invitation to a role: a mentor, or a counsellor of one school (schoolId). */
export interface InvitationTable {
  id: string;
  email: string;
  name: string | null;
  role: Generated<"mentor" | "counsellor">;
  schoolId: string | null;
  tokenHash: string;
  invitedBy: string | null;
  createdAt: string;
  expiresAt: string;
  acceptedAt: string | null;
  acceptedUserId: string | null;
  revokedAt: string | null;
}

export interface InterestResultTable {
  id: string;
  userId: string;
  /** JSON: { [itemId]: 0..4 } */
  answers: string;
  /** JSON: { R, I, A, S, E, C } */
  scores: string;
  code: string;
  takenAt: string;
}

export interface QuizResultTable {
  userId: string;
  resultId: string;
  takenAt: string;
}

export interface ShortlistTable {
  userId: string;
  careerSlug: string;
  note: string | null;
  savedAt: string;
}

export interface RoadmapProgressTable {
  userId: string;
  /** a career's slug or a roadmap's slug */
  pathId: string;
  stepId: string;
  status: "done" | "in_progress" | "skipped";
  updatedAt: string;
}

export interface ParentLinkTable {
  id: string;
  studentId: string;
  email: string;
  tokenHash: string;
  parentUserId: string | null;
  share: ParentShare;
  createdAt: string;
  expiresAt: string;
  claimedAt: string | null;
}

export interface ConsentRecordTable {
  id: string;
  studentId: string;
  parentUserId: string | null;
  parentEmail: string | null;
  method: string;
  noticeVersion: string;
  givenAt: string;
  withdrawnAt: string | null;
  withdrawnBy: string | null;
}

/** An upload kept in the database (lib/files): its key names it, as an object storage key would. */
export interface StoredFileTable {
  key: string;
  contentType: string;
  bytes: Uint8Array;
  createdAt: string;
}

export interface SchoolRequestTable {
  id: string;
  schoolName: string;
  udiseCode: string | null;
  city: string;
  counsellorName: string;
  counsellorEmail: string;
  status: "open" | "approved" | "declined";
  createdAt: string;
  decidedAt: string | null;
  decidedBy: string | null;
  schoolId: string | null;
}

export interface SchoolTable {
  id: string;
  name: string;
  udiseCode: string | null;
  city: string | null;
  createdAt: string;
}

export interface SchoolCounsellorTable {
  schoolId: string;
  userId: string;
  addedAt: string;
}

export interface SchoolClassTable {
  id: string;
  schoolId: string;
  name: string;
  grade: number | null;
  joinCode: string;
  createdAt: string;
}

/** Booleans as 0 or 1, the same on SQLite and PostgreSQL. */
export interface ClassMemberTable {
  userId: string;
  classId: string;
  shareInterests: number;
  shareShortlist: number;
  shareProgress: number;
  joinedAt: string;
  updatedAt: string;
}

/** The class a counsellor last took the student out of (until the student leaves a class themself). */
export interface ClassRemovalTable {
  userId: string;
  classId: string;
  removedAt: string;
}

export interface CounsellorNoteTable {
  id: string;
  classId: string;
  studentId: string;
  counsellorId: string | null;
  counsellorName: string;
  body: string;
  createdAt: string;
}

type PostStatus = "public" | "held" | "hidden" | "removed";
type AuthorRole = "student" | "mentor" | "counsellor";
type PostKind = "question" | "answer";

export interface CommunityQuestionTable {
  id: string;
  authorId: string | null;
  authorFirstName: string | null;
  authorStage: string | null;
  authorRole: AuthorRole;
  title: string;
  body: string;
  status: PostStatus;
  acceptedAnswerId: string | null;
  answerCount: Generated<number>;
  createdAt: string;
  editedAt: string | null;
  /** why it waits for a moderator, comma-separated codes (migration 018) */
  reviewReasons: string | null;
}

export interface CommunityQuestionTagTable {
  questionId: string;
  tag: string;
  createdAt: string;
}

export interface CommunityAnswerTable {
  id: string;
  questionId: string;
  authorId: string | null;
  authorFirstName: string | null;
  authorStage: string | null;
  authorRole: AuthorRole;
  body: string;
  status: PostStatus;
  helpfulCount: Generated<number>;
  createdAt: string;
  editedAt: string | null;
  /** why it waits for a moderator, comma-separated codes (migration 018) */
  reviewReasons: string | null;
}

export interface CommunityRevisionTable {
  id: string;
  postKind: PostKind;
  postId: string;
  authorId: string | null;
  title: string | null;
  body: string;
  editedBy: string | null;
  createdAt: string;
}

export interface CommunityHelpfulTable {
  answerId: string;
  userId: string;
  createdAt: string;
}

export interface CommunityReportTable {
  id: string;
  postKind: PostKind;
  postId: string;
  reporterId: string;
  reason: string;
  createdAt: string;
  resolvedAt: string | null;
}

export interface CommunityModerationTable {
  id: string;
  postKind: PostKind;
  postId: string;
  questionId: string;
  authorId: string | null;
  moderatorId: string | null;
  action: "approve" | "edit" | "remove" | "warn";
  reason: string;
  createdAt: string;
}

export interface CommunityNoticeTable {
  id: string;
  userId: string;
  kind: CommunityNotice["kind"];
  questionId: string;
  title: string;
  reason: string | null;
  createdAt: string;
}

export interface SafetyAlertTable {
  id: string;
  userId: string;
  source: SafetyAlertSource;
  text: string;
  createdAt: string;
  reachedAt: string | null;
  reachedBy: string | null;
  note: string | null;
}

export interface Database {
  user: UserTable;
  session: SessionTable;
  account: AccountTable;
  verification: VerificationTable;
  userRole: UserRoleTable;
  profile: ProfileTable;
  supportMessage: SupportMessageTable;
  supportReply: SupportReplyTable;
  mistakeReport: MistakeReportTable;
  communityQuestion: CommunityQuestionTable;
  communityQuestionTag: CommunityQuestionTagTable;
  communityAnswer: CommunityAnswerTable;
  communityRevision: CommunityRevisionTable;
  communityHelpful: CommunityHelpfulTable;
  communityReport: CommunityReportTable;
  communityModeration: CommunityModerationTable;
  communityNotice: CommunityNoticeTable;
  disabledAccount: DisabledAccountTable;
  mentor: MentorTable;
  mentorAvailability: MentorAvailabilityTable;
  mentorDayOff: MentorDayOffTable;
  booking: BookingTable;
  workshop: WorkshopTable;
  workshopRegistration: WorkshopRegistrationTable;
  chatMessage: ChatMessageTable;
  interestResult: InterestResultTable;
  quizResult: QuizResultTable;
  shortlist: ShortlistTable;
  roadmapProgress: RoadmapProgressTable;
  outboxMessage: OutboxMessageTable;
  dueJob: DueJobTable;
  invitation: InvitationTable;
  schoolRequest: SchoolRequestTable;
  school: SchoolTable;
  schoolCounsellor: SchoolCounsellorTable;
  schoolClass: SchoolClassTable;
  classMember: ClassMemberTable;
  counsellorNote: CounsellorNoteTable;
  classRemoval: ClassRemovalTable;
  storedFile: StoredFileTable;
  parentLink: ParentLinkTable;
  consentRecord: ConsentRecordTable;
  safetyAlert: SafetyAlertTable;
}
