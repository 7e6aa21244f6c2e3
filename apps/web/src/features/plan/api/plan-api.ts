import type { ShortlistItem } from "@disha/shared/plan";
import type { PathProgress, ProgressStatus, StepStatus } from "@disha/shared/plan";
import { type QueryOf, knowledgeApi, planApi } from "@disha/shared/api";
import {
  type QueryClient,
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { useCallback } from "react";
import { fetchApi, urlOf } from "../../../lib/api-client.ts";
import { apiKey, apiQuery } from "../../../lib/api-query.ts";
import { useSession } from "../../../lib/auth/use-session.ts";
import {
  QUEUED,
  type QueuedChange,
  onQueuedChangesSent,
  sendOrQueue,
  useQueuedChanges,
} from "../../../lib/offline/change-queue.ts";
import { queryClient as appQueryClient } from "../../../lib/query-client.ts";
import { saveInterests } from "./plan-requests.ts";

// Every /api/me answer here is the signed-in student's own: the server reads who it is from the session.
export const planQuery = () => queryOptions({ ...apiQuery(planApi.overview), staleTime: 0 });
export const profilerItemsQuery = () => queryOptions({ ...apiQuery(planApi.profiler), staleTime: Infinity });
export const interestsQuery = () => queryOptions(apiQuery(planApi.interests));
/** `query` is what the API takes: `{ stream: "science", family: "design", vocational: "true", limit: 20 }`. */
export const recommendationsQuery = (query: QueryOf<typeof planApi.recommendations>) =>
  queryOptions({
    ...apiQuery(planApi.recommendations, { query }),
    // the list stays on screen while a filter or "Show more" loads, so it does not collapse and jump
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
export const shortlistQuery = () =>
  queryOptions({
    queryKey: apiKey(planApi.shortlist),
    queryFn: async () => (await fetchApi(planApi.shortlist)).shortlist,
  });
export const pathProgressQuery = (pathId: string) => queryOptions(apiQuery(planApi.progress, { params: { pathId } }));

export function usePlan() {
  return useQuery(planQuery());
}

export function useProfilerItems() {
  return useQuery(profilerItemsQuery());
}

export function useInterests(enabled: boolean) {
  return useQuery({ ...interestsQuery(), enabled });
}

/** Everything that a new result, profile or quiz result changes: every answer about the student's plan. */
export async function refreshPlan(queryClient: QueryClient) {
  const changed = [planApi.overview, planApi.interests, planApi.recommendations, planApi.shortlist, planApi.progress];
  await Promise.all(
    changed.map(async (endpoint) => {
      const queryKey = apiKey(endpoint);
      // a read on its way may have left before the change (the dashboard's first read of the plan while
      // a result kept from before sign-up is saved): an invalidation would wait for it and keep its old
      // answer, so it is cancelled and asked again
      await queryClient.cancelQueries({ queryKey });
      await queryClient.invalidateQueries({ queryKey });
    }),
  );
}

export function useSaveInterests() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveInterests, onSuccess: () => refreshPlan(queryClient) });
}

export function useRecommendations(query: QueryOf<typeof planApi.recommendations>, enabled = true) {
  return useQuery({ ...recommendationsQuery(query), enabled });
}

/** For a visitor who is not signed in: the careers sharing the strongest type, to rank in the browser. */
export function useCareersForCode(code: string) {
  const strongest = code.charAt(0);
  return useQuery({
    ...apiQuery(knowledgeApi.careers, { query: { riasec: strongest, pageSize: 100 } }),
    enabled: strongest !== "",
    staleTime: Infinity,
  });
}

export function useShortlist(enabled = true) {
  return useQuery({ ...shortlistQuery(), enabled });
}

// changes made offline reach the server later: the plan's answers are read again then
onQueuedChangesSent(() => void refreshPlan(appQueryClient));

/** The signed-in student's id, for a change that may wait offline (the server still reads it from the session). */
function useStudentId(): string {
  return useSession().user?.id ?? "";
}

// Shortlist and progress changes work offline: sent at once when possible, else kept and sent once the
// connection is back (lib/offline/change-queue.ts), so React Query must not hold them back itself.
const offlineCapable = { networkMode: "always" } as const;

export function useSaveCareer() {
  const queryClient = useQueryClient();
  const studentId = useStudentId();
  return useMutation({
    ...offlineCapable,
    mutationFn: ({ slug, note }: { slug: string; note?: string | null }) =>
      sendOrQueue(studentId, planApi.saveCareer, {
        params: { careerSlug: slug },
        body: note === undefined ? {} : { note },
      }),
    onSuccess: (saved) => {
      // a queued save shows as saved from the queue (save-career-button.tsx) until it is sent
      if (saved === QUEUED) return;
      queryClient.setQueryData<ShortlistItem[]>(shortlistQuery().queryKey, (list) =>
        list ? [...list.filter((item) => item.slug !== saved.slug), saved] : list,
      );
    },
    onSettled: () => refreshPlan(queryClient),
  });
}

