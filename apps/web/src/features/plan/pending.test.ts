import { describe, expect, it, vi } from "vitest";
import { ApiRequestError } from "../../lib/api-client.ts";
import { attempt } from "./pending.ts";

const NO_WAIT = [0, 0];

describe("saving what a visitor finished before signing in", () => {
  it("tries again after a server error or a lost connection, and forgets once saved", async () => {
    const save = vi
      .fn<() => Promise<unknown>>()
      .mockRejectedValueOnce(new ApiRequestError(500, "internal", "Something went wrong"))
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockResolvedValueOnce({});
    const forget = vi.fn();
    await expect(attempt(save, forget, NO_WAIT)).resolves.toBe(true);
    expect(save).toHaveBeenCalledTimes(3);
    expect(forget).toHaveBeenCalledOnce();
  });

  it("keeps it for the next page when every try fails", async () => {
    const save = vi.fn<() => Promise<unknown>>().mockRejectedValue(new ApiRequestError(503, "unavailable", "Busy"));
    const forget = vi.fn();
    await expect(attempt(save, forget, NO_WAIT)).resolves.toBe(false);
    expect(save).toHaveBeenCalledTimes(3);
    expect(forget).not.toHaveBeenCalled();
  });

  it("tries again after a 401 or a 429, and keeps the result if they last", async () => {
    const save = vi
      .fn<() => Promise<unknown>>()
      .mockRejectedValueOnce(new ApiRequestError(401, "unauthenticated", "Sign in first"))
      .mockResolvedValueOnce({});
    const forget = vi.fn();
    await expect(attempt(save, forget, NO_WAIT)).resolves.toBe(true);
    expect(save).toHaveBeenCalledTimes(2);

    const limited = vi.fn<() => Promise<unknown>>().mockRejectedValue(new ApiRequestError(429, "rate_limited", "Wait"));
    const kept = vi.fn();
    await expect(attempt(limited, kept, NO_WAIT)).resolves.toBe(false);
    expect(limited).toHaveBeenCalledTimes(3);
    expect(kept).not.toHaveBeenCalled();
  });

  it("forgets a refused save at once, without trying again", async () => {
    const save = vi.fn<() => Promise<unknown>>().mockRejectedValue(new ApiRequestError(400, "invalid", "Unknown item"));
    const forget = vi.fn();
    await expect(attempt(save, forget, NO_WAIT)).resolves.toBe(false);
    expect(save).toHaveBeenCalledOnce();
    expect(forget).toHaveBeenCalledOnce();
  });
});
