import type { ProfileResponse } from "@disha/shared";
import { profileMessages } from "./service.ts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../testing/test-server.ts";
import { TestClient } from "../../testing/test-client.ts";

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(async () => {
  await context.close();
});

const answers = {
  name: "Asha Verma",
  dob: "2010-05-14",
  gender: "female",
  location: "Pune",
  mobileNumber: "9876543210",
  school: "Kendriya Vidyalaya, Pune",
  study: "9-10",
  previousClassPercentage: "87.5",
  favouriteSubject: "Mathematics",
  nonFavouriteSubject: "History",
  achievements: "District chess champion",
  aspiration: "Data scientist",
  hobbies: "Chess, sketching",
  strength: "Patient problem solver",
  weakness: "Public speaking",
  socialMedia: "1-3",
  movie: "mystry",
  book: "literary-historical",
  higherEducation: "abroad",
  referrenceCounsellor: "Mrs. Iyer",
};

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

async function signedIn() {
  const client = new TestClient(context);
  const user = await client.signUp();
  return { client, user };
}

describe("GET /api/profile/:userId", () => {
  it("is 401 without a session", async () => {
    const { user } = await signedIn();
    const response = await new TestClient(context).get<ErrorBody>(`/api/profile/${user.id}`);
    expect(response.status).toBe(401);
    expect(response.body.error.code).toBe("unauthenticated");
  });

  it("is 404 for the owner before a profile is submitted, then 200 with every field", async () => {
    const { client, user } = await signedIn();
    expect((await client.get(`/api/profile/${user.id}`)).status).toBe(404);

    expect((await client.post("/api/profile", answers)).status).toBe(201);
    const response = await client.get<ProfileResponse>(`/api/profile/${user.id}`);
    expect(response.status).toBe(200);
    expect(response.body.user).toEqual({
      ...answers,
      mobileNumber: "+919876543210",
      stream: null,
      state: null,
      schoolClass: null,
      userId: user.id,
      email: user.email,
      createdAt: expect.any(String) as string,
    });
  });

  it("is 403 for someone else's profile, whether or not it exists", async () => {
    const owner = await signedIn();
    expect((await owner.client.post("/api/profile", answers)).status).toBe(201);
    const other = await signedIn();
    const response = await other.client.get<ErrorBody>(`/api/profile/${owner.user.id}`);
    expect(response.status).toBe(403);
    expect(response.body.error.code).toBe("forbidden");
    expect(JSON.stringify(response.body)).not.toContain(answers.mobileNumber);
    expect((await other.client.get(`/api/profile/no-such-user`)).status).toBe(403);
  });
});

