import { sessionStore } from '@peworld/shared-ui';
import { makeTalentUser, mockApi, queryWrapper } from '@peworld/shared-ui/testing';
import { act, renderHook } from '@testing-library/react';
import { ownProfileCache } from '../../../testing/own-profile-cache';
import { useDeleteSkill } from './delete-skill';

it('deletes the skill by id and refreshes the profile, the lists and the suggestions', async () => {
  sessionStore.getState().login(makeTalentUser({ id_user: 11 }));
  const api = mockApi({ 'DELETE /api/users-skills/:id': { body: { status: 200, message: 'ok' } } });
  const cache = ownProfileCache(11);
  const { result } = renderHook(() => useDeleteSkill(), { wrapper: queryWrapper(cache.client) });
  await act(() => result.current.mutateAsync(5));
  expect(new URL(api.requests('DELETE /api/users-skills/:id')[0]!.url).pathname).toBe(
    '/api/users-skills/5',
  );
  expect(cache.stale()).toEqual({
    ownProfile: true,
    otherProfile: false,
    lists: true,
    skills: true,
  });
});
