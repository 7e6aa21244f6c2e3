import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import type { FileStore } from "./file-store.ts";

export interface S3FileStoreConfig {
  bucket: string;
  /** an S3-compatible service's address (MinIO, R2, …); none: AWS S3 in `region` */
  endpoint: string | undefined;
  region: string;
  /** bucket in the path (`endpoint/bucket/key`) rather than the host name, as most S3-compatible services want */
  forcePathStyle: boolean;
  /** none: the SDK's own chain (AWS_* variables, an instance or task role) */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
}

function isMissing(error: unknown): boolean {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return name === "NoSuchKey" || $metadata?.httpStatusCode === 404;
}

/** Uploads as objects of one bucket, keyed as the features name them; S3 replaces an object whole on PUT. */
export function createS3FileStore(config: S3FileStoreConfig): FileStore {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials: config.credentials,
  });
  const Bucket = config.bucket;
  return {
    async put(key, contentType, bytes) {
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType }));
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!answer.Body) return undefined;
        return {
          contentType: answer.ContentType ?? "application/octet-stream",
          bytes: await answer.Body.transformToByteArray(),
        };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async delete(keys) {
      await Promise.all(keys.map((key) => client.send(new DeleteObjectCommand({ Bucket, Key: key }))));
    },
    close() {
      client.destroy();
    },
  };
}
