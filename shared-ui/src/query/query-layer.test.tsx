import { renderHook, waitFor, act } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/api-error';
import { sessionStore } from '../session/session-store';
import { makeRecruiterUser, makeTalentUser } from '../testing/factories';
import { mockApi } from '../testing/mock-api';
import { createTestQueryClient } from '../testing/render';
import { clearCacheOnAccountChange, shouldRetryQuery } from './query-client';
import { QueryProvider } from './query-provider';
import { companyKeys, talentKeys } from './query-keys';
import { useCompany } from './use-company';
import { useSessionCheck } from './use-session-check';
import { useAddSkill } from './use-skill-mutations';
import { useTalent, parseId } from './use-talent';
import { useTalentList } from './use-talent-list';
import { useUpdateCompany } from './use-update-company';

const page = (data: unknown[] = [], total = data.length) => ({
  status: 200,
  message: 'ok',
  data,
  pagination: { page: 1, limit: 2, total, totalPages: Math.ceil(total / 2) },
});

function wrapperFor(client: QueryClient) {
  return function Wrapper({ children }: { children: ReactNode }) {
    return <QueryProvider client={client}>{children}</QueryProvider>;
  };
}

const company = (overrides: Record<string, unknown> = {}) => ({
  id_company: 21,
  name: 'Dewi Lestari',
  name_company: 'PT Nusantara',
  field_company: 'Software',
  category: 'Tech',
  city: 'Jakarta',
  address: null,
  description: null,
  email: null,
  instagram: null,
  phone: null,
  linkedin: null,
  img_company: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  ...overrides,
});

describe('talent queries', () => {
  it('asks once for the same list from two components and leaves blank params out', async () => {
    const api = mockApi({ 'GET /api/users': { body: page([{ id_user: 1 }]) } });
    const client = createTestQueryClient();
    const wrapper = wrapperFor(client);
    const first = renderHook(() => useTalentList({ search: 'java', employment_type: '' }), {
      wrapper,
    });
    const second = renderHook(() => useTalentList({ search: 'java' }), { wrapper });
    await waitFor(() => expect(first.result.current.isSuccess).toBe(true));
    await waitFor(() => expect(second.result.current.isSuccess).toBe(true));
    expect(api.requests('GET /api/users')).toHaveLength(1);
    const url = new URL(api.requests('GET /api/users')[0]!.url);
    expect(url.searchParams.get('search')).toBe('java');
    expect(url.searchParams.has('employment_type')).toBe(false);
  });

  it('cancels the request of a search that was replaced before it answered', async () => {
    const signals: AbortSignal[] = [];
    mockApi({
      'GET /api/users': (request, _params, url) => {
        signals.push(request.signal);
        const delay = url.searchParams.get('search') === 'jav' ? 200 : 0;
        return new Promise((resolve) => setTimeout(() => resolve({ body: page() }), delay));
      },
    });
    const client = createTestQueryClient();
    const { result, rerender } = renderHook(({ search }) => useTalentList({ search }), {
      wrapper: wrapperFor(client),
      initialProps: { search: 'jav' },
    });
    rerender({ search: 'java' });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(signals).toHaveLength(2);
    // The spy received the Request ky built: its signal follows the query's AbortController.
    expect(signals[0]!.aborted).toBe(true);
    expect(signals[1]!.aborted).toBe(false);
  });

  it('does not call the API for a malformed id', () => {
    const api = mockApi({});
    expect(parseId('12')).toBe(12);
    expect(parseId('abc')).toBeNull();
    expect(parseId('0')).toBeNull();
    expect(parseId('1e3')).toBeNull();
    expect(parseId('99999999999999999999')).toBeNull();
    const { result } = renderHook(() => useTalent(parseId('x1')), {
      wrapper: wrapperFor(createTestQueryClient()),
    });
    expect(result.current.fetchStatus).toBe('idle');
    expect(api.spy).not.toHaveBeenCalled();
  });
});

