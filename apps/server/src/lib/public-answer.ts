import { createHash } from "node:crypto";

/** How long a public answer may be kept: checked again on every use, or shared for five minutes. */
export const REVALIDATE = "no-cache";
export const SHARED_FIVE_MINUTES = "public, max-age=300";
/** A signed-in viewer's own answer: never kept. */
export const PERSONAL = "no-store";

/** A JSON answer serialized once, with its ETag and headers: kept and sent as it is until it changes. */
export interface PublicAnswer {
  readonly body: Buffer;
  /**
   * What the Node response is given: a small body as its text, which Node sends in one write with the
   * headers; a large one as the Buffer, sent beside them without a copy
   */
  readonly sent: string | Buffer;
  /** a strong ETag of the body */
  readonly etag: string;
  readonly cacheControl: string;
  /** every header of a 200, made once with the body */
  readonly headers: Readonly<Record<string, string | number>>;
}

const SENT_AS_TEXT_BELOW_BYTES = 8 * 1024;

export function publicAnswer(value: unknown, cacheControl: string): PublicAnswer {
  const text = JSON.stringify(value);
  const body = Buffer.from(text);
  const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
  return {
    body,
    sent: body.length < SENT_AS_TEXT_BELOW_BYTES ? text : body,
    etag,
    cacheControl,
    headers: {
      "content-type": "application/json; charset=UTF-8",
      "cache-control": cacheControl,
      etag,
      "content-length": body.length,
    },
  };
}

/** Whether a conditional request (If-None-Match) already holds this answer. */
export function holdsAnswer(ifNoneMatch: string | undefined, answer: PublicAnswer): boolean {
  if (ifNoneMatch === undefined) return false;
  return ifNoneMatch === answer.etag || ifNoneMatch.split(",").some((tag) => tag.trim() === answer.etag);
}

/** Headers of a 304 for a public answer: its validator and how long it may be kept. */
export function notModifiedHeaders(answer: PublicAnswer): Record<string, string> {
  return { etag: answer.etag, "cache-control": answer.cacheControl };
}
