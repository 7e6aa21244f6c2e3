import { afterEach, expect, vi } from "vitest";

// A test that logs an unexpected console.error fails: errors are asserted on, never just printed.
const consoleError = vi.spyOn(console, "error");

afterEach(() => {
  const calls = consoleError.mock.calls.map((args) => args.map(String).join(" "));
  consoleError.mockClear();
  expect(calls, "console.error during the test").toEqual([]);
});
