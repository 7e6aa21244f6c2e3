import { describe, expect, it } from "vitest";
import { nextPathOf } from "./use-auth-success.ts";

describe("where sign-in goes next", () => {
  it("goes to a path on this site (a parent's invitation)", () => {
    expect(nextPathOf("/parent-invitations/abc")).toBe("/parent-invitations/abc");
  });

  it("never to another site, and to the dashboard without a next", () => {
    for (const next of ["//evil.example", "/\\evil.example", "https://evil.example/", "javascript:alert(1)", null]) {
      expect(nextPathOf(next)).toBe("/dashboard");
    }
  });
});
