import { sessionStore } from '@peworld/shared-ui/core';
import { makeTalentUser } from '@peworld/shared-ui/testing';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import {
  mockRemotesJson,
  registerPluginsMock,
  registerRemotesMock,
  resetFederation,
  TEST_REMOTE_URLS,
} from '../testing/federation-mock';
import { getRouteTableState } from './route-table-store';
import { whenRemotesRegistered } from './start-federation';
import { useFederationStarted } from './federation-started';
import { startWhenWanted, takeWantedPath } from './start-when-wanted';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

function StartedFlag() {
  return <p>{useFederationStarted() ? 'started' : 'waiting'}</p>;
}

function Page() {
  return (
    <>
      <StartedFlag />
      <a href="/user-login">Talent login</a>
      <a href="https://elsewhere.example/user-login">Elsewhere</a>
      <button type="button">Plain button</button>
    </>
  );
}

let fetchSpy: jest.SpyInstance;
beforeEach(() => {
  resetFederation();
  sessionStore.getState().clear();
  fetchSpy = mockRemotesJson();
});

describe('federation started when wanted', () => {
  it('fetches nothing at load, nor on events that are not intent on one of our links', () => {
    startWhenWanted();
    render(<Page />);
    fireEvent.pointerOver(screen.getByRole('button', { name: 'Plain button' }));
    fireEvent.focusIn(screen.getByRole('button', { name: 'Plain button' }));
    fireEvent.pointerOver(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(registerPluginsMock).not.toHaveBeenCalled();
    expect(screen.getByText('waiting')).toBeInTheDocument();
  });

  it.each([
    ['pointerover', (link: HTMLElement) => fireEvent.pointerOver(link)],
    ['focusin', (link: HTMLElement) => fireEvent.focusIn(link)],
    ['touchstart', (link: HTMLElement) => fireEvent.touchStart(link)],
  ])(
    'starts at the first %s on a link, once, and keeps that link for the prefetcher',
    async (_, intent) => {
      startWhenWanted();
      render(<Page />);
      const link = screen.getByRole('link', { name: 'Talent login' });
      intent(link);
      expect(await screen.findByText('started')).toBeInTheDocument();
      await waitFor(() => expect(getRouteTableState().table).not.toBeNull());
      intent(link);
      fireEvent.pointerOver(link);
      await expect(whenRemotesRegistered()).resolves.toEqual(TEST_REMOTE_URLS);
      expect(registerPluginsMock).toHaveBeenCalledTimes(1);
      expect(registerRemotesMock).toHaveBeenCalledTimes(1);
      expect(fetchSpy).toHaveBeenCalledTimes(1);
      expect(takeWantedPath()).toBe('/user-login');
      expect(takeWantedPath()).toBeNull();
    },
  );

  it('starts on demand when a page asks for the remotes before any intent (keyboard Enter, navigate)', async () => {
    startWhenWanted();
    render(<Page />);
    await act(async () => {
      await expect(whenRemotesRegistered()).resolves.toEqual(TEST_REMOTE_URLS);
    });
    expect(screen.getByText('started')).toBeInTheDocument();
    expect(registerPluginsMock).toHaveBeenCalledTimes(1);
    // Intent after that is the prefetcher's: no second start, no link kept.
    fireEvent.pointerOver(screen.getByRole('link', { name: 'Talent login' }));
    await whenRemotesRegistered();
    expect(registerPluginsMock).toHaveBeenCalledTimes(1);
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(takeWantedPath()).toBeNull();
  });

  it('starts when someone logs in on the page without following a link', async () => {
    startWhenWanted();
    render(<Page />);
    act(() => sessionStore.getState().login(makeTalentUser()));
    expect(await screen.findByText('started')).toBeInTheDocument();
    expect(registerPluginsMock).toHaveBeenCalledTimes(1);
  });
});
