import type { ModerationSummary, SafetyAlert } from "@disha/shared";
import { createTranslator } from "@disha/shared/i18n";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { grantRole } from "../../lib/roles.ts";
import { type ChatClient, connected, nextEvent, openChat, signUpOverHttp } from "../../testing/chat-client.ts";
import { uniqueAddress } from "../../testing/test-client.ts";
import { startTestNodes, TEST_APP_URL, type TestNodes } from "../../testing/test-server.ts";

const en = createTranslator("en");
const hi = createTranslator("hi");

let cluster: TestNodes;
let moderator: { id: string; email: string; cookie: string };
const openSockets: ChatClient[] = [];

beforeAll(async () => {
  cluster = await startTestNodes(1);
  moderator = await signUpOverHttp(cluster.urls[0]!, "Kiran Moderator");
  await grantRole(cluster.nodes[0]!.deps.db, moderator.id, "moderator");
});
afterEach(() => {
  for (const socket of openSockets.splice(0)) socket.disconnect();
});
afterAll(async () => {
  await cluster.close();
});

/** A request as the web app sends it, signed in with `cookie`. */
async function api<T>(cookie: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${cluster.urls[0]}${path}`, {
    method,
    headers: {
      cookie,
      origin: TEST_APP_URL,
      "x-forwarded-for": uniqueAddress(),
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

async function ask(cookie: string, text: string): Promise<string> {
  const socket = openChat(cluster.urls[0]!, cookie);
  openSockets.push(socket);
  await connected(socket);
  const reply = nextEvent(socket, "botResponse");
  socket.emit("userMessage", { text });
  return (await reply).text;
}

async function mailsTo(address: string) {
  return cluster.nodes[0]!.deps.db.selectFrom("outboxMessage")
    .select(["kind", "subject", "text"])
    .where("toAddress", "=", address)
    .where("kind", "=", "safety.chat")
    .execute();
}

const alertsOf = async (email: string) =>
  (await api<SafetyAlert[]>(moderator.cookie, "GET", "/api/moderation/safety-alerts")).body.filter(
    (alert) => alert.student?.email === email,
  );

describe("words of self-harm to the AI mentor", () => {
  it("show the helplines, tell a person at once, and say so to the student", async () => {
    const student = await signUpOverHttp(cluster.urls[0]!, "Pooja Verma");
    const reply = await ask(student.cookie, "mujhe ab jeena nahi hai, sab khatam kar dungi");
    expect(reply).toContain("14416");
    expect(reply).toContain(en.t("mentor.care.personTold"));

    const [alert] = await alertsOf(student.email);
    expect(alert).toMatchObject({
      source: "chat",
      student: { name: "Pooja Verma", email: student.email },
      text: "mujhe ab jeena nahi hai, sab khatam kar dungi",
      reached: null,
    });
    const mails = await mailsTo(moderator.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(en.t("community.mail.safetySubject"));
    // the words are read signed in, never sent in a mail
    expect(mails[0]!.text).not.toContain("jeena");

    // a second message while the first waits joins the list; the moderators are not mailed again
    await ask(student.cookie, "I want to die tonight");
    expect(await alertsOf(student.email)).toHaveLength(2);
    expect(await mailsTo(moderator.email)).toHaveLength(1);
    const summary = await api<ModerationSummary>(moderator.cookie, "GET", "/api/moderation/summary");
    expect(summary.body.urgent).toBeGreaterThanOrEqual(2);
  });

  it("are answered in Hindi with the same promise, and a career question raises nothing", async () => {
    const student = await signUpOverHttp(cluster.urls[0]!, "Meena Kumari");
    const reply = await ask(student.cookie, "मैं अब और नहीं जीना चाहती");
    expect(reply).toContain(hi.t("mentor.care.personTold"));
    expect(await alertsOf(student.email)).toHaveLength(1);

    const calm = await signUpOverHttp(cluster.urls[0]!, "Ravi Kumar");
    const answer = await ask(calm.cookie, "How many years does it take to become a doctor?");
    expect(answer).not.toContain(en.t("mentor.care.personTold"));
    expect(await alertsOf(calm.email)).toEqual([]);
  });

  it("stay with the moderators until one records how the student was reached", async () => {
    const student = await signUpOverHttp(cluster.urls[0]!, "Sana Khan");
    await ask(student.cookie, "I want to kill myself");
    const [alert] = await alertsOf(student.email);

    // only the moderators and admins read or act on them
    expect((await api(student.cookie, "GET", "/api/moderation/safety-alerts")).status).toBe(403);
    const path = `/api/moderation/safety-alerts/${alert!.id}/reached`;
    expect((await api(student.cookie, "POST", path, { note: "fine" })).status).toBe(403);

    const blank = await api<{ error: { code: string; message: string } }>(moderator.cookie, "POST", path, {
      note: " ",
    });
    expect(blank.status).toBe(400);
    expect(blank.body.error.message).toBeTruthy();
    expect((await alertsOf(student.email))[0]!.reached).toBeNull();

    const note = "Called her mother with her consent; school counsellor meeting tomorrow.";
    const reached = await api<SafetyAlert>(moderator.cookie, "POST", path, { note });
    expect(reached.status).toBe(200);
    expect(reached.body.reached).toMatchObject({ by: "Kiran Moderator", note });
    expect((await api(moderator.cookie, "POST", path, { note })).status).toBe(409);
    const unknown = "/api/moderation/safety-alerts/no-such-alert/reached";
    expect((await api(moderator.cookie, "POST", unknown, { note })).status).toBe(404);

    // reached alerts stay on the list below the waiting ones, for the moderators who come after
    const list = (await api<SafetyAlert[]>(moderator.cookie, "GET", "/api/moderation/safety-alerts")).body;
    const firstReached = list.findIndex((item) => item.reached !== null);
    expect(list.slice(firstReached).every((item) => item.reached !== null)).toBe(true);

    // a new message after she was reached tells the moderators again
    const before = (await mailsTo(moderator.email)).length;
    await ask(student.cookie, "I want to kill myself");
    expect(await mailsTo(moderator.email)).toHaveLength(before + 1);
  });
});
