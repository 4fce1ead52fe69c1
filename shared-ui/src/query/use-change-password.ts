import { useMutation } from '@tanstack/react-query';
import { changePassword, type ChangePasswordPayload } from '../api/calls/change-password';

/** PATCH /api/auth/password; nothing cached depends on it. */
export function useChangePassword() {
  return useMutation({ mutationFn: (payload: ChangePasswordPayload) => changePassword(payload) });
}
