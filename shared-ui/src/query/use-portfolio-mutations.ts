import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addPortfolio } from '../api/calls/add-portfolio';
import { deletePortfolio } from '../api/calls/delete-portfolio';
import { invalidateOwnProfile } from './invalidate-own-profile';

/**
 * POST /api/users-portfolio (multipart). For an upload with a progress bar use the XHR
 * upload helper instead and call `invalidateOwnProfile(queryClient)` when it finishes.
 */
export function useAddPortfolio() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => addPortfolio(form),
    onSuccess: () => invalidateOwnProfile(client),
  });
}

/** DELETE /api/users-portfolio/:id. */
export function useDeletePortfolio() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deletePortfolio(id),
    onSuccess: () => invalidateOwnProfile(client),
  });
}
