// A mentor's reply names site pages (/careers/doctor, /colleges?state=uttar-pradesh) and helplines
// ("call 14416 or 1-800-891-4416"): those become links, in-app and tel:, everything else stays text.

const PAGE =
  "careers|exams|colleges|scholarships|interest-profiler|timelines|career-[a-z]+|mentors|workshops|sessions|dashboard|community";
// a path, its sub-pages and its query; a full stop or comma after it ends the sentence, not the path
const SITE_PATH = `(?<![\\w/.:])/(?:${PAGE})(?:/[a-z0-9-]+)*(?:\\?[A-Za-z0-9_=&%+-]+)?`;
// a number to call: straight after "call", or after "or" that follows a number to call; in Hindi, a
// number (or two, joined by "या") before "पर" in a sentence that asks to call ("112 पर कॉल करें")
const NUMBER = "\\d(?:[\\d-]{0,14}\\d)?";
const CALL = [
  `(?<=\\bcall )${NUMBER}`,
  `(?<=\\bcall ${NUMBER} or )${NUMBER}`,
  `${NUMBER}(?=(?: या ${NUMBER})? पर [^.।]*कॉल)`,
].join("|");
const LINKABLE = new RegExp(`(${SITE_PATH})|(${CALL})`, "gi");

export type MessagePart = { kind: "text"; text: string } | { kind: "page" | "phone"; text: string; href: string };

/** One line of a reply, cut into text, in-app paths and numbers to call. */
export function messageParts(line: string): MessagePart[] {
  const parts: MessagePart[] = [];
  let from = 0;
  for (const match of line.matchAll(LINKABLE)) {
    const [found, path] = match;
    if (match.index > from) parts.push({ kind: "text", text: line.slice(from, match.index) });
    parts.push(
      path
        ? { kind: "page", text: found, href: found }
        : { kind: "phone", text: found, href: `tel:${found.replace(/-/g, "")}` },
    );
    from = match.index + found.length;
  }
  if (from < line.length) parts.push({ kind: "text", text: line.slice(from) });
  return parts;
}
