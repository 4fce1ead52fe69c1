import { sessionStore } from '@peworld/shared-ui';
import { makeTalentUser, mockApi, queryWrapper } from '@peworld/shared-ui/testing';
import { act, renderHook } from '@testing-library/react';
import { fieldFailure } from '../../../testing/fixtures';
import { ownProfileCache } from '../../../testing/own-profile-cache';
import { useUpdateExperience } from './update-experience';

const saved = {
  body: { status: 200, message: 'ok', data: { id: 4, id_user: 11, company_name: 'Tokopedia' } },
};

beforeEach(() => sessionStore.getState().login(makeTalentUser({ id_user: 11 })));

it('useUpdateExperience sends only the changed fields to the entry', async () => {
  const api = mockApi({ 'PATCH /api/users-experiences/:id': saved });
  const cache = ownProfileCache(11);
  const { result } = renderHook(() => useUpdateExperience(), {
    wrapper: queryWrapper(cache.client),
  });
  await act(() => result.current.mutateAsync({ id: 4, payload: { day_out: '2025-06-30' } }));
  const [request] = api.requests('PATCH /api/users-experiences/:id');
  expect(new URL(request!.url).pathname).toBe('/api/users-experiences/4');
  expect(await request!.json()).toEqual({ day_out: '2025-06-30' });
  expect(cache.stale().ownProfile).toBe(true);
});

it('useUpdateExperience rejects with the field error and refreshes nothing', async () => {
  mockApi({
    'PATCH /api/users-experiences/:id': fieldFailure(400, 'day_out', 'End date is before start'),
  });
  const cache = ownProfileCache(11);
  const { result } = renderHook(() => useUpdateExperience(), {
    wrapper: queryWrapper(cache.client),
  });
  const failure = await act(() =>
    result.current
      .mutateAsync({ id: 4, payload: { day_out: '2020-01-01' } })
      .catch((error: unknown) => error),
  );
  expect(failure).toMatchObject({ status: 400, fields: { day_out: 'End date is before start' } });
  expect(cache.stale().ownProfile).toBe(false);
});
