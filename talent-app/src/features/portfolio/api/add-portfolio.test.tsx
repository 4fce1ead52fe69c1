import { sessionStore } from '@peworld/shared-ui';
import {
  FakeXhr,
  installFakeXhr,
  makeTalentUser,
  png,
  queryWrapper,
} from '@peworld/shared-ui/testing';
import { act, renderHook, waitFor } from '@testing-library/react';
import { ownProfileCache } from '../../../testing/own-profile-cache';
import { usePortfolioUpload } from './add-portfolio';

const entry = { status: 200, message: 'ok', data: { id: 9, project_name: 'Shop', images: [] } };

function form() {
  const body = new FormData();
  body.append('project_name', 'Shop');
  body.append('image', png('shot.png'));
  return body;
}

beforeEach(() => {
  sessionStore.getState().login(makeTalentUser({ id_user: 11 }));
  installFakeXhr();
});

describe('usePortfolioUpload', () => {
  it('creates an entry through XHR, reporting progress, then refreshes the profile', async () => {
    const cache = ownProfileCache(11);
    const { result } = renderHook(() => usePortfolioUpload(), {
      wrapper: queryWrapper(cache.client),
    });
    const sent = form();
    act(() => result.current.mutate({ form: sent }));
    await waitFor(() => expect(result.current.progress).toBe(0));
    const xhr = FakeXhr.last;
    expect([xhr.method, xhr.url, xhr.sent]).toEqual([
      'POST',
      'http://localhost/api/users-portfolio',
      sent,
    ]);
    act(() => xhr.progress(30, 60));
    await waitFor(() => expect(result.current.progress).toBe(0.5));
    act(() => xhr.respond(201, entry));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.progress).toBeNull();
    expect(cache.stale()).toMatchObject({ ownProfile: true, lists: true });
  });

  it('adds images to an existing entry when given its id', async () => {
    const { result } = renderHook(() => usePortfolioUpload(), { wrapper: queryWrapper() });
    act(() => result.current.mutate({ form: form(), id: 9 }));
    await waitFor(() => expect(FakeXhr.all).toHaveLength(1));
    expect(FakeXhr.last.url).toBe('http://localhost/api/users-portfolio/9/images');
    act(() => FakeXhr.last.respond(413, { status: 413, message: 'Image must be 2 MB or smaller' }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ status: 413 });
    expect(result.current.progress).toBeNull();
  });
});
