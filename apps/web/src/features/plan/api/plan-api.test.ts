import { planApi } from "@disha/shared/api";
import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import { apiKey } from "../../../lib/api-query.ts";
import { refreshPlan } from "./plan-api.ts";

describe("refreshPlan", () => {
  it("asks again for a plan whose first read left before the change, and shows the new answer", async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const answers: ((code: string) => void)[] = [];
    const observer = new QueryObserver<string>(queryClient, {
      queryKey: apiKey(planApi.overview),
      queryFn: () => new Promise<string>((resolve) => answers.push(resolve)),
    });
    const unsubscribe = observer.subscribe(() => {});
    expect(answers).toHaveLength(1);

    // the result is saved while the first read is on its way; that read then answers from before it
    const refreshed = refreshPlan(queryClient);
    answers[0]!("none");
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    answers[1]!("IRS");
    await refreshed;
    expect(observer.getCurrentResult().data).toBe("IRS");
    unsubscribe();
    queryClient.clear();
  });
});
