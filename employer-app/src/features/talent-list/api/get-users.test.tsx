import { talentKeys } from '@peworld/shared-ui';
import { createTestQueryClient, mockApi, queryWrapper } from '@peworld/shared-ui/testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import { listAnswer, talentCard } from '../../../testing/fixtures';
import { talentListKeys, useInfiniteTalentList, useTalentList } from './get-users';

const query = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

describe('useTalentList', () => {
  it('asks once for the same list from two components and leaves blank params out', async () => {
    const api = mockApi({ 'GET /api/users': listAnswer([talentCard()]) });
    const wrapper = queryWrapper();
    const first = renderHook(() => useTalentList({ search: 'java', employment_type: '' }), {
      wrapper,
    });
    const second = renderHook(() => useTalentList({ search: 'java' }), { wrapper });
    await waitFor(() => expect(first.result.current.data?.data).toHaveLength(1));
    await waitFor(() => expect(second.result.current.isSuccess).toBe(true));
    expect(api.requests('GET /api/users')).toHaveLength(1);
    expect(query(api.requests('GET /api/users')[0]!)).toEqual({ search: 'java' });
  });

  it('cancels the request of a search that was replaced before it answered', async () => {
    const signals: AbortSignal[] = [];
    mockApi({
      'GET /api/users': (request, _params, url) => {
        signals.push(request.signal);
        const delay = url.searchParams.get('search') === 'jav' ? 200 : 0;
        return new Promise((resolve) => setTimeout(() => resolve(listAnswer([])), delay));
      },
    });
    const { result, rerender } = renderHook(({ search }) => useTalentList({ search }), {
      wrapper: queryWrapper(),
      initialProps: { search: 'jav' },
    });
    rerender({ search: 'java' });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(signals).toHaveLength(2);
    expect(signals[0]!.aborted).toBe(true);
    expect(signals[1]!.aborted).toBe(false);
  });

  it('keeps the previous page on screen while the next one loads', async () => {
    let release: () => void = () => undefined;
    mockApi({
      'GET /api/users': (_request, _params, url) => {
        const page = Number(url.searchParams.get('page'));
        const answer = listAnswer([talentCard({ id_user: page })], { page, total: 4 });
        if (page === 1) return answer;
        return new Promise((resolve) => (release = () => resolve(answer)));
      },
    });
    const { result, rerender } = renderHook(({ page }) => useTalentList({ page, limit: 2 }), {
      wrapper: queryWrapper(),
      initialProps: { page: 1 },
    });
    await waitFor(() => expect(result.current.data?.data[0]?.id_user).toBe(1));
    rerender({ page: 2 });
    await waitFor(() => expect(result.current.isPlaceholderData).toBe(true));
    expect(result.current.data?.data[0]?.id_user).toBe(1);
    act(() => release());
    await waitFor(() => expect(result.current.data?.data[0]?.id_user).toBe(2));
  });

  it('files its pages under the shared talent lists, which a profile change refreshes', async () => {
    mockApi({ 'GET /api/users': listAnswer([]) });
    const client = createTestQueryClient();
    const { result } = renderHook(() => useTalentList({ search: 'go' }), {
      wrapper: queryWrapper(client),
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    await act(() =>
      client.invalidateQueries({ queryKey: talentKeys.lists(), refetchType: 'none' }),
    );
    expect(client.getQueryState(talentListKeys.page({ search: 'go' }))?.isInvalidated).toBe(true);
  });
});

describe('useInfiniteTalentList', () => {
  it('loads the next page on demand and stops after the last one', async () => {
    const api = mockApi({
      'GET /api/users': (_request, _params, url) => {
        const page = Number(url.searchParams.get('page'));
        return listAnswer([talentCard({ id_user: page })], { page, limit: 1, total: 2 });
      },
    });
    const { result } = renderHook(() => useInfiniteTalentList({ sort: 'skill', limit: 1 }), {
      wrapper: queryWrapper(),
    });
    await waitFor(() => expect(result.current.data?.pages).toHaveLength(1));
    expect(result.current.hasNextPage).toBe(true);
    await act(() => result.current.fetchNextPage());
    await waitFor(() =>
      expect(result.current.data?.pages.map((page) => page.data[0]?.id_user)).toEqual([1, 2]),
    );
    expect(result.current.hasNextPage).toBe(false);
    expect(api.requests('GET /api/users').map(query)).toEqual([
      { sort: 'skill', limit: '1', page: '1' },
      { sort: 'skill', limit: '1', page: '2' },
    ]);
  });
});
