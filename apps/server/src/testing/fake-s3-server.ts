import { createHash } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export interface RecordedS3Request {
  method: string;
  bucket: string;
  key: string;
}

interface StoredObject {
  bytes: Buffer;
  contentType: string;
  etag: string;
  lastModified: string;
  /** the checksum headers the client sent, answered back on GET as S3 does, so the SDK checks them */
  checksums: Record<string, string>;
}

function xmlError(code: string, message: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message><RequestId>fake</RequestId></Error>`;
}

/**
 * A stand-in for an S3-compatible object store on loopback that speaks S3's REST protocol for
 * PutObject, GetObject and DeleteObject with the bucket in the path (`/bucket/key`), so the real AWS
 * SDK client runs against it. It holds one bucket in memory and refuses a request that is not signed
 * (AWS Signature Version 4) with `accessKeyId`.
 */
export async function startFakeS3Server({ bucket, accessKeyId }: { bucket: string; accessKeyId: string }) {
  const objects = new Map<string, StoredObject>();
  const requests: RecordedS3Request[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const answerError = (status: number, code: string, message: string) => {
        response.writeHead(status, { "content-type": "application/xml" }).end(xmlError(code, message));
      };
      const url = new URL(request.url ?? "/", "http://s3.local");
      const match = /^\/([^/]+)\/(.+)$/.exec(url.pathname);
      if (!match) return answerError(400, "InvalidRequest", "Only path-style object requests are served.");
      const [, pathBucket = "", encodedKey = ""] = match;
      const key = decodeURIComponent(encodedKey);
      const method = request.method ?? "GET";
      requests.push({ method, bucket: pathBucket, key });
      if (!request.headers.authorization?.startsWith(`AWS4-HMAC-SHA256 Credential=${accessKeyId}/`)) {
        return answerError(403, "AccessDenied", "Access Denied");
      }
      if (pathBucket !== bucket) return answerError(404, "NoSuchBucket", "The specified bucket does not exist");
      if (method === "PUT") {
        const bytes = Buffer.concat(chunks);
        const etag = `"${createHash("md5").update(bytes).digest("hex")}"`;
        const checksums = Object.fromEntries(
          Object.entries(request.headers).flatMap(([name, value]) =>
            name.startsWith("x-amz-checksum-") && typeof value === "string" ? [[name, value]] : [],
          ),
        );
        const contentType = request.headers["content-type"] ?? "binary/octet-stream";
        objects.set(key, { bytes, contentType, etag, lastModified: new Date().toUTCString(), checksums });
        response.writeHead(200, { etag, ...checksums }).end();
        return;
      }
      if (method === "GET") {
        const object = objects.get(key);
        if (!object) return answerError(404, "NoSuchKey", "The specified key does not exist.");
        response.writeHead(200, {
          "content-type": object.contentType,
          "content-length": object.bytes.length,
          etag: object.etag,
          "last-modified": object.lastModified,
          ...object.checksums,
        });
        response.end(object.bytes);
        return;
      }
      if (method === "DELETE") {
        objects.delete(key);
        response.writeHead(204).end();
        return;
      }
      answerError(405, "MethodNotAllowed", "The specified method is not allowed against this resource.");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    /** the objects by key, as the bucket holds them */
    objects,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeS3Server = Awaited<ReturnType<typeof startFakeS3Server>>;
