import { sessionStore } from '@peworld/shared-ui';
import { makeTalentUser, mockApi, queryWrapper } from '@peworld/shared-ui/testing';
import { act, renderHook } from '@testing-library/react';
import { ownProfileCache } from '../../../testing/own-profile-cache';
import { useDeleteExperience } from './delete-experience';

beforeEach(() => sessionStore.getState().login(makeTalentUser({ id_user: 11 })));

it('useDeleteExperience deletes the entry by id and refreshes the profile', async () => {
  const api = mockApi({
    'DELETE /api/users-experiences/:id': { body: { status: 200, message: 'ok' } },
  });
  const cache = ownProfileCache(11);
  const { result } = renderHook(() => useDeleteExperience(), {
    wrapper: queryWrapper(cache.client),
  });
  await act(() => result.current.mutateAsync(4));
  expect(new URL(api.requests('DELETE /api/users-experiences/:id')[0]!.url).pathname).toBe(
    '/api/users-experiences/4',
  );
  expect(cache.stale()).toMatchObject({ ownProfile: true, lists: true });
});
