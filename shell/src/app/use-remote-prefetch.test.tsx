import { makeRecruiterUser, renderWithProviders } from '@peworld/shared-ui/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Link } from 'react-router-dom';
import {
  bootFederation,
  loadRemoteMock,
  mockRemotes,
  mockRemotesJson,
  resetFederation,
} from '../testing/federation-mock';
import { RemotePrefetcher } from './remote-prefetcher';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

function Links() {
  return (
    <nav>
      <Link to="/user-login">Talent login</Link>
      <Link to="/home">Home</Link>
      <Link to="/chat">Chat</Link>
      <a href="https://elsewhere.example/user-login">Elsewhere</a>
    </nav>
  );
}

beforeEach(async () => {
  resetFederation();
  mockRemotesJson();
  mockRemotes();
  await bootFederation();
});

describe('remote page preloading', () => {
  it('knows no page before the route table has arrived', () => {
    resetFederation();
    renderWithProviders(
      <>
        <RemotePrefetcher />
        <Links />
      </>,
    );
    fireEvent.pointerOver(screen.getByRole('link', { name: 'Talent login' }));
    expect(loadRemoteMock).not.toHaveBeenCalled();
  });

  it('loads nothing until a link to a remote page is pointed at', async () => {
    renderWithProviders(
      <>
        <RemotePrefetcher />
        <Links />
      </>,
    );
    fireEvent.pointerOver(screen.getByRole('link', { name: 'Chat' }));
    fireEvent.pointerOver(screen.getByRole('link', { name: 'Elsewhere' }));
    fireEvent.pointerOver(screen.getByRole('link', { name: 'Home' }));
    expect(loadRemoteMock).not.toHaveBeenCalled();

    fireEvent.pointerOver(screen.getByRole('link', { name: 'Talent login' }));
    await waitFor(() => expect(loadRemoteMock).toHaveBeenCalledWith('authRemote/UserLoginPage'));
    expect(loadRemoteMock).toHaveBeenCalledTimes(1);
  });

  it('preloads on keyboard focus, and a logged-in visitor gets their home page once idle', async () => {
    jest.useFakeTimers();
    try {
      renderWithProviders(
        <>
          <RemotePrefetcher />
          <Links />
        </>,
        { user: makeRecruiterUser() },
      );
      await jest.advanceTimersByTimeAsync(2500);
      expect(loadRemoteMock).toHaveBeenCalledWith('employerApp/TalentListPage');
    } finally {
      jest.useRealTimers();
    }
    loadRemoteMock.mockClear();
    resetFederation();
    await bootFederation();
    screen.getByRole('link', { name: 'Home' }).focus();
    await waitFor(() => expect(loadRemoteMock).toHaveBeenCalledWith('employerApp/TalentListPage'));
  });
});
