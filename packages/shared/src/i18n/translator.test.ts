import { describe, expect, it } from "vitest";
import { SignUpSchema } from "../auth.ts";
import { fieldErrors } from "../errors.ts";
import { VALUE_END, VALUE_START, createTranslator, englishMessage, messageRef, splitTags, t } from "./index.ts";

describe("the translator", () => {
  it("reads namespaced keys, puts values in and picks the plural form by count", () => {
    expect(t("auth.signIn.heading")).toBe("Welcome back");
    expect(t("dashboard.home.welcome", { name: "Asha" })).toBe("Welcome back, Asha!");
    expect(t("workshops.seatsLeft", { count: 1 })).toBe("1 seat left");
    expect(t("workshops.seatsLeft", { count: 12 })).toBe("12 seats left");
  });

  it("answers a missing key with the key, so a gap shows instead of vanishing", () => {
    expect(createTranslator().t("common.noSuchMessage")).toBe("common.noSuchMessage");
  });

  it("makes the pseudo-locale from English: accented, bracketed, values marked", () => {
    const pseudo = createTranslator("en-XA");
    expect(pseudo.t("common.nav.signIn")).toBe("[Šîĝñ îñ]");
    expect(pseudo.t("dashboard.home.welcome", { name: "Asha" })).toBe(
      `[Ŵéļçöɱé ƀåçķ, ${VALUE_START}Asha${VALUE_END}!]`,
    );
  });

  it("splits a message into text and the tagged parts a component renders", () => {
    expect(splitTags(t("auth.signIn.footer"))).toEqual(["New to Disha? ", { tag: "link", text: "Sign up" }]);
  });
});

describe("schema messages", () => {
  it("are catalog keys with their values, and read as English for the API", () => {
    expect(messageRef("validation.tooLong", { max: 100 })).toBe("validation.tooLong?max=100");
    expect(englishMessage("validation.tooLong?max=100")).toBe("Please keep this under 100 characters");
    expect(englishMessage("Any other words stay as they are.")).toBe("Any other words stay as they are.");
  });

  it("fieldErrors gives the API's English field messages", () => {
    const parsed = SignUpSchema.safeParse({ name: "", email: "asha@", password: "short" });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(fieldErrors(parsed.error, englishMessage)).toEqual({
      name: "Full name is required",
      email: "Enter a valid email address",
      password: "Password must be at least 8 characters",
    });
  });
});
