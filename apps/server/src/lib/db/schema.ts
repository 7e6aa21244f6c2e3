import type { Generated } from "kysely";

// Better Auth owns "user", "session", "account" and "verification"; only what our queries read is typed.
export interface UserTable {
  id: string;
  name: string;
  email: string;
  image: string | null;
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
}

export interface MentorTable {
  id: string;
  slug: string;
  name: string;
  about: string;
  stream: string;
  topics: string;
  createdAt: string;
}

export interface BookingTable {
  id: string;
  mentorId: string;
  studentId: string;
  /** UTC ISO instant of the slot start, always written by the server in one format */
  startsAt: string;
  cancelledAt: string | null;
  createdAt: string;
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
}

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
}

export interface ChatMessageTable {
  id: Generated<number>;
  userId: string;
  sender: "user" | "bot";
  text: string;
  createdAt: string;
}

export interface Database {
  user: UserTable;
  session: SessionTable;
  account: AccountTable;
  verification: VerificationTable;
  userRole: UserRoleTable;
  profile: ProfileTable;
  supportMessage: SupportMessageTable;
  mentor: MentorTable;
  booking: BookingTable;
  workshop: WorkshopTable;
  workshopRegistration: WorkshopRegistrationTable;
  chatMessage: ChatMessageTable;
}
