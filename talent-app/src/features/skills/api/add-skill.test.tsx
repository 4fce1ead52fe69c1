import { sessionStore } from '@peworld/shared-ui';
import { makeTalentUser, mockApi, queryWrapper } from '@peworld/shared-ui/testing';
import { act, renderHook } from '@testing-library/react';
import { fieldFailure } from '../../../testing/fixtures';
import { ownProfileCache } from '../../../testing/own-profile-cache';
import { useAddSkill } from './add-skill';

beforeEach(() => sessionStore.getState().login(makeTalentUser({ id_user: 11 })));

it('posts the skill name and refreshes the profile, the lists and the suggestions', async () => {
  const api = mockApi({
    'POST /api/users-skills': {
      status: 201,
      body: { status: 201, message: 'Skil added!', data: { id: 3, id_user: 11, skill_name: 'Go' } },
    },
  });
  const cache = ownProfileCache(11);
  const { result } = renderHook(() => useAddSkill(), { wrapper: queryWrapper(cache.client) });
  const answer = await act(() => result.current.mutateAsync({ skill_name: 'Go' }));
  expect(answer.data.skill_name).toBe('Go');
  expect(await api.requests('POST /api/users-skills')[0]!.json()).toEqual({ skill_name: 'Go' });
  expect(cache.stale()).toEqual({
    ownProfile: true,
    otherProfile: false,
    lists: true,
    skills: true,
  });
});

it('rejects with the field error and refreshes nothing', async () => {
  mockApi({ 'POST /api/users-skills': fieldFailure(409, 'skill_name', 'Go is already listed') });
  const cache = ownProfileCache(11);
  const { result } = renderHook(() => useAddSkill(), { wrapper: queryWrapper(cache.client) });
  const failure = await act(() =>
    result.current.mutateAsync({ skill_name: 'Go' }).catch((error: unknown) => error),
  );
  expect(failure).toMatchObject({ status: 409, fields: { skill_name: 'Go is already listed' } });
  expect(cache.stale().ownProfile).toBe(false);
});