describe("POST /api/profile", () => {
  it("is 401 without a session and stores nothing", async () => {
    const countProfiles = async () => (await context.deps.db.selectFrom("profile").select("userId").execute()).length;
    const before = await countProfiles();
    const response = await new TestClient(context).post<ErrorBody>("/api/profile", answers);
    expect(response.status).toBe(401);
    expect(response.body.error.code).toBe("unauthenticated");
    expect(await countProfiles()).toBe(before);
  });

  it("takes the user id and e-mail from the session, never the body, and answers 201 with the stored profile", async () => {
    const { client, user } = await signedIn();
    const response = await client.post<ProfileResponse>("/api/profile", {
      ...answers,
      mobileNumber: "+91 98765 43210",
      userId: user.id,
      email: "someone.else@example.in",
    });
    expect(response.status).toBe(201);
    expect(response.body.user).toMatchObject({
      userId: user.id,
      email: user.email,
      mobileNumber: "+919876543210",
      weakness: "Public speaking",
    });
    const row = await context.deps.db
      .selectFrom("profile")
      .selectAll()
      .where("userId", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(row.email).toBe(user.email);
    expect(row.weakness).toBe("Public speaking");
  });

  it("stores unanswered optional questions as null", async () => {
    const { client, user } = await signedIn();
    const {
      nonFavouriteSubject: _a,
      achievements: _b,
      strength: _c,
      weakness: _d,
      socialMedia: _e,
      movie: _f,
      book: _g,
      referrenceCounsellor: _h,
      ...required
    } = answers;
    const response = await client.post<ProfileResponse>("/api/profile", { ...required, movie: "", weakness: "  " });
    expect(response.status).toBe(201);
    const stored = (await client.get<ProfileResponse>(`/api/profile/${user.id}`)).body.user;
    expect(stored).toMatchObject({
      movie: null,
      weakness: null,
      book: null,
      referrenceCounsellor: null,
      hobbies: answers.hobbies,
    });
  });

  it("keeps the exact class beside the range, and refuses a class outside the range chosen", async () => {
    const { client, user } = await signedIn();
    const outside = await client.post<ErrorBody>("/api/profile", { ...answers, study: "9-10", schoolClass: "12" });
    expect(outside.status).toBe(400);
    expect(outside.body.error.fields?.schoolClass).toBe("This class is not in the range you chose above.");
    expect((await client.get(`/api/profile/${user.id}`)).status).toBe(404);
    const stored = await client.post<ProfileResponse>("/api/profile", { ...answers, study: "9-10", schoolClass: "9" });
    expect(stored.status).toBe(201);
    expect(stored.body.user).toMatchObject({ study: "9-10", schoolClass: "9" });
  });

  it.each(["userId", "clerkUserId"])(
    "refuses a body whose %s names another user with 403 and stores nothing",
    async (key) => {
      const victim = await signedIn();
      const { client, user } = await signedIn();
      const response = await client.post<ErrorBody>("/api/profile", { ...answers, [key]: victim.user.id });
      expect(response.status).toBe(403);
      expect(response.body.error.message).toBe("You can only submit your own profile.");
      expect((await client.get(`/api/profile/${user.id}`)).status).toBe(404);
      expect((await victim.client.get(`/api/profile/${victim.user.id}`)).status).toBe(404);
    },
  );

  it("answers 409 to a second submission and leaves the first profile unchanged", async () => {
    const { client, user } = await signedIn();
    const first = await client.post<ProfileResponse>("/api/profile", answers);
    expect(first.status).toBe(201);
    const second = await client.post<ErrorBody>("/api/profile", {
      ...answers,
      name: "Changed Name",
      weakness: "Changed",
    });
    expect(second.status).toBe(409);
    expect(second.body.error).toEqual({ code: "conflict", message: "You have already submitted your profile." });
    const stored = await client.get<ProfileResponse>(`/api/profile/${user.id}`);
    expect(stored.body.user).toEqual(first.body.user);
  });

  it("lists every missing required answer with the form's message", async () => {
    const { client } = await signedIn();
    const response = await client.post<ErrorBody>("/api/profile", {});
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe("validation_failed");
    expect(response.body.error.fields).toEqual({
      name: "Full name is required",
      dob: "Date of birth is required",
      gender: "Gender is required",
      location: "Location is required",
      mobileNumber: "Mobile Number is required",
      school: "School name is required",
      study: "Study Details is required",
      previousClassPercentage: "Percentage is required",
      favouriteSubject: "Favourite Subject Name is required",
      aspiration: "Aspiration is required",
      hobbies: "Hobbies/Interest name is required",
      higherEducation: "Higher Education Data is Required",
    });
  });

  it.each([
    ["dob", "2010-02-30", profileMessages.dobInvalid],
    ["dob", "14/05/2010", profileMessages.dobInvalid],
    ["dob", "2999-01-01", profileMessages.dobFuture],
    ["previousClassPercentage", "100.5", profileMessages.previousClassPercentageInvalid],
    ["previousClassPercentage", "-3", profileMessages.previousClassPercentageInvalid],
    ["previousClassPercentage", "eighty", profileMessages.previousClassPercentageInvalid],
    ["mobileNumber", "98765", profileMessages.mobileNumberInvalid],
    ["mobileNumber", "+44 98765 43210", profileMessages.mobileNumberInvalid],
    ["mobileNumber", "98765432101", profileMessages.mobileNumberInvalid],
    ["mobileNumber", "1234567890", profileMessages.mobileNumberInvalid],
    ["gender", "robot", "Choose one of: male, female, other"],
    ["study", "12", "Choose one of: <8, 9-10, 11-12"],
    ["socialMedia", "24", "Choose one of: 1-3, 3-5, 5-8, >8"],
    ["movie", "mystery", expect.stringMatching(/^Choose one of: action, .*mystry/) as string],
    ["book", "comics", expect.stringMatching(/^Choose one of: fictional, /) as string],
    ["higherEducation", "mars", "Choose one of: india, abroad, others"],
  ])("refuses %s %j with a field message and stores nothing", async (field, value, message) => {
    const { client, user } = await signedIn();
    const response = await client.post<ErrorBody>("/api/profile", { ...answers, [field]: value });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual({ [field]: message });
    expect((await client.get(`/api/profile/${user.id}`)).status).toBe(404);
  });

  it("accepts the edges: 0 and 100 percent, a +91 number, a birthday of today", async () => {
    const today = new Date().toISOString().slice(0, 10);
    for (const [percentage, mobile] of [
      ["0", "+919876543210"],
      ["100", "98765-43210"],
    ] as const) {
      const { client } = await signedIn();
      const response = await client.post<ProfileResponse>("/api/profile", {
        ...answers,
        previousClassPercentage: percentage,
        mobileNumber: mobile,
        dob: today,
      });
      expect(response.status).toBe(201);
      expect(response.body.user.previousClassPercentage).toBe(percentage);
    }
  });

  it("stores a mobile number typed in any of six usual forms as +919876543210, and a percentage with or without %", async () => {
    const forms = ["9876543210", "+91 98765 43210", "+919876543210", "098765 43210", "91-98765-43210", "98765-43210"];
    const stored = [];
    for (const [index, mobileNumber] of forms.entries()) {
      const { client, user } = await signedIn();
      const percentage = index % 2 === 0 ? "78%" : "78";
      expect(
        (await client.post("/api/profile", { ...answers, mobileNumber, previousClassPercentage: percentage })).status,
      ).toBe(201);
      const { body } = await client.get<ProfileResponse>(`/api/profile/${user.id}`);
      stored.push([body.user.mobileNumber, body.user.previousClassPercentage]);
    }
    expect(stored).toEqual(forms.map(() => ["+919876543210", "78"]));
  });

  it("answers 400 to a body that is not JSON", async () => {
    const { client } = await signedIn();
    const response = await client.request<ErrorBody>("POST", "/api/profile", "{not json", {
      headers: { "content-type": "application/json" },
    });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe("invalid_json");
  });
});

describe("PUT /api/profile", () => {
  it("is 401 without a session", async () => {
    const response = await new TestClient(context).request<ErrorBody>("PUT", "/api/profile", answers);
    expect(response.status).toBe(401);
  });

  it("is 404 before a first submission and creates nothing", async () => {
    const { client, user } = await signedIn();
    const response = await client.request<ErrorBody>("PUT", "/api/profile", answers);
    expect(response.status).toBe(404);
    expect(response.body.error.message).toBe("No profile yet.");
    expect((await client.get(`/api/profile/${user.id}`)).status).toBe(404);
  });

  it("changes every answer, clears an optional one left empty, and keeps who it belongs to and when it was made", async () => {
    const { client, user } = await signedIn();
    const first = await client.post<ProfileResponse>("/api/profile", answers);
    const { achievements: _achievements, ...withoutAchievements } = answers;
    const edited = await client.request<ProfileResponse>("PUT", "/api/profile", {
      ...withoutAchievements,
      study: "11-12",
      stream: "commerce",
      aspiration: "Chartered accountant",
      favouriteSubject: "Accountancy",
      weakness: "",
      email: "someone.else@example.in",
    });
    expect(edited.status).toBe(200);
    expect(edited.body.user).toEqual({
      ...first.body.user,
      study: "11-12",
      stream: "commerce",
      aspiration: "Chartered accountant",
      favouriteSubject: "Accountancy",
      achievements: null,
      weakness: null,
    });
    expect((await client.get<ProfileResponse>(`/api/profile/${user.id}`)).body.user).toEqual(edited.body.user);
  });

  it("checks the answers with the same rules as the first submission and changes nothing on a bad one", async () => {
    const { client, user } = await signedIn();
    const first = await client.post<ProfileResponse>("/api/profile", answers);
    const response = await client.request<ErrorBody>("PUT", "/api/profile", {
      ...answers,
      name: "",
      stream: "maths",
      previousClassPercentage: "101",
    });
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toEqual({
      name: "Full name is required",
      stream: "Choose one of: science, commerce, arts",
      previousClassPercentage: profileMessages.previousClassPercentageInvalid,
    });
    expect((await client.get<ProfileResponse>(`/api/profile/${user.id}`)).body.user).toEqual(first.body.user);
  });

  it("refuses a body that names another user with 403", async () => {
    const victim = await signedIn();
    const { client } = await signedIn();
    await client.post("/api/profile", answers);
    const response = await client.request<ErrorBody>("PUT", "/api/profile", { ...answers, userId: victim.user.id });
    expect(response.status).toBe(403);
  });
});
