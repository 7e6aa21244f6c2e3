import type { MailAttachment } from "@disha/shared";
import type { AppDeps } from "../../lib/context.ts";
import { bookingCalendarFile } from "../bookings/index.ts";
import { registrationCalendar } from "../calendar/index.ts";
import type { RegistrationFacts } from "./queries.ts";

// The same files My Sessions offers for download, so mail and download carry one UID per event.

function asAttachment({ filename, content }: { filename: string; content: string }): MailAttachment {
  // mail clients read the method (PUBLISH, CANCEL) from the part's content type too
  const method = /^METHOD:(\w+)/m.exec(content)?.[1];
  return { filename, contentType: `text/calendar; charset=utf-8${method ? `; method=${method}` : ""}`, content };
}

/** The booking's .ics as it stands in `db` (a job's transaction, or the database). */
export async function bookingAttachments(
  deps: Pick<AppDeps, "db" | "env">,
  bookingId: string,
): Promise<MailAttachment[]> {
  const file = await bookingCalendarFile(deps, bookingId);
  return file ? [asAttachment(file)] : [];
}

export function registrationAttachments(
  appUrl: string,
  facts: RegistrationFacts,
  cancelled: boolean,
): MailAttachment[] {
  return [asAttachment(registrationCalendar(appUrl, facts, cancelled))];
}
