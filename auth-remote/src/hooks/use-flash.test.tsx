import { render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { flashState } from '../lib/flash';
import { useFlash } from './use-flash';

function Probe() {
  const flash = useFlash();
  const location = useLocation();
  return (
    <>
      <p data-testid="flash">{flash ? `${flash.flash} ${flash.email ?? ''}`.trim() : 'none'}</p>
      <p data-testid="state">{JSON.stringify(location.state)}</p>
      <p data-testid="url">{`${location.pathname}${location.search}`}</p>
    </>
  );
}

describe('useFlash', () => {
  it('keeps the message for the screen but removes it from history, so a reload shows none', async () => {
    render(
      <MemoryRouter
        initialEntries={[
          {
            pathname: '/user-login',
            search: '?from=signup',
            state: flashState('Account created', 'a@b.co'),
          },
        ]}
      >
        <Probe />
      </MemoryRouter>,
    );

    expect(screen.getByTestId('flash')).toHaveTextContent('Account created a@b.co');
    expect(await screen.findByTestId('state')).toHaveTextContent('null');
    expect(screen.getByTestId('flash')).toHaveTextContent('Account created a@b.co');
    expect(screen.getByTestId('url')).toHaveTextContent('/user-login?from=signup');
  });

  it('ignores navigation state that is not a flash message', () => {
    render(
      <MemoryRouter initialEntries={[{ pathname: '/user-login', state: { from: '/home' } }]}>
        <Probe />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('flash')).toHaveTextContent('none');
    expect(screen.getByTestId('state')).toHaveTextContent('{"from":"/home"}');
  });
});
