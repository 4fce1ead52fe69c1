import { sessionStore } from '@peworld/shared-ui';
import { makeTalentUser, mockApi, queryWrapper } from '@peworld/shared-ui/testing';
import { act, renderHook } from '@testing-library/react';
import { ownProfileCache } from '../../../testing/own-profile-cache';
import { useAddExperience } from './add-experience';

const experience = {
  company_name: 'Tokopedia',
  job_position: 'Engineer',
  day_in: '2024-01-01',
  day_out: null,
  description: null,
};
const saved = { body: { status: 200, message: 'ok', data: { id: 4, id_user: 11, ...experience } } };

beforeEach(() => sessionStore.getState().login(makeTalentUser({ id_user: 11 })));

it('useAddExperience posts the entry and refreshes the profile and lists', async () => {
  const api = mockApi({ 'POST /api/users-experiences': { status: 201, ...saved } });
  const cache = ownProfileCache(11);
  const { result } = renderHook(() => useAddExperience(), { wrapper: queryWrapper(cache.client) });
  await act(() => result.current.mutateAsync(experience));
  expect(await api.requests('POST /api/users-experiences')[0]!.json()).toEqual(experience);
  expect(cache.stale()).toEqual({
    ownProfile: true,
    otherProfile: false,
    lists: true,
    skills: false,
  });
});
