import { companyKeys, sessionStore } from '@peworld/shared-ui';
import {
  createTestQueryClient,
  FakeXhr,
  installFakeXhr,
  makeRecruiterUser,
  png,
  queryWrapper,
} from '@peworld/shared-ui/testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import { company } from '../../../testing/fixtures';
import { useUpdateCompanyLogo } from './update-company-logo';

beforeEach(() => installFakeXhr());

describe('useUpdateCompanyLogo', () => {
  it('uploads the logo as multipart with progress, then caches the company and updates the header', async () => {
    sessionStore.getState().login(makeRecruiterUser({ id_user: 21, id_company: 21 }));
    const client = createTestQueryClient();
    const { result } = renderHook(() => useUpdateCompanyLogo(21), {
      wrapper: queryWrapper(client),
    });
    const progress: number[] = [];
    const logo = png('logo.png');
    act(() => result.current.mutate({ file: logo, onProgress: (part) => progress.push(part) }));
    await waitFor(() => expect(FakeXhr.all).toHaveLength(1));

    const xhr = FakeXhr.last;
    expect(xhr.method).toBe('PATCH');
    expect(xhr.url).toBe('http://localhost/api/company/21');
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.sent?.get('img_company')).toBe(logo);
    xhr.progress(50, 100);
    xhr.respond(200, { status: 200, message: 'ok', result: company({ img_company: 'new.webp' }) });

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(progress).toEqual([0.5, 1]);
    expect(client.getQueryData(companyKeys.detail(21))).toMatchObject({
      result: { img_company: 'new.webp' },
    });
    expect(sessionStore.getState().user?.image).toBe('new.webp');
  });

  it('rejects with the server’s reason and keeps the old logo', async () => {
    sessionStore.getState().login(makeRecruiterUser({ id_user: 21, id_company: 21, image: 'a' }));
    const { result } = renderHook(() => useUpdateCompanyLogo(21), { wrapper: queryWrapper() });
    act(() => result.current.mutate({ file: png('logo.png') }));
    await waitFor(() => expect(FakeXhr.all).toHaveLength(1));
    FakeXhr.last.respond(415, { status: 415, message: 'Only JPG, PNG or WebP images' });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({
      status: 415,
      message: 'Only JPG, PNG or WebP images',
    });
    expect(sessionStore.getState().user?.image).toBe('a');
  });
});
