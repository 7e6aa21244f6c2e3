import { readFileSync } from "node:fs";
import type { HarmKind, RefusalReason } from "@disha/shared";
import { HARM_KINDS } from "@disha/shared";
import { z } from "zod";
import { asciiDigits } from "../../lib/harm/normalise.ts";
import { type HarmDetector, harmDetector } from "../../lib/harm/detect.ts";

/**
 * The automatic checks every post passes before it is public (decision 023, issue 34). Contact details
 * and links are refused with every reason at once, so the student can remove them and post again; a
 * kind of harm (lib/harm: phrases, signals, the profanity library and the trained classifier) holds the
 * post for a moderator. `npm run eval:moderation` measures them.
 */
export interface PostCheck {
  /** what the author must remove before the post can be posted */
  refused: RefusalReason[];
  /** what a moderator must look at; self-harm first */
  held: HarmKind[];
}

const LinkHostsSchema = z.object({ $comment: z.string(), allowed: z.array(z.string()) });
const linkHosts = LinkHostsSchema.parse(
  JSON.parse(readFileSync(new URL("./link-hosts.json", import.meta.url), "utf8")) as unknown,
);

// --- normalising -----------------------------------------------------------------------------

const NUMBER_WORDS: Record<string, string> = {
  zero: "0",
  oh: "0",
  one: "1",
  two: "2",
  three: "3",
  four: "4",
  five: "5",
  six: "6",
  seven: "7",
  eight: "8",
  nine: "9",
  shunya: "0",
  ek: "1",
  do: "2",
  teen: "3",
  char: "4",
  chaar: "4",
  paanch: "5",
  panch: "5",
  chhe: "6",
  che: "6",
  saat: "7",
  aath: "8",
  nau: "9",
  शून्य: "0",
  एक: "1",
  दो: "2",
  तीन: "3",
  चार: "4",
  पांच: "5",
  पाँच: "5",
  छह: "6",
  छः: "6",
  सात: "7",
  आठ: "8",
  नौ: "9",
};

/** Seven or more number words in a row ("nine eight seven ...") become digits; fewer are ordinary words. */
function spelledDigits(text: string): string {
  const numberWord = `(?:${Object.keys(NUMBER_WORDS).join("|")})`;
  const run = new RegExp(`(?<![\\p{L}\\p{M}])${numberWord}(?:[\\s,-]+${numberWord}){6,}(?![\\p{L}\\p{M}])`, "giu");
  return text.replace(run, (words) =>
    words
      .split(/[\s,-]+/)
      .map((word) => NUMBER_WORDS[word.toLowerCase()] ?? "")
      .join(""),
  );
}

// --- personal details ------------------------------------------------------------------------

