import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grantRole } from "../../lib/roles.ts";
import { signUpOverHttp } from "../../testing/chat-client.ts";
import { type FakeS3Server, startFakeS3Server } from "../../testing/fake-s3-server.ts";
import { uniqueAddress } from "../../testing/test-client.ts";
import { startTestNodes, TEST_APP_URL, type TestNodes } from "../../testing/test-server.ts";

// Two app nodes on one database, each with its own DATA_DIR as on its own machine: a photo uploaded
// through one is served by the other, whether the file store is the database or an S3 bucket.

async function call(
  node: string,
  cookie: string,
  method: string,
  path: string,
  body?: string | Uint8Array,
  type?: string,
) {
  const headers: Record<string, string> = { origin: TEST_APP_URL, cookie, "x-forwarded-for": uniqueAddress() };
  if (type) headers["content-type"] = type;
  return fetch(`${node}${path}`, { method, headers, body });
}

async function mentorOn(cluster: TestNodes, node: string) {
  const { id, cookie } = await signUpOverHttp(node, "Kavya Menon");
  await grantRole(cluster.nodes[0]!.deps.db, id, "mentor");
  const console = (await (await call(node, cookie, "GET", "/api/mentor-console")).json()) as { mentor: { id: string } };
  return { cookie, mentorId: console.mentor.id };
}

async function uploadPhoto(node: string, cookie: string): Promise<string> {
  const png = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#0f766e" } })
    .png()
    .toBuffer();
  const saved = await call(node, cookie, "PUT", "/api/mentor-console/photo", new Uint8Array(png), "image/png");
  expect(saved.status).toBe(200);
  return ((await saved.json()) as { mentor: { photoUrl: string } }).mentor.photoUrl;
}

async function servedPhoto(node: string, photoUrl: string) {
  const served = await fetch(`${node}${photoUrl}`);
  return { status: served.status, type: served.headers.get("content-type"), bytes: await served.arrayBuffer() };
}

async function checkTwoNodes(cluster: TestNodes) {
  const [nodeA, nodeB] = cluster.urls as [string, string];
  const { cookie, mentorId } = await mentorOn(cluster, nodeA);
  const photoUrl = await uploadPhoto(nodeA, cookie);

  const onB = await servedPhoto(nodeB, photoUrl);
  expect(onB.status).toBe(200);
  expect(onB.type).toBe("image/webp");
  expect(await sharp(Buffer.from(onB.bytes)).metadata()).toMatchObject({ format: "webp", width: 256, height: 256 });
  const onA = await servedPhoto(nodeA, photoUrl);
  expect(Buffer.from(onA.bytes).equals(Buffer.from(onB.bytes))).toBe(true);

  // deleting the account through node B removes the stored photo that node A took
  expect(
    (await call(nodeB, cookie, "DELETE", "/api/me", JSON.stringify({ confirm: "DELETE" }), "application/json")).status,
  ).toBe(204);
  for (const node of cluster.nodes) expect(await node.deps.files.get(`mentor-photos/${mentorId}.webp`)).toBeUndefined();
  expect((await servedPhoto(nodeA, photoUrl)).status).toBe(404);
  return mentorId;
}

describe("with the photos in the database (the default)", () => {
  let cluster: TestNodes;
  beforeAll(async () => {
    cluster = await startTestNodes(2);
  });
  afterAll(async () => {
    await cluster.close();
  });

  it("one node serves a photo uploaded through the other, and deleting the account removes it", async () => {
    const mentorId = await checkTwoNodes(cluster);
    const rows = await cluster.nodes[1]!.deps.db.selectFrom("storedFile").select("key").execute();
    expect(rows.map((row) => row.key)).not.toContain(`mentor-photos/${mentorId}.webp`);
  });
});

describe("with the photos in an S3-compatible bucket", () => {
  let cluster: TestNodes;
  let s3: FakeS3Server;
  beforeAll(async () => {
    s3 = await startFakeS3Server({ bucket: "disha-uploads", accessKeyId: "test-key" });
    cluster = await startTestNodes(2, {
      S3_BUCKET: "disha-uploads",
      S3_ENDPOINT: s3.endpoint,
      S3_FORCE_PATH_STYLE: "true",
      S3_ACCESS_KEY_ID: "test-key",
      S3_SECRET_ACCESS_KEY: "test-secret",
    });
  });
  afterAll(async () => {
    await cluster.close();
    await s3.close();
  });

  it("one node serves a photo uploaded through the other from the bucket, and deleting the account deletes the object", async () => {
    const mentorId = await checkTwoNodes(cluster);
    const key = `mentor-photos/${mentorId}.webp`;
    expect(s3.requests.filter((request) => request.key === key).map((request) => request.method)).toEqual([
      "PUT",
      "GET",
      "GET",
      "DELETE",
      "GET",
      "GET",
    ]);
    expect(s3.objects.has(key)).toBe(false);
    // the database holds no copy
    expect(await cluster.nodes[0]!.deps.db.selectFrom("storedFile").select("key").execute()).toEqual([]);
  });
});
