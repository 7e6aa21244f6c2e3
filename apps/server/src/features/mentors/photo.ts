import { createHash } from "node:crypto";
import { MENTOR_PHOTO_SIZE } from "@disha/shared";
import { t } from "@disha/shared/i18n";
import sharp from "sharp";
import type { AppDeps } from "../../lib/context.ts";
import { HttpError } from "../../lib/errors.ts";
import type { FileStore, StoredFile } from "../../lib/file-store.ts";
import { setMentorPhotoVersion } from "./queries.ts";

type PhotoDeps = Pick<AppDeps, "db" | "caches" | "files">;

// Phone cameras make up to about 50 megapixels; more than that in 5 MB is likely a decompression bomb.
const MAX_INPUT_PIXELS = 50_000_000;

const photoTypeRefused = () => new HttpError(415, "unsupported_media_type", t("mentorConsole.errors.photoType"));

/** The format by the file's first bytes, so only the JPEG, PNG and WebP decoders ever see an upload. */
function sniffedFormat(bytes: Uint8Array): "jpeg" | "png" | "webp" | null {
  const ascii = (from: number, to: number) => Buffer.from(bytes.subarray(from, to)).toString("latin1");
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (ascii(0, 8) === "\x89PNG\r\n\x1a\n") return "png";
  if (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") return "webp";
  return null;
}

/**
 * An upload as the photo we keep: a 256x256 WebP cut to cover the square, turned upright, with no
 * metadata (no EXIF, so no GPS position). 415 unless the bytes are a JPEG, PNG or WebP image, whatever
 * type or name they were sent with; 400 when such an image cannot be read.
 */
export async function normalisePhoto(bytes: Uint8Array): Promise<Buffer> {
  const sniffed = sniffedFormat(bytes);
  if (!sniffed) throw photoTypeRefused();
  const unreadable = () => HttpError.badRequest(t("mentorConsole.errors.photoUnreadable"));
  const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" });
  const { format } = await image.metadata().catch(() => {
    throw unreadable();
  });
  if (format !== sniffed) throw photoTypeRefused();
  try {
    // sharp writes no metadata unless asked to; rotate() applies the EXIF orientation before it goes
    return await image
      .rotate()
      .resize(MENTOR_PHOTO_SIZE, MENTOR_PHOTO_SIZE, { fit: "cover" })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw unreadable();
  }
}

/** The photo's key in the file store; the id is the card's own (a UUID), never text from a request. */
export function photoKey(mentorId: string): string {
  if (!/^[\w-]+$/.test(mentorId)) throw new Error("a mentor id must be a plain token");
  return `mentor-photos/${mentorId}.webp`;
}

export async function readMentorPhoto(files: FileStore, mentorId: string): Promise<StoredFile | undefined> {
  return files.get(photoKey(mentorId));
}

/** Stores the mentor's new photo and puts it on their card; the version in its address changes with it. */
export async function saveMentorPhoto(deps: PhotoDeps, mentorId: string, upload: Uint8Array): Promise<void> {
  const photo = await normalisePhoto(upload);
  await deps.files.put(photoKey(mentorId), "image/webp", photo);
  await setMentorPhotoVersion(deps, mentorId, createHash("sha256").update(photo).digest("base64url").slice(0, 16));
}

/** Takes the photo off the card (the generated avatar shows again) and deletes the stored photo. */
export async function removeMentorPhoto(deps: PhotoDeps, mentorId: string): Promise<void> {
  await setMentorPhotoVersion(deps, mentorId, null);
  await deps.files.delete([photoKey(mentorId)]);
}
