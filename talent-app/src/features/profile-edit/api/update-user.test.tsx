import { sessionKeys, sessionStore, talentKeys } from '@peworld/shared-ui';
import {
  createTestQueryClient,
  makeTalentUser,
  mockApi,
  queryWrapper,
} from '@peworld/shared-ui/testing';
import { act, renderHook } from '@testing-library/react';
import { fieldFailure, makeProfile, profileAnswer } from '../../../testing/fixtures';
import { useUpdateUser } from './update-user';

it('patches the fields, caches the answer as the profile and renames the stored login', async () => {
  sessionStore.getState().login(makeTalentUser({ id_user: 11, name: 'Old Name' }));
  const updated = makeProfile({ id_user: 11, full_name: 'New Name' });
  const api = mockApi({ 'PATCH /api/users/:id': profileAnswer(updated) });
  const client = createTestQueryClient();
  client.setQueryData([...talentKeys.lists(), {}], { data: [] });
  client.setQueryData(sessionKeys.me(), { result: {} });
  const { result } = renderHook(() => useUpdateUser(11), { wrapper: queryWrapper(client) });
  await act(() => result.current.mutateAsync({ full_name: 'New Name', domicile: '' }));

  const [request] = api.requests('PATCH /api/users/:id');
  expect(new URL(request!.url).pathname).toBe('/api/users/11');
  expect(await request!.json()).toEqual({ full_name: 'New Name', domicile: '' });
  expect(client.getQueryData(talentKeys.detail(11))).toMatchObject({
    data: { full_name: 'New Name' },
  });
  expect(client.getQueryState([...talentKeys.lists(), {}])?.isInvalidated).toBe(true);
  expect(client.getQueryState(sessionKeys.me())?.isInvalidated).toBe(true);
  expect(sessionStore.getState().user?.name).toBe('New Name');
});

it('keeps the cache and the stored login when the server refuses a field', async () => {
  sessionStore.getState().login(makeTalentUser({ id_user: 11, name: 'Old Name' }));
  mockApi({ 'PATCH /api/users/:id': fieldFailure(400, 'full_name', 'Name is too long') });
  const client = createTestQueryClient();
  const { result } = renderHook(() => useUpdateUser(11), { wrapper: queryWrapper(client) });
  const failure = await act(() =>
    result.current.mutateAsync({ full_name: 'x'.repeat(300) }).catch((error: unknown) => error),
  );
  expect(failure).toMatchObject({ status: 400, fields: { full_name: 'Name is too long' } });
  expect(client.getQueryData(talentKeys.detail(11))).toBeUndefined();
  expect(sessionStore.getState().user?.name).toBe('Old Name');
});
