import { sessionStore } from '@peworld/shared-ui';
import { makeTalentUser, mockApi, queryWrapper } from '@peworld/shared-ui/testing';
import { act, renderHook } from '@testing-library/react';
import { ownProfileCache } from '../../../testing/own-profile-cache';
import { useDeletePortfolio } from './delete-portfolio';

beforeEach(() => sessionStore.getState().login(makeTalentUser({ id_user: 11 })));

it('useDeletePortfolio deletes the entry and refreshes the profile', async () => {
  const api = mockApi({
    'DELETE /api/users-portfolio/:id': { body: { status: 200, message: 'ok' } },
  });
  const cache = ownProfileCache(11);
  const { result } = renderHook(() => useDeletePortfolio(), {
    wrapper: queryWrapper(cache.client),
  });
  await act(() => result.current.mutateAsync(9));
  expect(api.requests('DELETE /api/users-portfolio/:id')).toHaveLength(1);
  expect(cache.stale()).toMatchObject({ ownProfile: true, otherProfile: false });
});
