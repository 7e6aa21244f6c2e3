import { describe, expect, it } from "vitest";
import { normaliseIndianMobile } from "./phone.ts";
import { ProfileSchema } from "./profile.ts";
import { SupportMessageSchema } from "./support.ts";
import { WorkshopRegistrationSchema } from "./workshops-schemas.ts";

const USUAL_FORMS = [
  "9876543210",
  "+91 98765 43210",
  "+919876543210",
  "098765 43210",
  "91-98765-43210",
  "98765-43210",
  " 98765 43210 ",
];

const fieldMessage = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);

describe("an Indian mobile number", () => {
  it.each(USUAL_FORMS)("%j is stored as +919876543210", (typed) => {
    expect(normaliseIndianMobile(typed)).toBe("+919876543210");
  });

  it.each(["98765", "98765432101", "+44 98765 43210", "1234567890", "98765x43210", "call me", "+91 12345 67890"])(
    "%j is not one",
    (typed) => {
      expect(normaliseIndianMobile(typed)).toBeNull();
    },
  );

  it("is stored alike by the workshop form, whatever form it is typed in", () => {
    const registration = { name: "Asha Verma", gender: "FEMALE", email: "asha@example.com", subject: "Science" };
    const stored = USUAL_FORMS.map(
      (phoneNumber) => WorkshopRegistrationSchema.parse({ ...registration, phoneNumber }).phoneNumber,
    );
    expect(new Set(stored)).toEqual(new Set(["+919876543210"]));
  });

  it("is refused with the field's own message", () => {
    const registration = { name: "Asha Verma", gender: "FEMALE", email: "asha@example.com", subject: "Science" };
    expect(fieldMessage(WorkshopRegistrationSchema.safeParse({ ...registration, phoneNumber: "98765 4321" }))).toEqual([
      "phoneNumber: validation.workshops.phoneInvalid",
    ]);
    expect(fieldMessage(WorkshopRegistrationSchema.safeParse({ ...registration, phoneNumber: " " }))).toEqual([
      "phoneNumber: validation.workshops.phoneRequired",
    ]);
    const message = { name: "Asha Verma", email: "asha@example.com", message: "Hello" };
    expect(fieldMessage(SupportMessageSchema.safeParse({ ...message, phone: "call me" }))).toEqual([
      "phone: validation.support.phoneInvalid",
    ]);
    expect(SupportMessageSchema.parse({ ...message, phone: "098765 43210" }).phone).toBe("+919876543210");
  });
});

describe("a percentage", () => {
  const field = ProfileSchema.shape.previousClassPercentage;

  it.each([
    ["78", "78"],
    ["78%", "78"],
    ["87.5 %", "87.5"],
    ["100%", "100"],
  ])("%j is accepted as %j", (typed, stored) => {
    expect(field.parse(typed)).toBe(stored);
  });

  it.each(["101%", "%", "78%%", "eighty"])("%j is refused", (typed) => {
    expect(fieldMessage(field.safeParse(typed))).toEqual([": validation.profile.previousClassPercentageInvalid"]);
  });

  it("left empty, is asked for once", () => {
    expect(fieldMessage(field.safeParse(" "))).toEqual([": validation.profile.previousClassPercentage"]);
  });
});
