import { sessionStore } from '@peworld/shared-ui';
import { makeTalentUser, mockApi, queryWrapper } from '@peworld/shared-ui/testing';
import { act, renderHook } from '@testing-library/react';
import { ownProfileCache } from '../../../testing/own-profile-cache';
import { useUpdatePortfolio } from './update-portfolio';

const entry = { status: 200, message: 'ok', data: { id: 9, project_name: 'Shop', images: [] } };

beforeEach(() => sessionStore.getState().login(makeTalentUser({ id_user: 11 })));

it('useUpdatePortfolio sends name and link as JSON and refreshes the profile', async () => {
  const api = mockApi({ 'PATCH /api/users-portfolio/:id': { body: entry } });
  const cache = ownProfileCache(11);
  const { result } = renderHook(() => useUpdatePortfolio(), {
    wrapper: queryWrapper(cache.client),
  });
  await act(() => result.current.mutateAsync({ id: 9, payload: { link_repository: '' } }));
  const [request] = api.requests('PATCH /api/users-portfolio/:id');
  expect(new URL(request!.url).pathname).toBe('/api/users-portfolio/9');
  expect(await request!.json()).toEqual({ link_repository: '' });
  expect(cache.stale().ownProfile).toBe(true);
});
