import { answerOf, api, useMutation, useQueryClient, type ApiBody } from '@peworld/shared-ui';
import { invalidateOwnProfile } from '../../../api/invalidate-own-profile';

/** school, degree, field_of_study (or null), start_year, end_year (null = still studying). */
export type EducationPayload = ApiBody<'post', '/api/users-educations'>;

/** POST /api/users-educations for the logged-in talent. */
export function addEducation(payload: EducationPayload) {
  return answerOf(api.POST('/api/users-educations', { body: payload }));
}

/** PATCH /api/users-educations/{id}. */
export function updateEducation(id: number, payload: EducationPayload) {
  return answerOf(
    api.PATCH('/api/users-educations/{id}', { params: { path: { id } }, body: payload }),
  );
}

/** DELETE /api/users-educations/{id}. */
export function deleteEducation(id: number) {
  return answerOf(api.DELETE('/api/users-educations/{id}', { params: { path: { id } } }));
}

/** Add or change (with an id) one entry; the own profile refetches. */
export function useSaveEducation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, payload }: { id: number | null; payload: EducationPayload }) =>
      id === null ? addEducation(payload) : updateEducation(id, payload),
    onSuccess: () => invalidateOwnProfile(client),
  });
}

export function useDeleteEducation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteEducation,
    onSuccess: () => invalidateOwnProfile(client),
  });
}