export function useRemoveCareer() {
  const queryClient = useQueryClient();
  const studentId = useStudentId();
  return useMutation({
    ...offlineCapable,
    mutationFn: (slug: string) => sendOrQueue(studentId, planApi.removeCareer, { params: { careerSlug: slug } }),
    onSuccess: (_answer, slug) =>
      queryClient.setQueryData<ShortlistItem[]>(shortlistQuery().queryKey, (list) =>
        list?.filter((item) => item.slug !== slug),
      ),
    onSettled: () => refreshPlan(queryClient),
  });
}

/**
 * The student's progress on a path, with the marks still waiting for the connection applied: after an
 * offline reload the page shows them as made, as it did before.
 */
export function usePathProgress(pathId: string, steps: readonly ProgressStep[], enabled: boolean) {
  const queued = useQueuedChanges();
  const select = useCallback(
    (progress: PathProgress) => withQueuedMarks(progress, pathId, steps, queued),
    [pathId, steps, queued],
  );
  return useQuery({ ...pathProgressQuery(pathId), enabled, select });
}

export function withQueuedMarks(
  progress: PathProgress,
  pathId: string,
  steps: readonly ProgressStep[],
  queued: readonly QueuedChange[],
): PathProgress {
  const stepsUrl = `${urlOf(planApi.progress, { params: { pathId } })}/`;
  return queued.reduce((marked, change) => {
    const status = (change.body as { status?: ProgressStatus } | undefined)?.status;
    if (!change.url.startsWith(stepsUrl) || status === undefined) return marked;
    return withMark(marked, steps, decodeURIComponent(change.url.slice(stepsUrl.length)), status);
  }, progress);
}

/** A step of a path as the page shows it; its order is the path's. */
export interface ProgressStep {
  id: string;
  title: string;
}

/** The progress once one step's mark changes, worked out as the server does: (done + skipped) / steps. */
export function withMark(
  progress: PathProgress,
  steps: readonly ProgressStep[],
  stepId: string,
  status: ProgressStatus,
): PathProgress {
  const marks: Record<string, StepStatus> = { ...progress.steps };
  if (status === "none") delete marks[stepId];
  else marks[stepId] = status;
  const count = (wanted: StepStatus) => Object.values(marks).filter((mark) => mark === wanted).length;
  const done = count("done");
  const skipped = count("skipped");
  const total = progress.total;
  const next = steps.find((step) => marks[step.id] !== "done" && marks[step.id] !== "skipped");
  return {
    ...progress,
    steps: marks,
    done,
    skipped,
    inProgress: count("in_progress"),
    percent: total === 0 ? 0 : Math.floor((100 * (done + skipped)) / total),
    nextStep: next ? { id: next.id, title: { en: next.title } } : null,
  };
}

/**
 * Marks a step: the page shows the new mark at once (in the same event, so the radio never flickers
 * back), puts the old one back if the server refuses, and takes the server's answer as the truth once
 * the last of a quick series of marks is answered.
 */
export function useMarkStep(pathId: string, steps: readonly ProgressStep[]) {
  const queryClient = useQueryClient();
  const studentId = useStudentId();
  const key = pathProgressQuery(pathId).queryKey;
  const mutationKey = [planApi.markStep.path, pathId];
  const mutation = useMutation({
    ...offlineCapable,
    mutationKey,
    // offline, the mark the page already shows stands until the queued change is sent
    mutationFn: async ({
      stepId,
      status,
    }: {
      stepId: string;
      status: ProgressStatus;
      before: PathProgress | undefined;
    }) => {
      const answer = await sendOrQueue(studentId, planApi.markStep, { params: { pathId, stepId }, body: { status } });
      return answer === QUEUED ? queryClient.getQueryData(key) : answer;
    },
    onMutate: () => queryClient.cancelQueries({ queryKey: key }),
    onError: (_error, { before }) => {
      if (before) queryClient.setQueryData(key, before);
    },
    onSuccess: (answer) => {
      // an earlier answer would undo a later mark still on its way; the last answer reconciles
      if (answer && queryClient.isMutating({ mutationKey }) === 1) queryClient.setQueryData(key, answer);
    },
    onSettled: async (_answer, error) => {
      if (queryClient.isMutating({ mutationKey }) > 1) return;
      await Promise.all([
        // after a refusal, the server's own view replaces whatever the page guessed
        error ? queryClient.invalidateQueries({ queryKey: key }) : null,
        queryClient.invalidateQueries({ queryKey: apiKey(planApi.overview) }),
        queryClient.invalidateQueries({ queryKey: apiKey(planApi.shortlist) }),
      ]);
    },
  });
  return {
    failed: mutation.isError,
    mark: (stepId: string, status: ProgressStatus) => {
      const before = queryClient.getQueryData(key);
      if (before) queryClient.setQueryData(key, withMark(before, steps, stepId, status));
      mutation.mutate({ stepId, status, before });
    },
  };
}
