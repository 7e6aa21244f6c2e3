import { randomFillSync } from "node:crypto";

const random = Buffer.alloc(10);

/**
 * A UUID version 7 (RFC 9562): 48 bits of Unix milliseconds, then 74 random bits. Rows written one after
 * another get ids that sort after one another, so a table's primary-key index grows at its end instead
 * of touching a random page on every insert: for the busiest tables (bookings, due jobs, the outbox)
 * that is most of what a commit writes. The id reveals when the row was made, which its row says anyway.
 */
export function timeOrderedId(now = Date.now()): string {
  randomFillSync(random);
  const hex = now.toString(16).padStart(12, "0") + random.toString("hex");
  // version 7 in the 13th hex digit, the variant bits (10xx) in the 17th
  const variant = ((parseInt(hex[15]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-7${hex.slice(12, 15)}-${variant}${hex.slice(16, 19)}-${hex.slice(19, 31)}`;
}
