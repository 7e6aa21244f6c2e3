import type { SchoolClassInput, SchoolRequestInput, Share } from "@disha/shared";
import { schoolsApi } from "@disha/shared/api";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { fetchApi, urlOf } from "../../../lib/api-client.ts";
import { apiKey, apiQuery } from "../../../lib/api-query.ts";

export const mySchoolsQuery = () => queryOptions(apiQuery(schoolsApi.mySchools));
export const classStudentsQuery = (schoolId: string, classId: string) =>
  queryOptions(apiQuery(schoolsApi.classStudents, { params: { id: schoolId, classId } }));
export const classFiguresQuery = (schoolId: string, classId: string) =>
  queryOptions(apiQuery(schoolsApi.classFigures, { params: { id: schoolId, classId } }));
export const mySchoolQuery = () => queryOptions(apiQuery(schoolsApi.mySchool));

export function useRequestSchool() {
  return useMutation({ mutationFn: (body: SchoolRequestInput) => fetchApi(schoolsApi.request, { body }) });
}

export function useMySchools() {
  return useQuery(mySchoolsQuery());
}

/** After a change to a counsellor's schools or classes: their list again. */
function useRefreshSchools() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: apiKey(schoolsApi.mySchools) });
}

export function useCreateSchool() {
  const refresh = useRefreshSchools();
  return useMutation({
    mutationFn: (name: string) => fetchApi(schoolsApi.createSchool, { body: { name } }),
    onSuccess: refresh,
  });
}

export function useCreateClass(schoolId: string) {
  const refresh = useRefreshSchools();
  return useMutation({
    mutationFn: (body: SchoolClassInput) => fetchApi(schoolsApi.createClass, { params: { id: schoolId }, body }),
    onSuccess: refresh,
  });
}

export function useRotateJoinCode(schoolId: string) {
  const refresh = useRefreshSchools();
  return useMutation({
    mutationFn: (classId: string) => fetchApi(schoolsApi.rotateJoinCode, { params: { id: schoolId, classId } }),
    onSuccess: refresh,
  });
}

export function useClassStudents(schoolId: string, classId: string) {
  return useQuery(classStudentsQuery(schoolId, classId));
}

export function useClassFigures(schoolId: string, classId: string) {
  return useQuery(classFiguresQuery(schoolId, classId));
}

export function classCsvUrl(schoolId: string, classId: string): string {
  return urlOf(schoolsApi.classStudentsCsv, { params: { id: schoolId, classId } });
}

export function useWriteNote(schoolId: string, classId: string) {
  return useMutation({
    mutationFn: ({ studentId, body }: { studentId: string; body: string }) =>
      fetchApi(schoolsApi.writeNote, { params: { id: schoolId, classId, studentId }, body: { body } }),
  });
}

/** Takes a student out of the class: the class's table, figures and the school's counts are read again. */
export function useRemoveStudent(schoolId: string, classId: string) {
  const queryClient = useQueryClient();
  const refresh = useRefreshSchools();
  return useMutation({
    mutationFn: (studentId: string) =>
      fetchApi(schoolsApi.removeStudent, { params: { id: schoolId, classId, studentId } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: classStudentsQuery(schoolId, classId).queryKey });
      await queryClient.invalidateQueries({ queryKey: classFiguresQuery(schoolId, classId).queryKey });
      await refresh();
    },
  });
}

export function useMySchool() {
  return useQuery(mySchoolQuery());
}

export function usePreviewCode() {
  return useMutation({ mutationFn: (code: string) => fetchApi(schoolsApi.previewCode, { params: { code } }) });
}

/** Joining, changing what is shared and leaving: each answers with the membership, kept as the query's data. */
export function useMembershipChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (
      change: { kind: "join"; code: string; share: Share } | { kind: "share"; share: Share } | { kind: "leave" },
    ) => {
      if (change.kind === "join")
        return fetchApi(schoolsApi.join, { body: { code: change.code, share: change.share } });
      if (change.kind === "share") return fetchApi(schoolsApi.changeSharing, { body: { share: change.share } });
      return fetchApi(schoolsApi.leave).then(() => ({ membership: null, removed: null }));
    },
    onSuccess: (answer) => queryClient.setQueryData(mySchoolQuery().queryKey, answer),
  });
}
