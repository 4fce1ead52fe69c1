import { companyKeys, sessionStore, useCompany } from '@peworld/shared-ui';
import {
  createTestQueryClient,
  makeRecruiterUser,
  mockApi,
  queryWrapper,
} from '@peworld/shared-ui/testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import { company } from '../../../testing/fixtures';
import { useUpdateCompany } from './update-company';

const answer = (result: unknown) => ({ body: { status: 200, message: 'ok', result } });

describe('useUpdateCompany', () => {
  it('sends the changed fields, caches the answer, refetches lists and updates the session', async () => {
    sessionStore.getState().login(makeRecruiterUser({ id_user: 21, id_company: 21 }));
    const api = mockApi({
      'GET /api/company/:id': answer(company()),
      'PATCH /api/company/:id': answer(company({ name_company: 'PT Baru', img_company: 'l.webp' })),
    });
    const client = createTestQueryClient();
    const wrapper = queryWrapper(client);
    const detail = renderHook(() => useCompany(21), { wrapper });
    await waitFor(() =>
      expect(detail.result.current.data?.result.name_company).toBe('PT Nusantara Digital Solusi'),
    );
    client.setQueryData([...companyKeys.lists(), { company: 'pt' }], { result: [] });

    const mutation = renderHook(() => useUpdateCompany(21), { wrapper });
    await act(() => mutation.result.current.mutateAsync({ name_company: 'PT Baru' }));

    await waitFor(() => expect(detail.result.current.data?.result.name_company).toBe('PT Baru'));
    // Answered from the PATCH itself: no second GET of the company.
    expect(api.requests('GET /api/company/:id')).toHaveLength(1);
    const sent = api.requests('PATCH /api/company/:id')[0]!;
    expect(new URL(sent.url).pathname).toBe('/api/company/21');
    expect(await sent.json()).toEqual({ name_company: 'PT Baru' });
    expect(client.getQueryState([...companyKeys.lists(), { company: 'pt' }])?.isInvalidated).toBe(
      true,
    );
    expect(sessionStore.getState().user).toMatchObject({ name: 'PT Baru', image: 'l.webp' });
  });

  it('leaves cache and session alone when the server refuses', async () => {
    sessionStore.getState().login(makeRecruiterUser({ id_user: 21, id_company: 21, name: 'Old' }));
    mockApi({
      'PATCH /api/company/:id': {
        status: 403,
        body: { status: 403, message: 'You can only edit your own company' },
      },
    });
    const client = createTestQueryClient();
    client.setQueryData(companyKeys.detail(21), answer(company()).body);
    const { result } = renderHook(() => useUpdateCompany(21), { wrapper: queryWrapper(client) });
    const failure = await act(() =>
      result.current.mutateAsync({ city: 'Bandung' }).catch((error: unknown) => error),
    );
    expect(failure).toMatchObject({ status: 403, message: 'You can only edit your own company' });
    expect(client.getQueryData(companyKeys.detail(21))).toEqual(answer(company()).body);
    expect(sessionStore.getState().user?.name).toBe('Old');
  });
});
