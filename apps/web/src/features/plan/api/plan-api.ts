import type { CareerSummary, Page } from "@disha/content/knowledge/api";
import type {
  InterestProfilerResponse,
  InterestsResponse,
  PathProgress,
  PlanResponse,
  ProgressStatus,
  RecommendationsResponse,
  ShortlistItem,
  ShortlistResponse,
  StepStatus,
} from "@disha/shared/plan";
import { type QueryClient, keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { saveInterests } from "./plan-requests.ts";

// Every answer here is the signed-in student's own: the server reads who it is from the session.
export const planKeys = {
  all: ["plan"] as const,
  overview: ["plan", "overview"] as const,
  interests: ["plan", "interests"] as const,
  recommendations: (search: string) => ["plan", "recommendations", search] as const,
  shortlist: ["plan", "shortlist"] as const,
  progress: (pathId: string) => ["plan", "progress", pathId] as const,
  markStep: (pathId: string) => ["plan", "mark-step", pathId] as const,
  profiler: ["interest-profiler"] as const,
  careersForCode: (code: string) => ["interest-profiler", "careers", code] as const,
};

const me = (path: string) => `/api/me/${path}`;

export function usePlan() {
  return useQuery({ queryKey: planKeys.overview, queryFn: () => api.get<PlanResponse>(me("plan")), staleTime: 0 });
}

export function useProfilerItems() {
  return useQuery({
    queryKey: planKeys.profiler,
    queryFn: () => api.get<InterestProfilerResponse>("/api/interest-profiler"),
    staleTime: Infinity,
  });
}

export function useInterests(enabled: boolean) {
  return useQuery({
    queryKey: planKeys.interests,
    queryFn: () => api.get<InterestsResponse>(me("interests")),
    enabled,
  });
}

/** Everything that a new result, profile or quiz result changes: recommendations, the plan, the history. */
export async function refreshPlan(queryClient: QueryClient) {
  await queryClient.invalidateQueries({ queryKey: planKeys.all });
}

export function useSaveInterests() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveInterests, onSuccess: () => refreshPlan(queryClient) });
}

/** `search` is the API's query string: `stream=science&family=design&vocational=true&limit=20`. */
export function useRecommendations(search: string, enabled = true) {
  return useQuery({
    queryKey: planKeys.recommendations(search),
    queryFn: () => api.get<RecommendationsResponse>(`${me("recommendations")}?${search}`),
    // the list stays on screen while a filter or "Show more" loads, so it does not collapse and jump
    placeholderData: keepPreviousData,
    staleTime: 0,
    enabled,
  });
}

/** For a visitor who is not signed in: the careers sharing the strongest type, to rank in the browser. */
export function useCareersForCode(code: string) {
  const strongest = code.charAt(0);
  return useQuery({
    queryKey: planKeys.careersForCode(strongest),
    queryFn: () => api.get<Page<CareerSummary>>(`/api/careers?riasec=${strongest}&pageSize=100`),
    enabled: strongest !== "",
    staleTime: Infinity,
  });
}

export function useShortlist(enabled = true) {
  return useQuery({
    queryKey: planKeys.shortlist,
    queryFn: async () => (await api.get<ShortlistResponse>(me("shortlist"))).shortlist,
    enabled,
  });
}

const shortlistPath = (slug: string) => me(`shortlist/${encodeURIComponent(slug)}`);

export function useSaveCareer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ slug, note }: { slug: string; note?: string | null }) =>
      api.put<ShortlistItem>(shortlistPath(slug), note === undefined ? {} : { note }),
    onSuccess: (saved) =>
      queryClient.setQueryData<ShortlistItem[]>(planKeys.shortlist, (list) =>
        list ? [...list.filter((item) => item.slug !== saved.slug), saved] : list,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: planKeys.all }),
  });
}

export function useRemoveCareer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (slug: string) => api.delete<null>(shortlistPath(slug)),
    onSuccess: (_answer, slug) =>
      queryClient.setQueryData<ShortlistItem[]>(planKeys.shortlist, (list) =>
        list?.filter((item) => item.slug !== slug),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: planKeys.all }),
  });
}

export function usePathProgress(pathId: string, enabled: boolean) {
  return useQuery({
    queryKey: planKeys.progress(pathId),
    queryFn: () => api.get<PathProgress>(me(`progress/${encodeURIComponent(pathId)}`)),
    enabled,
  });
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
  const key = planKeys.progress(pathId);
  const mutationKey = planKeys.markStep(pathId);
  const mutation = useMutation({
    mutationKey,
    mutationFn: ({ stepId, status }: { stepId: string; status: ProgressStatus; before: PathProgress | undefined }) =>
      api.put<PathProgress>(me(`progress/${encodeURIComponent(pathId)}/${encodeURIComponent(stepId)}`), { status }),
    onMutate: () => queryClient.cancelQueries({ queryKey: key }),
    onError: (_error, { before }) => {
      if (before) queryClient.setQueryData(key, before);
    },
    onSuccess: (answer) => {
      // an earlier answer would undo a later mark still on its way; the last answer reconciles
      if (queryClient.isMutating({ mutationKey }) === 1) queryClient.setQueryData(key, answer);
    },
    onSettled: async (_answer, error) => {
      if (queryClient.isMutating({ mutationKey }) > 1) return;
      await Promise.all([
        // after a refusal, the server's own view replaces whatever the page guessed
        error ? queryClient.invalidateQueries({ queryKey: key }) : null,
        queryClient.invalidateQueries({ queryKey: planKeys.overview }),
        queryClient.invalidateQueries({ queryKey: planKeys.shortlist }),
      ]);
    },
  });
  return {
    failed: mutation.isError,
    mark: (stepId: string, status: ProgressStatus) => {
      const before = queryClient.getQueryData<PathProgress>(key);
      if (before) queryClient.setQueryData(key, withMark(before, steps, stepId, status));
      mutation.mutate({ stepId, status, before });
    },
  };
}
