import { addDays, istDate, type Mentor, type MentorSlotsResponse } from "@disha/shared";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { grantRole } from "../../lib/roles.ts";
import { signUpOverHttp } from "../../testing/chat-client.ts";
import { uniqueAddress } from "../../testing/test-client.ts";
import { startTestNodes, TEST_APP_URL, type TestNodes } from "../../testing/test-server.ts";

// Two app nodes on one database: each keeps its own public answers, forgotten at once by its own writes;
// a change made through the other node shows within a few seconds (the answers' time to live, 5 s).
const WITHIN_TTL = { timeout: 8_000, interval: 200 };

let cluster: TestNodes;
beforeAll(async () => {
  cluster = await startTestNodes(2);
});
afterAll(async () => {
  await cluster.close();
});

async function call(node: string, path: string, cookie = "", body?: unknown) {
  const headers: Record<string, string> = { origin: TEST_APP_URL, cookie, "x-forwarded-for": uniqueAddress() };
  if (body !== undefined) headers["content-type"] = "application/json";
  return fetch(`${node}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

describe("public answers on two nodes", () => {
  it("show a booking made through the other node within seconds, and refuse the slot it took at once", async () => {
    const [nodeA, nodeB] = cluster.urls as [string, string];
    const [mentor] = (await (await call(nodeA, "/api/mentors")).json()) as Mentor[];
    const date = addDays(istDate(new Date()), 7);
    const slotsPath = `/api/mentors/${mentor!._id}/slots?date=${date}`;
    const tenOn = async (node: string) =>
      ((await (await call(node, slotsPath)).json()) as MentorSlotsResponse).slots.find((slot) => slot.time === "10:00");
    expect(await tenOn(nodeA)).toMatchObject({ available: true });

    const first = await signUpOverHttp(nodeB, "Bina Booker");
    const booked = await call(nodeB, "/api/book", first.cookie, { mentorId: mentor!._id, date, time: "10:00" });
    expect(booked.status).toBe(201);
    expect(await tenOn(nodeB)).toMatchObject({ taken: true });
    // node A may still show it free for a few seconds, but booking it there is refused
    const second = await signUpOverHttp(nodeA, "Asha Late");
    const late = await call(nodeA, "/api/book", second.cookie, { mentorId: mentor!._id, date, time: "10:00" });
    expect(late.status).toBe(409);
    await vi.waitFor(async () => expect(await tenOn(nodeA)).toMatchObject({ taken: true }), WITHIN_TTL);
  });

  it("list a mentor whose card was made through the other node within seconds", async () => {
    const [nodeA, nodeB] = cluster.urls as [string, string];
    const listedOnA = async () => ((await (await call(nodeA, "/api/mentors")).json()) as Mentor[]).map((m) => m._id);
    const before = await listedOnA();
    const { id, cookie } = await signUpOverHttp(nodeB, "Nalini Newcard");
    await grantRole(cluster.nodes[1]!.deps.db, id, "mentor");
    const console = (await (await call(nodeB, "/api/mentor-console", cookie)).json()) as { mentor: { id: string } };
    expect(before).not.toContain(console.mentor.id);
    await vi.waitFor(async () => expect(await listedOnA()).toContain(console.mentor.id), WITHIN_TTL);
  });
});
