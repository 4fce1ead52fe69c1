import { act, renderHook } from '@testing-library/react';
import { jsonResponse } from '../api/test-fetch';
import { makeRecruiterUser, makeTalentUser } from '../testing/factories';
import { SESSION_STORAGE_KEY, sessionStore } from './session-store';
import { useSession } from './use-session';

describe('useSession', () => {
  it('reports logged out by default', () => {
    const { result } = renderHook(() => useSession());
    expect(result.current).toMatchObject({
      user: null,
      isLoggedIn: false,
      role: null,
      isTalent: false,
      isRecruiter: false,
    });
  });

  it('login updates every reader and derives the role flags', () => {
    const { result } = renderHook(() => useSession());
    act(() => result.current.login(makeRecruiterUser()));
    expect(result.current).toMatchObject({
      isLoggedIn: true,
      role: 'recruiter',
      isRecruiter: true,
      isTalent: false,
    });
    act(() => result.current.login(makeTalentUser()));
    expect(result.current).toMatchObject({ role: 'talent', isTalent: true, isRecruiter: false });
  });

  it('logout calls the API logout and then forgets the login', async () => {
    sessionStore.getState().login(makeTalentUser());
    const spy = jest
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () =>
        jsonResponse({ status: 200, body: { status: 200, message: 'Logged out' } }),
      );
    const { result } = renderHook(() => useSession());
    await act(() => result.current.logout());
    const request = spy.mock.calls[0]?.[0];
    expect(request).toBeInstanceOf(Request);
    expect(request instanceof Request && `${request.method} ${request.url}`).toBe(
      'POST http://localhost/api/auth/logout',
    );
    expect(result.current.isLoggedIn).toBe(false);
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('logout still clears when the server cannot be reached', async () => {
    sessionStore.getState().login(makeTalentUser());
    jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('fetch failed'));
    const { result } = renderHook(() => useSession());
    await act(() => result.current.logout());
    expect(result.current.isLoggedIn).toBe(false);
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
  });

  it('logout still clears when the server answers an error', async () => {
    sessionStore.getState().login(makeTalentUser());
    jest.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      jsonResponse({
        status: 500,
        body: { status: 500, message: 'Something went wrong on our side' },
      }),
    );
    const { result } = renderHook(() => useSession());
    await act(() => result.current.logout());
    expect(result.current.user).toBeNull();
  });
});
