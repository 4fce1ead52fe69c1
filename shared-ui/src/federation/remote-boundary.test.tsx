import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, useState, type ComponentType } from 'react';
import { ThemeRoot } from '../theme/theme-root';
import { REMOTE_NEEDS_UPDATE, RemoteBoundary } from './remote-boundary';

function Harness({ load }: { load: () => Promise<{ default: ComponentType }> }) {
  // A fresh lazy() per attempt, as the shell does: lazy() caches a rejection.
  const [Page, setPage] = useState(() => lazy(load));
  return (
    <RemoteBoundary name="talentApp" onRetry={() => setPage(() => lazy(load))}>
      <Page />
    </RemoteBoundary>
  );
}

describe('RemoteBoundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it('shows a skeleton while the section loads, then the section', async () => {
    let resolve!: (module: { default: ComponentType }) => void;
    const load = () => new Promise<{ default: ComponentType }>((r) => (resolve = r));
    render(
      <ThemeRoot>
        <Harness load={load} />
      </ThemeRoot>,
    );
    expect(screen.getByTestId('page-skeleton')).toBeInTheDocument();
    resolve({ default: () => <h1>Companies</h1> });
    expect(await screen.findByRole('heading', { name: 'Companies' })).toBeInTheDocument();
    expect(screen.queryByTestId('page-skeleton')).not.toBeInTheDocument();
  });

  it('shows "needs an update", without Retry, for a section built against another shared-ui', async () => {
    const skew = Object.assign(new Error('talentApp 2.0.0 needs @peworld/shared-ui ^2.0.0'), {
      name: REMOTE_NEEDS_UPDATE,
    });
    render(
      <ThemeRoot>
        <Harness load={() => Promise.reject(skew)} />
      </ThemeRoot>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This section needs an update');
    expect(alert).toHaveAttribute('data-remote-needs-update', 'talentApp');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('turns a failed load into "unavailable" and loads again on Retry', async () => {
    const load = jest
      .fn<Promise<{ default: ComponentType }>, []>()
      .mockRejectedValueOnce(new Error('Loading chunk 7 failed'))
      .mockResolvedValueOnce({ default: () => <h1>Companies</h1> });
    render(
      <ThemeRoot>
        <Harness load={load} />
      </ThemeRoot>,
    );

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This section is unavailable');
    expect(alert).toHaveAttribute('data-remote-unavailable', 'talentApp');

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Companies' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('catches a section that crashes while rendering', async () => {
    function Broken(): never {
      throw new Error('boom');
    }
    render(
      <ThemeRoot>
        <RemoteBoundary name="employerApp">
          <Broken />
        </RemoteBoundary>
      </ThemeRoot>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('This section is unavailable');
  });
});
