export const GENDERS = ["MALE", "FEMALE", "NON-BINARY"] as const;
export const SUBJECTS = ["Science", "Commerce", "Arts"] as const;

/** A workshop as GET /api/workshops lists it. The meeting link is given to those who register. */
export interface WorkshopSummary {
  id: string;
  slug: string;
  title: string;
  instructor: string;
  about: string;
  topic: string;
  /** UTC ISO instant of the start */
  startsAt: string;
  durationMinutes: number;
  capacity: number;
  seatsLeft: number;
  /** an image of the workshop, served by our own server */
  profileUrl: string;
  /** it has started or is over: registration is closed */
  hasStarted: boolean;
}

/**
 * POST /api/workshops/:idOrSlug/registrations answers 201 with this. Signed out, it is pending until the
 * link mailed to the address is opened, and only then is the meeting link given.
 */
export interface WorkshopRegistration {
  id: string;
  workshopId: string;
  workshopSlug: string;
  workshopTitle: string;
  startsAt: string;
  status: "pending" | "confirmed";
  meetingUrl: string | null;
  name: string;
  email: string;
}
