import type { MailAttachment } from "@disha/shared";
import { bookingCalendar, registrationCalendar } from "../calendar/index.ts";
import type { BookingFacts, RegistrationFacts } from "./queries.ts";

// The same files My Sessions offers for download, so mail and download carry one UID per event.

function asAttachment({ filename, content }: { filename: string; content: string }): MailAttachment {
  // mail clients read the method (PUBLISH, CANCEL) from the part's content type too
  const method = /^METHOD:(\w+)/m.exec(content)?.[1];
  return { filename, contentType: `text/calendar; charset=utf-8${method ? `; method=${method}` : ""}`, content };
}

/** The booking's .ics as its facts, read in the job's transaction, tell it. */
export function bookingAttachments(appUrl: string, facts: BookingFacts): MailAttachment[] {
  return [asAttachment(bookingCalendar(appUrl, facts))];
}

export function registrationAttachments(
  appUrl: string,
  facts: RegistrationFacts,
  cancelled: boolean,
): MailAttachment[] {
  return [asAttachment(registrationCalendar(appUrl, facts, cancelled))];
}