// digits with at most two separators between them: "98765 43210", "98-76-54-32-10", "(+91) 88001..."
const DIGIT_RUN = /\+?\(?\d(?:[\s().-]{0,2}\d)+/g;
// an Indian mobile (6-9 and nine more), with 0, 91 or 091 before it; or a landline with its 0 STD code
const PHONE = /^(?:(?:0|91|091)?[6-9]\d{9}|0[1-9]\d{9})$/;

function hasPhone(text: string): boolean {
  const digits = spelledDigits(asciiDigits(text));
  return [...digits.matchAll(DIGIT_RUN)].some(([run]) => PHONE.test(run.replace(/\D/g, "")));
}

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/u;
// "name at gmail dot com", "name [at] gmail (dot) com"
const SPELLED_EMAIL =
  /[a-z0-9._%+-]+(?:\s+at\s+|\s*[[(]at[\])]\s*)[a-z0-9-]+(?:\s+dot\s+|\s*[[(]dot[\])]\s*)(?:com|in|net|org|co)\b/i;

const hasEmail = (text: string) => EMAIL.test(text) || SPELLED_EMAIL.test(text);

const LOCALITY = "nagar|colony|vihar|enclave|puram|bagh|marg|apartments?|society|layout|mohalla|chowk";
const ADDRESS = [
  // a house, flat, plot, door, road, street, lane or ward and its number
  /\b(?:h\.?\s?no|house|flat|plot|door|road|street|gali|ward|block)\s*(?:no\.?|number|n\.|num)?\s*[:#-]?\s*\d/i,
  /(?:मकान|गली|फ्लैट|प्लॉट|वार्ड)\s*(?:नंबर|नं\.?|न\.)?\s*[:#-]?\s*\d/u,
  // "12/4 Gandhi Nagar", "B-14, Lajpat Nagar"
  new RegExp(`\\b(?:[a-z]-?\\d{1,4}|\\d{1,4}(?:[/-]\\d{1,4})?)\\s*,?\\s+(?:\\p{L}+\\s+){0,2}(?:${LOCALITY})\\b`, "iu"),
  /\b(?:pin|pincode|pin code)\s*[:-]?\s*\d{6}\b/i,
  /\b(?:my|mera|meri)\s+(?:address|pata)\s*(?:is|hai|:)/i,
  /मेरा\s+पता\s*(?::|है)/u,
];
const hasAddress = (text: string) => ADDRESS.some((pattern) => pattern.test(asciiDigits(text)));

const PLATFORMS = "insta|instagram|ig|snap|snapchat|telegram|whatsapp|discord|fb|facebook|twitter|threads|youtube|yt";
const HINDI_PLATFORMS = "इंस्टा|इंस्टाग्राम|स्नैप|स्नैपचैट|टेलीग्राम|व्हाट्सएप|व्हाट्सऐप|फेसबुक|यूट्यूब";
const HANDLE = [
  // "@ananya_studies", not the "@" of an address (addresses are refused before this)
  /(?:^|[^\p{L}\p{N}_.])@[a-z0-9_][a-z0-9_.]{2,29}/iu,
  new RegExp(`\\b(?:my|meri|mera)\\s+(?:${PLATFORMS})\\s*(?:id|handle|username|account)?\\s*(?:is|hai|:|-)`, "i"),
  new RegExp(`\\b(?:${PLATFORMS})\\s*(?:id|handle|username)?\\s*[:#]\\s*\\S`, "i"),
  /\bid\s*:\s*[a-z0-9_.]{3,}/i,
  /\b(?:add|follow|dm|inbox|ping|message|msg|text|whatsapp|contact|tweet)\s+me\b/i,
  /\b(?:mujhe|muje|mujhse)\s+(?:dm|msg|message|call|whatsapp|ping|text)\s*(?:karo|kar|karna|kr|kro)\b/i,
  new RegExp(`\\b(?:${PLATFORMS})\\s+(?:pe|par|on)\\s+(?:message|msg|dm|add|follow|ping)`, "i"),
  new RegExp(`(?:मेरा|मेरी|मुझे)\\s+(?:${HINDI_PLATFORMS})`, "u"),
];
const hasHandle = (text: string) => HANDLE.some((pattern) => pattern.test(text));

// lower case only: a sentence run on without a space ("maths.In class 11") is not a link
const LINK =
  /\b(?:https?:\/\/)?((?:[a-z0-9-]+\.)+(?:com|in|net|org|io|me|ly|gg|xyz|co|app|info|link|site|online|live|tv|be|us|uk|biz|club|store|shop))\b(?:\/\S*)?|\bhttps?:\/\/([^\s/]+)/g;
// degrees that look like domains
const NOT_HOSTS = new Set(["b.com", "m.com"]);

function linkAllowed(host: string): boolean {
  return linkHosts.allowed.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}

function hasLink(text: string): boolean {
  return [...text.matchAll(LINK)].some((match) => {
    const host = (match[1] ?? match[2] ?? "").toLowerCase().replace(/^www\./, "");
    return !NOT_HOSTS.has(host) && !linkAllowed(host);
  });
}

// --- the verdict -----------------------------------------------------------------------------

const CONTACT_DETAILS: readonly ((text: string) => boolean)[] = [hasEmail, hasPhone, hasAddress, hasHandle];

/** Every problem the checks find in one text, not only the first. */
export function checkPost(text: string, detector: HarmDetector = harmDetector()): PostCheck {
  const harms = new Set(detector.detect(text).map((finding) => finding.category));
  const refused: RefusalReason[] = [];
  if (harms.has("contact") || CONTACT_DETAILS.some((found) => found(text))) refused.push("contact_details");
  if (hasLink(text)) refused.push("link");
  return { refused, held: HARM_KINDS.filter((kind) => harms.has(kind)) };
}
