import { FIRST_STEPS, FIRST_STEPS_SHORTLIST, type FirstStepId, type FirstStepsResponse } from "@disha/shared";
import type { Kysely } from "kysely";
import type { Database } from "../../lib/db/schema.ts";
import type { Viewer } from "../../lib/viewer.ts";
import { hasBooked } from "../bookings/index.ts";
import { hasAskedTheMentor } from "../chat/index.ts";
import { planFirstSteps } from "../plan/index.ts";
import { findProfileForPlan } from "../profile/index.ts";

// a session opened within this long of the account's creation is the one sign-up opened (one request)
const SIGN_UP_SESSION_MS = 5_000;
// "Welcome" is for the first visit: the sign-up session, while the account is this young
const NEW_ACCOUNT_MS = 2 * 60 * 60_000;

const time = (value: string | Date) => new Date(value).getTime();

/**
 * The dashboard's "what next" checklist, each step ticked from the student's own rows. "Look at your
 * exams" is ticked once a step of a career's pathway or a roadmap is marked: the pathways name each
 * career's exams, and Disha keeps no record of which pages a student read (docs/product-decisions.md).
 */
export async function firstSteps(
  db: Kysely<Database>,
  viewer: Pick<Viewer, "id" | "sessionId">,
  now = new Date(),
): Promise<FirstStepsResponse> {
  const [profile, plan, asked, booked, session] = await Promise.all([
    findProfileForPlan(db, viewer.id),
    planFirstSteps(db, viewer.id),
    hasAskedTheMentor(db, viewer.id),
    hasBooked(db, viewer.id),
    db
      .selectFrom("session")
      .innerJoin("user", "user.id", "session.userId")
      .select(["session.createdAt as sessionCreatedAt", "user.createdAt as userCreatedAt"])
      .where("session.id", "=", viewer.sessionId)
      .executeTakeFirst(),
  ]);
  const done: Record<FirstStepId, boolean> = {
    profile: profile !== undefined,
    interests: plan.interests,
    shortlist: plan.shortlisted >= FIRST_STEPS_SHORTLIST,
    exams: plan.markedStep,
    aiMentor: asked,
    mentor: booked,
  };
  const newAccount =
    session !== undefined &&
    time(session.sessionCreatedAt) - time(session.userCreatedAt) < SIGN_UP_SESSION_MS &&
    now.getTime() - time(session.userCreatedAt) < NEW_ACCOUNT_MS;
  return {
    newAccount,
    steps: FIRST_STEPS.map((id) => ({ id, done: done[id] })),
  };
}
