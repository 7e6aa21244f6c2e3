import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeS3Server, startFakeS3Server } from "../testing/fake-s3-server.ts";
import { createTestContext, type TestContext } from "../testing/test-server.ts";
import { createDatabaseFileStore, type FileStore } from "./file-store.ts";
import { createS3FileStore } from "./s3-file-store.ts";

let context: TestContext;
let s3: FakeS3Server;
const stores: Record<string, () => FileStore> = {};
beforeAll(async () => {
  context = await createTestContext();
  s3 = await startFakeS3Server({ bucket: "disha-uploads", accessKeyId: "test-key" });
  stores.database = () => createDatabaseFileStore(context.deps.db);
  stores.s3 = () =>
    createS3FileStore({
      bucket: "disha-uploads",
      endpoint: s3.endpoint,
      region: "us-east-1",
      forcePathStyle: true,
      credentials: { accessKeyId: "test-key", secretAccessKey: "test-secret" },
    });
});
afterAll(async () => {
  await s3.close();
  await context.close();
});

describe.each(["database", "s3"])("the %s file store", (kind) => {
  it("gives back what was put, replaces it whole, and forgets it when deleted", async () => {
    const files = stores[kind]!();
    try {
      const key = `tests/${kind}/photo.webp`;
      expect(await files.get(key)).toBeUndefined();
      const first = new Uint8Array([0, 1, 2, 255, 254, 0, 10, 13]);
      await files.put(key, "image/webp", first);
      const read = await files.get(key);
      expect(read?.contentType).toBe("image/webp");
      expect([...read!.bytes]).toEqual([...first]);

      const second = new Uint8Array(20_000).map((_, index) => index % 251);
      await files.put(key, "image/png", second);
      const replaced = await files.get(key);
      expect(replaced?.contentType).toBe("image/png");
      expect(Buffer.from(replaced!.bytes).equals(Buffer.from(second))).toBe(true);

      await files.delete([key, `tests/${kind}/never-stored.webp`]);
      expect(await files.get(key)).toBeUndefined();
    } finally {
      files.close();
    }
  });
});

describe("the S3 file store", () => {
  it("speaks S3's REST protocol, path-style, signed with the configured key", async () => {
    const files = stores.s3!();
    try {
      s3.requests.length = 0;
      await files.put("mentor-photos/abc.webp", "image/webp", new Uint8Array([1, 2, 3]));
      await files.get("mentor-photos/abc.webp");
      await files.delete(["mentor-photos/abc.webp"]);
      expect(s3.requests).toEqual([
        { method: "PUT", bucket: "disha-uploads", key: "mentor-photos/abc.webp" },
        { method: "GET", bucket: "disha-uploads", key: "mentor-photos/abc.webp" },
        { method: "DELETE", bucket: "disha-uploads", key: "mentor-photos/abc.webp" },
      ]);
    } finally {
      files.close();
    }
  });

  it("fails loudly on a wrong key rather than answering as if the file were missing", async () => {
    const files = createS3FileStore({
      bucket: "disha-uploads",
      endpoint: s3.endpoint,
      region: "us-east-1",
      forcePathStyle: true,
      credentials: { accessKeyId: "someone-else", secretAccessKey: "test-secret" },
    });
    try {
      await expect(files.put("a.webp", "image/webp", new Uint8Array([1]))).rejects.toThrow(/Access Denied/);
      await expect(files.get("a.webp")).rejects.toThrow(/Access Denied/);
    } finally {
      files.close();
    }
  });
});
