import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addExperience, type ExperiencePayload } from '../api/calls/add-experience';
import { deleteExperience } from '../api/calls/delete-experience';
import { updateExperience } from '../api/calls/update-experience';
import { invalidateOwnProfile } from './invalidate-own-profile';

/** POST /api/users-experiences for the logged-in talent. */
export function useAddExperience() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: ExperiencePayload) => addExperience(payload),
    onSuccess: () => invalidateOwnProfile(client),
  });
}

/** PATCH /api/users-experiences/:id. */
export function useUpdateExperience() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, payload }: { id: number; payload: Partial<ExperiencePayload> }) =>
      updateExperience(id, payload),
    onSuccess: () => invalidateOwnProfile(client),
  });
}

/** DELETE /api/users-experiences/:id. */
export function useDeleteExperience() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteExperience(id),
    onSuccess: () => invalidateOwnProfile(client),
  });
}
