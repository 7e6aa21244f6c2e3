import type {
  ApiError,
  CommunityNotice,
  ModerationLogEntry,
  ModerationQueueItem,
  ModerationSummary,
  OutboxListResponse,
  PostCreated,
  QuestionDetail,
  QuestionList,
} from "@disha/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grantRole } from "../../lib/roles.ts";
import { doctorProfile } from "../../testing/profile-fixtures.ts";
import { TestClient } from "../../testing/test-client.ts";
import { createTestContext, type TestContext } from "../../testing/test-server.ts";
import { REMOVALS_BEFORE_MUTE, REPORT_THRESHOLD } from "./service.ts";

let context: TestContext;
let moderator: TestClient;
let moderatorEmail: string;
beforeAll(async () => {
  context = await createTestContext();
  moderator = new TestClient(context);
  const account = await moderator.signUp("Kiran Counsellor");
  moderatorEmail = account.email;
  await grantRole(context.deps.db, account.id, "counsellor");
  await grantRole(context.deps.db, account.id, "moderator");
});
afterAll(async () => {
  await context.close();
});

const question = (title = "Is PCM too hard if I am average at maths?") => ({
  title,
  body: "I like physics but maths scares me. Did anyone manage?",
  tags: ["stream:science", "exam:jee-main"],
});

async function student(name: string, withProfile = true): Promise<TestClient> {
  const client = new TestClient(context);
  await client.signUp(name);
  if (withProfile) expect((await client.post("/api/profile", { ...doctorProfile, name })).status).toBe(201);
  return client;
}

const ask = (client: TestClient, body: unknown) => client.post<PostCreated & ApiError>("/api/questions", body);
const answer = (client: TestClient, id: string, body: string) =>
  client.post<PostCreated & ApiError>(`/api/questions/${id}/answers`, { body });
const act = (id: string, kind: string, body: unknown) =>
  moderator.post<ApiError>(`/api/moderation/${kind}/${id}/actions`, body);

describe("asking and answering", () => {
  it("shows the asker by first name and class only; a mentor's answer is marked; the asker accepts it and is told of it", async () => {
    const asker = await student("Ananya Iyer");
    const asked = await ask(asker, question());
    expect(asked.status).toBe(201);
    expect(asked.body.status).toBe("public");

    const mentor = new TestClient(context);
    const mentorAccount = await mentor.signUp("Rohit Mentor");
    await grantRole(context.deps.db, mentorAccount.id, "mentor");
    const answered = await answer(mentor, asked.body.id, "Average is a start: practise NCERT problems daily.");
    expect(answered.status).toBe(201);

    const list = await new TestClient(context).get<QuestionList>("/api/questions?tag=stream:science");
    expect(list.body.items[0]).toMatchObject({
      id: asked.body.id,
      author: { firstName: "Ananya", stage: "9-10", role: "student" },
      answerCount: 1,
    });
    expect(JSON.stringify(list.body)).not.toContain("Iyer");

    expect((await asker.post(`/api/questions/${asked.body.id}/accepted/${answered.body.id}`)).status).toBe(200);
    const detail = await new TestClient(context).get<QuestionDetail>(`/api/questions/${asked.body.id}`);
    expect(detail.body.answers[0]).toMatchObject({ accepted: true, author: { firstName: "Rohit", role: "mentor" } });
    // only the asker accepts
    expect((await mentor.post(`/api/questions/${asked.body.id}/accepted/${answered.body.id}`)).status).toBe(403);

    const notices = await asker.get<CommunityNotice[]>("/api/community/notices");
    expect(notices.body[0]).toMatchObject({ kind: "answered", questionId: asked.body.id });
    const outbox = await moderatorOutbox("community.answered");
    expect(outbox.some((mail) => mail.subject === "Someone answered your question")).toBe(true);
  });

  it("counts one helpful mark per student and none for one's own answer", async () => {
    const asker = await student("Bela Shah");
    const helper = await student("Chitra Rao");
    const asked = await ask(asker, question("Did anyone switch from science to arts after class 11?"));
    const answered = await answer(helper, asked.body.id, "I did, and history is wonderful.");
    const mark = () => asker.post<{ helpfulCount: number }>(`/api/answers/${answered.body.id}/helpful`);
    expect((await mark()).body.helpfulCount).toBe(1);
    expect((await mark()).body.helpfulCount).toBe(1);
    expect((await helper.post(`/api/answers/${answered.body.id}/helpful`)).status).toBe(400);
  });

  it("answers bad input with a clear 400 and a signed-out post with 401", async () => {
    const asker = await student("Dev Kumar");
    const cases = [
      { ...question(), title: "" },
      { ...question(), body: "x".repeat(3001) },
      { ...question(), body: "<script>alert(1)</script>" },
      { ...question(), tags: ["career:no-such-career"] },
      { ...question(), tags: [] },
    ];
    for (const body of cases) {
      const response = await ask(asker, body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.body.error.message).toBeTruthy();
    }
    expect((await ask(asker, { ...question(), tags: ["career:no-such-career"] })).body.error.message).toContain(
      "career:no-such-career",
    );
    expect((await ask(new TestClient(context), question())).status).toBe(401);
    expect((await new TestClient(context).get("/api/questions?tag=career:no-such-career")).status).toBe(400);
  });

  it("keeps the text before an edit once the question has an answer", async () => {
    const asker = await student("Esha Nair");
    const asked = await ask(asker, question("Which stream suits someone who loves drawing?"));
    await answer(await student("Farah Ali"), asked.body.id, "Arts, or design after science.");
    const edited = await asker.request("PUT", `/api/questions/${asked.body.id}`, {
      ...question("Which stream suits someone who loves drawing and maths?"),
    });
    expect(edited.status).toBe(200);
    const revisions = await context.deps.db
      .selectFrom("communityRevision")
      .selectAll()
      .where("postId", "=", asked.body.id)
      .execute();
    expect(revisions).toEqual([expect.objectContaining({ title: "Which stream suits someone who loves drawing?" })]);
    expect(
      (await (await student("Gita Das")).request("PUT", `/api/questions/${asked.body.id}`, question())).status,
    ).toBe(403);
  });
});

