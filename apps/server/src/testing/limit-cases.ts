import { addDays, istDate } from "@disha/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BOOKINGS_PER_HOUR } from "../features/bookings/routes.ts";
import {
  CHANGE_PASSWORD_LIMIT_PER_ACCOUNT,
  SIGN_UP_LIMIT_PER_ADDRESS,
  UPDATE_USER_LIMIT_PER_ACCOUNT,
} from "../features/auth/routes.ts";
import { FREE_FAILURES_PER_ACCOUNT, FREE_FAILURES_PER_ADDRESS } from "../features/auth/service.ts";
import { SUPPORT_MESSAGES_PER_IP } from "../features/support/routes.ts";
import { REGISTRATIONS_PER_ADDRESS_PER_HOUR } from "../features/workshops/routes.ts";
import { TestClient, uniqueAddress, uniqueEmail } from "./test-client.ts";
import { createTestContext, type TestContext } from "./test-server.ts";

/** Every limit on a costly write, against the limiter store the overrides select (memory or Redis). */
export function describeLimits(store: string, overrides: Record<string, string> = {}) {
  describe(`limits on costly writes (${store})`, () => {
    let context: TestContext;
    beforeAll(async () => {
      context = await createTestContext(overrides);
    });
    afterAll(async () => {
      await context.close();
    });

    const expectLimited = (response: { status: number; headers: Headers; body: unknown }) => {
      expect(response.status).toBe(429);
      expect(response.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(response.body).toMatchObject({ error: { code: "rate_limited" } });
    };

    it("sign-up: a few dozen accounts per address an hour", async () => {
      const address = uniqueAddress();
      for (let index = 0; index < SIGN_UP_LIMIT_PER_ADDRESS; index++) {
        const response = await new TestClient(context, address).post("/api/auth/sign-up/email", {
          name: "Lab Student",
          email: uniqueEmail("lab"),
          password: "correct-horse-1",
        });
        expect(response.status).toBe(200);
      }
      expectLimited(
        await new TestClient(context, address).post("/api/auth/sign-up/email", {
          name: "One More",
          email: uniqueEmail(),
          password: "correct-horse-1",
        }),
      );
      expect(
        (
          await new TestClient(context).post("/api/auth/sign-up/email", {
            name: "Elsewhere",
            email: uniqueEmail(),
            password: "correct-horse-1",
          })
        ).status,
      ).toBe(200);
    }, 60_000);

    it("sign-in: wrong passwords slow down the guesser's address, never lock the owner out", async () => {
      const owner = await new TestClient(context).signUp();
      const guesser = uniqueAddress();
      const guess = () =>
        new TestClient(context, guesser).post("/api/auth/sign-in/email", {
          email: owner.email,
          password: "wrong-guess-1",
        });
      for (let attempt = 0; attempt < FREE_FAILURES_PER_ADDRESS; attempt++) expect((await guess()).status).toBe(401);
      expectLimited(await guess());
      // the owner, on their own device, signs in at once
      const ownDevice = new TestClient(context);
      expect(
        (await ownDevice.post("/api/auth/sign-in/email", { email: owner.email, password: owner.password })).status,
      ).toBe(200);
    });

    it("sign-in: many addresses guessing one account delay it by a minute at most, and a success clears it", async () => {
      const owner = await new TestClient(context).signUp();
      for (let attempt = 0; attempt < FREE_FAILURES_PER_ACCOUNT; attempt++) {
        const response = await new TestClient(context).post("/api/auth/sign-in/email", {
          email: owner.email,
          password: "wrong-guess-1",
        });
        expect(response.status).toBe(401);
      }
      const delayed = await new TestClient(context).post("/api/auth/sign-in/email", {
        email: owner.email,
        password: owner.password,
      });
      expectLimited(delayed);
      expect(Number(delayed.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    });

    it("change-password: a few tries per account", async () => {
      const client = new TestClient(context);
      await client.signUp();
      for (let attempt = 0; attempt < CHANGE_PASSWORD_LIMIT_PER_ACCOUNT; attempt++) {
        const response = await client.post("/api/auth/change-password", {
          currentPassword: "not-it-at-all",
          newPassword: "another-horse-2",
        });
        expect(response.status).toBe(400);
      }
      expectLimited(
        await client.post("/api/auth/change-password", {
          currentPassword: "not-it-at-all",
          newPassword: "another-horse-2",
        }),
      );
    });

    it("update-user: a bounded number of changes per account", async () => {
      const client = new TestClient(context);
      await client.signUp();
      for (let attempt = 0; attempt < UPDATE_USER_LIMIT_PER_ACCOUNT; attempt++) {
        expect(
          (await client.post("/api/auth/update-user", { name: `Name ${String.fromCharCode(97 + attempt)}` })).status,
        ).toBe(200);
      }
      expectLimited(await client.post("/api/auth/update-user", { name: "Too Many" }));
    });

    it("support messages: five per address in ten minutes", async () => {
      const address = uniqueAddress();
      const message = {
        name: "Asha",
        email: uniqueEmail("help"),
        phone: "9876543210",
        message: "How do I book a mentor session?",
      };
      for (let attempt = 0; attempt < SUPPORT_MESSAGES_PER_IP; attempt++) {
        expect((await new TestClient(context, address).post("/api/support-messages", message)).status).toBe(201);
      }
      expectLimited(await new TestClient(context, address).post("/api/support-messages", message));
    });

    it("workshop registrations: a few per visitor's address an hour", async () => {
      const address = uniqueAddress();
      const register = () =>
        new TestClient(context, address).post("/api/workshops/career-fundamentals/registrations", {
          name: "Visitor",
          phoneNumber: "9876543210",
          gender: "FEMALE",
          email: uniqueEmail("visitor"),
          subject: "Arts",
        });
      for (let attempt = 0; attempt < REGISTRATIONS_PER_ADDRESS_PER_HOUR; attempt++)
        expect((await register()).status).toBe(201);
      expectLimited(await register());
    });

    it("bookings: a bounded number of booking attempts per account an hour", async () => {
      const client = new TestClient(context);
      await client.signUp();
      const mentors = (await client.get<{ _id: string }[]>("/api/mentors")).body;
      const date = addDays(istDate(new Date()), 3);
      for (let attempt = 0; attempt < BOOKINGS_PER_HOUR; attempt++) {
        // each attempt asks for the same taken-by-itself slot after the first: still an attempt
        const response = await client.post("/api/book", {
          mentorId: mentors[attempt % mentors.length]!._id,
          date,
          time: "15:00",
        });
        expect([201, 409]).toContain(response.status);
      }
      expectLimited(await client.post("/api/book", { mentorId: mentors[0]!._id, date, time: "16:00" }));
    });
  });
}