describe('mutations invalidate what they change', () => {
  it('company update: caches the answer, refetches lists and puts the new logo in the session', async () => {
    sessionStore.getState().login(makeRecruiterUser({ id_user: 21, id_company: 21 }));
    const api = mockApi({
      'GET /api/company': { body: { status: 200, message: 'ok', result: [], pagination: {} } },
      'GET /api/company/:id': { body: { status: 200, message: 'ok', result: company() } },
      'PATCH /api/company/:id': {
        body: {
          status: 200,
          message: 'updated',
          result: company({ name_company: 'PT Baru', img_company: 'logo.webp' }),
        },
      },
    });
    const client = createTestQueryClient();
    const wrapper = wrapperFor(client);
    const detail = renderHook(() => useCompany(21), { wrapper });
    // Reading data here subscribes to it (TanStack re-renders only for props a test has read).
    await waitFor(() =>
      expect(detail.result.current.data?.result.name_company).toBe('PT Nusantara'),
    );
    await client.prefetchQuery({
      queryKey: companyKeys.list({}),
      queryFn: () => ({ result: [] }),
    });
    const mutation = renderHook(() => useUpdateCompany(21), { wrapper });
    await act(() => mutation.result.current.mutateAsync({ name_company: 'PT Baru' }));

    await waitFor(() => expect(detail.result.current.data?.result.name_company).toBe('PT Baru'));
    // Answered from the PATCH itself: no second GET of the company.
    expect(api.requests('GET /api/company/:id')).toHaveLength(1);
    expect(client.getQueryState(companyKeys.list({}))?.isInvalidated).toBe(true);
    expect(sessionStore.getState().user).toMatchObject({ name: 'PT Baru', image: 'logo.webp' });
    expect(api.requests('PATCH /api/company/:id')).toHaveLength(1);
  });

  it('adding a skill refetches the talent’s own profile and the lists', async () => {
    sessionStore.getState().login(makeTalentUser({ id_user: 11 }));
    mockApi({
      'POST /api/users-skills': {
        status: 201,
        body: { status: 201, message: 'Skil added!', data: {} },
      },
    });
    const client = createTestQueryClient();
    client.setQueryData(talentKeys.detail(11), { data: {} });
    client.setQueryData(talentKeys.detail(12), { data: {} });
    client.setQueryData(talentKeys.list({ search: 'go' }), { data: [] });
    const { result } = renderHook(() => useAddSkill(), { wrapper: wrapperFor(client) });
    await act(() => result.current.mutateAsync({ skill_name: 'Go' }));
    expect(client.getQueryState(talentKeys.detail(11))?.isInvalidated).toBe(true);
    expect(client.getQueryState(talentKeys.detail(12))?.isInvalidated).toBe(false);
    expect(client.getQueryState(talentKeys.list({ search: 'go' }))?.isInvalidated).toBe(true);
  });
});

describe('one cache per account', () => {
  it('forgets every cached answer when the account changes', () => {
    const client = createTestQueryClient();
    const stop = clearCacheOnAccountChange(client);
    sessionStore.getState().login(makeTalentUser({ id_user: 11 }));
    client.setQueryData(talentKeys.detail(11), { data: {} });
    sessionStore.getState().login(makeTalentUser({ id_user: 11, name: 'Renamed' }));
    expect(client.getQueryData(talentKeys.detail(11))).toBeDefined();
    sessionStore.getState().clear();
    expect(client.getQueryData(talentKeys.detail(11))).toBeUndefined();
    stop();
  });

  it('retries only what may be transient', () => {
    expect(shouldRetryQuery(0, new ApiError(0, 'offline'))).toBe(true);
    expect(shouldRetryQuery(0, new ApiError(503, 'busy'))).toBe(true);
    expect(shouldRetryQuery(1, new ApiError(503, 'busy'))).toBe(false);
    expect(shouldRetryQuery(0, new ApiError(404, 'missing'))).toBe(false);
    expect(shouldRetryQuery(0, new Error('bug'))).toBe(false);
  });
});

describe('useSessionCheck', () => {
  const me = (user: unknown) => ({ body: { status: 200, message: 'ok', result: { user } } });

  it('asks nothing without a stored login', () => {
    const api = mockApi({});
    renderHook(() => useSessionCheck(), { wrapper: wrapperFor(createTestQueryClient()) });
    expect(api.spy).not.toHaveBeenCalled();
  });

  it('clears a stored login the server no longer knows (401)', async () => {
    sessionStore.getState().login(makeTalentUser());
    mockApi({
      'GET /api/auth/me': { status: 401, body: { status: 401, message: 'Please log in' } },
    });
    renderHook(() => useSessionCheck(), { wrapper: wrapperFor(createTestQueryClient()) });
    await waitFor(() => expect(sessionStore.getState().user).toBeNull());
  });

  it('keeps the login but refreshes name and picture changed elsewhere', async () => {
    const stored = makeTalentUser({ name: 'Old Name' });
    sessionStore.getState().login(stored);
    mockApi({ 'GET /api/auth/me': me({ ...stored, name: 'New Name', image: 'p.webp' }) });
    renderHook(() => useSessionCheck(), { wrapper: wrapperFor(createTestQueryClient()) });
    await waitFor(() => expect(sessionStore.getState().user?.name).toBe('New Name'));
    expect(sessionStore.getState().user?.image).toBe('p.webp');
  });

  it('asks again when the tab regains focus', async () => {
    sessionStore.getState().login(makeTalentUser());
    const api = mockApi({ 'GET /api/auth/me': me(makeTalentUser()) });
    renderHook(() => useSessionCheck(), { wrapper: wrapperFor(createTestQueryClient()) });
    await waitFor(() => expect(api.requests('GET /api/auth/me')).toHaveLength(1));
    const { focusManager } = await import('@tanstack/react-query');
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    await waitFor(() => expect(api.requests('GET /api/auth/me')).toHaveLength(2));
    focusManager.setFocused(undefined);
  });
});