describe("moderation", () => {
  it("refuses a phone number with a clear message; holds abuse until a moderator removes it and tells the author why", async () => {
    const asker = await student("Hari Menon");
    const refused = await ask(asker, { ...question(), body: "Call me on 98765 43210 for notes" });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ code: "post_refused", reasons: ["contact_details"] });
    expect(refused.body.error.message).toContain("phone number");

    const held = await ask(asker, {
      ...question("Why are arts students treated like idiots?"),
      body: "tu chutiya hai",
    });
    expect(held.status).toBe(201);
    expect(held.body).toMatchObject({ status: "held", review: { reasons: ["bullying_held"], urgent: false } });
    expect((await new TestClient(context).get(`/api/questions/${held.body.id}`)).status).toBe(404);
    expect((await asker.get(`/api/questions/${held.body.id}`)).status).toBe(200);

    const queue = await moderator.get<ModerationQueueItem[]>("/api/moderation/queue");
    expect(queue.body.some((item) => item.id === held.body.id && item.status === "held")).toBe(true);
    expect((await asker.get("/api/moderation/queue")).status).toBe(403);

    expect((await act(held.body.id, "question", { action: "remove", reason: "Abusive words." })).status).toBe(200);
    const notices = await asker.get<CommunityNotice[]>("/api/community/notices");
    expect(notices.body[0]).toMatchObject({ kind: "removed", reason: "Abusive words." });
    const log = await moderator.get<ModerationLogEntry[]>("/api/moderation/log");
    expect(log.body[0]).toMatchObject({
      action: "remove",
      reason: "Abusive words.",
      moderatorName: "Kiran Counsellor",
    });
  });

  it("refuses a post with two problems naming both at once", async () => {
    const refused = await ask(await student("Gita Das"), {
      ...question(),
      body: "Call me on 98765 43210 or get the notes at www.freenotes.xyz",
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.reasons).toEqual(["contact_details", "link"]);
    expect(refused.body.error.message).toContain("phone number");
    expect(refused.body.error.message).toContain("site we cannot check");
    expect(refused.body.error.fields?.body).toContain("site we cannot check");
  });

  it("holds a self-harm post with help for its author, first in the queue marked urgent, and mails the moderators", async () => {
    const bully = await ask(await student("Om Prakash"), {
      ...question("Why is everyone in 9B such a loser?"),
      body: "tu chutiya hai",
    });
    expect(bully.body).toMatchObject({ status: "held" });
    const writer = await student("Pooja Verma");
    const held = await ask(writer, {
      ...question("I failed again and I don't see the point"),
      body: "mujhe ab jeena nahi hai, sab khatam kar dungi",
    });
    expect(held.status).toBe(201);
    expect(held.body).toMatchObject({ status: "held", review: { reasons: ["self_harm_held"], urgent: true } });
    const open = await ask(await student("Qasim Ali"), question("How do I choose between NEET and a BSc?"));
    const answerHeld = await answer(writer, open.body.id, "मैं अब और नहीं जीना चाहती");
    expect(answerHeld.body.status).toBe("held");

    const queue = await moderator.get<ModerationQueueItem[]>("/api/moderation/queue");
    expect(queue.body[0]).toMatchObject({ id: held.body.id, urgent: true, reasons: ["self_harm_held"] });
    expect(queue.body.findIndex((item) => item.id === bully.body.id)).toBeGreaterThan(1);
    const summary = await moderator.get<ModerationSummary>("/api/moderation/summary");
    expect(summary.body.urgent).toBeGreaterThanOrEqual(2);
    expect((await writer.get("/api/moderation/summary")).status).toBe(403);

    const mails = await moderatorOutbox("community.urgent");
    // one for each post: the question and the answer
    expect(mails.filter((mail) => mail.to === moderatorEmail)).toHaveLength(2);
  });

  it("puts a post in the queue at its first report, and tells the author when a held post is approved", async () => {
    const asker = await student("Ravi Kumar");
    const asked = await ask(asker, question("Which is better for a doctor, AIIMS or JIPMER?"));
    const reporter = await student("Sana Khan", false);
    expect(
      (
        await reporter.post("/api/reports", {
          kind: "question",
          id: asked.body.id,
          reason: "He is threatening to beat a classmate",
        })
      ).status,
    ).toBe(201);
    const queue = await moderator.get<ModerationQueueItem[]>("/api/moderation/queue");
    const item = queue.body.find((entry) => entry.id === asked.body.id);
    expect(item).toMatchObject({ status: "public", reports: [{ reason: "He is threatening to beat a classmate" }] });
    expect((await new TestClient(context).get(`/api/questions/${asked.body.id}`)).status).toBe(200);

    const held = await ask(asker, {
      ...question("Is the government job scam real?"),
      body: "abe moron, read the notice",
    });
    expect(held.body.status).toBe("held");
    expect(
      (await act(held.body.id, "question", { action: "edit", reason: "Rude word", body: "read the notice" })).status,
    ).toBe(200);
    const notices = await asker.get<CommunityNotice[]>("/api/community/notices");
    expect(notices.body[0]).toMatchObject({ kind: "approved", questionId: held.body.id });
  });

  it("hides a post once enough students report it, until a moderator approves it", async () => {
    const asked = await ask(await student("Isha Jain"), question("Is NEET the only way to become a doctor?"));
    for (let count = 1; count <= REPORT_THRESHOLD; count += 1) {
      const reporter = await student(
        ["Reporter One", "Reporter Two", "Reporter Three", "Reporter Four"][count] ?? "Reporter",
        false,
      );
      const report = { kind: "question", id: asked.body.id, reason: "Misleading" };
      expect((await reporter.post("/api/reports", report)).status).toBe(201);
      if (count === 1) expect((await reporter.post("/api/reports", report)).status).toBe(409);
      const visible = (await new TestClient(context).get(`/api/questions/${asked.body.id}`)).status;
      expect(visible).toBe(count < REPORT_THRESHOLD ? 200 : 404);
    }
    expect((await act(asked.body.id, "question", { action: "approve", reason: "Nothing wrong." })).status).toBe(200);
    expect((await new TestClient(context).get(`/api/questions/${asked.body.id}`)).status).toBe(200);
  });

  it("mutes a student after repeated removals", async () => {
    const poster = await student("Jai Singh");
    for (let count = 0; count < REMOVALS_BEFORE_MUTE; count += 1) {
      const asked = await ask(poster, question(`Question number ${count + 1} about careers in science`));
      expect((await act(asked.body.id, "question", { action: "remove", reason: "Off topic." })).status).toBe(200);
    }
    const muted = await ask(poster, question());
    expect(muted.status).toBe(403);
    expect(muted.body.error.message).toContain("cannot post until");
  });

  it("an edit-out keeps the old text and publishes the new", async () => {
    const asker = await student("Kavya Pillai");
    const asked = await ask(asker, question("Is commerce without maths a good idea?"));
    const held = await answer(await student("Lata Bose"), asked.body.id, "Only a moron would skip maths");
    expect(held.body.status).toBe("held");
    const missing = await act(held.body.id, "answer", { action: "edit", reason: "Rude word" });
    expect(missing.status).toBe(400);
    expect(
      (await act(held.body.id, "answer", { action: "edit", reason: "Rude word", body: "I would not skip maths" }))
        .status,
    ).toBe(200);
    const detail = await asker.get<QuestionDetail>(`/api/questions/${asked.body.id}`);
    expect(detail.body.answers[0]).toMatchObject({ body: "I would not skip maths", status: "public" });
    expect(detail.body.answerCount).toBe(1);
  });
});

describe("deleting a student", () => {
  it("leaves their posts as placeholders without text or name", async () => {
    const asker = await student("Meena Kapoor");
    const asked = await ask(asker, question("What does a marine biologist study at college?"));
    const replier = await student("Nikhil Joshi");
    await answer(replier, asked.body.id, "Zoology first, then marine science.");
    expect((await asker.request("DELETE", "/api/me", { confirm: "DELETE" })).status).toBe(204);
    const detail = await replier.get<QuestionDetail>(`/api/questions/${asked.body.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ title: "", body: "", author: { firstName: null } });
    expect(detail.body.answers).toHaveLength(1);
    expect(JSON.stringify(detail.body)).not.toContain("Meena");
  });
});

async function moderatorOutbox(kind: string) {
  const admin = new TestClient(context);
  const account = await admin.signUp("Outbox Admin");
  await grantRole(context.deps.db, account.id, "admin");
  return (await admin.get<OutboxListResponse>(`/api/admin/outbox?kind=${kind}`)).body.messages;
}
