import { companyKeys } from '@peworld/shared-ui';
import { createTestQueryClient, mockApi, queryWrapper } from '@peworld/shared-ui/testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import { companiesAnswer, makeCompany } from '../../../testing/fixtures';
import { companyListKeys, useCompanyList, useInfiniteCompanyList } from './get-companies';

const query = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

describe('useCompanyList', () => {
  it('asks for one page with the filters set, leaving blank ones out', async () => {
    const api = mockApi({ 'GET /api/company': companiesAnswer([makeCompany(1)]) });
    const { result } = renderHook(
      () => useCompanyList({ company: '', field: 'Tech', sort: 'name', page: 1, limit: 2 }),
      { wrapper: queryWrapper() },
    );
    await waitFor(() => expect(result.current.data?.result).toHaveLength(1));
    expect(api.requests('GET /api/company').map(query)).toEqual([
      { field: 'Tech', sort: 'name', page: '1', limit: '2' },
    ]);
  });

  it('asks nothing while disabled', () => {
    const api = mockApi({});
    renderHook(() => useCompanyList({ page: 1 }, { enabled: false }), {
      wrapper: queryWrapper(),
    });
    expect(api.spy).not.toHaveBeenCalled();
  });

  it('files its pages under the shared company lists, which a company edit refreshes', async () => {
    mockApi({ 'GET /api/company': companiesAnswer([]) });
    const client = createTestQueryClient();
    const { result } = renderHook(() => useCompanyList({ page: 1 }), {
      wrapper: queryWrapper(client),
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    await act(() =>
      client.invalidateQueries({ queryKey: companyKeys.lists(), refetchType: 'none' }),
    );
    expect(client.getQueryState(companyListKeys.page({ page: 1 }))?.isInvalidated).toBe(true);
  });
});

describe('useInfiniteCompanyList', () => {
  it('loads the next page on demand and stops after the last one', async () => {
    const api = mockApi({
      'GET /api/company': (_request, _params, url) => {
        const page = Number(url.searchParams.get('page'));
        return companiesAnswer([makeCompany(page)], page, 1, 2);
      },
    });
    const { result } = renderHook(() => useInfiniteCompanyList({ field: 'skill', limit: 1 }), {
      wrapper: queryWrapper(),
    });
    await waitFor(() => expect(result.current.hasNextPage).toBe(true));
    await act(() => result.current.fetchNextPage());
    await waitFor(() =>
      expect(result.current.data?.pages.map((page) => page.result[0]?.id_company)).toEqual([1, 2]),
    );
    expect(result.current.hasNextPage).toBe(false);
    expect(api.requests('GET /api/company').map(query)).toEqual([
      { field: 'skill', limit: '1', page: '1' },
      { field: 'skill', limit: '1', page: '2' },
    ]);
  });
});
