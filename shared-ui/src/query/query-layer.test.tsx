import { renderHook, waitFor, act } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/api-error';
import { sessionStore } from '../session/session-store';
import { makeTalentUser } from '../testing/factories';
import { mockApi } from '../testing/mock-api';
import { createTestQueryClient } from '../testing/render';
import { clearCacheOnAccountChange, shouldRetryQuery } from './query-client';
import { QueryProvider } from './query-provider';
import { companyKeys, talentKeys } from './query-keys';
import { useCompany } from './use-company';
import { useSessionCheck } from './use-session-check';
import { useTalent, parseId } from './use-talent';

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

describe('company query', () => {
  it('asks for one company once, files it under its detail key and idles without an id', async () => {
    const api = mockApi({
      'GET /api/company/:id': { body: { status: 200, message: 'ok', result: company() } },
    });
    const client = createTestQueryClient();
    const idle = renderHook(() => useCompany(null), { wrapper: wrapperFor(client) });
    expect(idle.result.current.fetchStatus).toBe('idle');
    const { result } = renderHook(() => useCompany(21), { wrapper: wrapperFor(client) });
    await waitFor(() => expect(result.current.data?.result.name_company).toBe('PT Nusantara'));
    expect(api.requests('GET /api/company/:id').map((request) => request.url)).toEqual([
      'http://localhost/api/company/21',
    ]);
    expect(client.getQueryData(companyKeys.detail(21))).toMatchObject({
      result: { id_company: 21 },
    });
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
