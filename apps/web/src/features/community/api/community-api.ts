import type { AnswerInput, ModerationActionInput, PostKind, QuestionInput, ReportInput } from "@disha/shared";
import { communityApi } from "@disha/shared/api";
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { fetchApi } from "../../../lib/api-client.ts";
import { apiKey, apiQuery } from "../../../lib/api-query.ts";

export interface QuestionFilters {
  tag?: string | undefined;
  query?: string | undefined;
  page: number;
}

export function useQuestions(filters: QuestionFilters) {
  return useQuery({
    ...apiQuery(communityApi.questions, { query: filters }),
    placeholderData: keepPreviousData,
  });
}

export const useCommunityTags = () =>
  useQuery(queryOptions({ ...apiQuery(communityApi.tags), staleTime: Number.POSITIVE_INFINITY }));

export function useSuggestions(query: string) {
  return useQuery({
    ...apiQuery(communityApi.suggestions, { query: { query } }),
    enabled: query.trim().length >= 3,
    placeholderData: keepPreviousData,
  });
}

export const useQuestion = (id: string) => useQuery(apiQuery(communityApi.question, { params: { id } }));

function useRefresh() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: apiKey(communityApi.questions) }),
      client.invalidateQueries({ queryKey: apiKey(communityApi.question) }),
      client.invalidateQueries({ queryKey: apiKey(communityApi.queue) }),
      client.invalidateQueries({ queryKey: apiKey(communityApi.log) }),
    ]);
}

export function useAsk() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: QuestionInput) => fetchApi(communityApi.ask, { body }),
    onSuccess: refresh,
  });
}

export function useAnswer(questionId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: AnswerInput) => fetchApi(communityApi.answer, { params: { id: questionId }, body }),
    onSuccess: refresh,
  });
}

export function useAccept(questionId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (answerId: string) => fetchApi(communityApi.accept, { params: { id: questionId, answerId } }),
    onSuccess: refresh,
  });
}

export function useMarkHelpful() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (answerId: string) => fetchApi(communityApi.markHelpful, { params: { id: answerId } }),
    onSuccess: refresh,
  });
}

export function useReport() {
  return useMutation({ mutationFn: (body: ReportInput) => fetchApi(communityApi.report, { body }) });
}

export const useModerationQueue = () => useQuery(apiQuery(communityApi.queue));
export const useModerationLog = () => useQuery(apiQuery(communityApi.log));

export function useModerate() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ kind, id, body }: { kind: PostKind; id: string; body: ModerationActionInput }) =>
      fetchApi(communityApi.act, { params: { kind, id }, body }),
    onSuccess: refresh,
  });
}

export const useCommunityNotices = () => useQuery(apiQuery(communityApi.notices));
