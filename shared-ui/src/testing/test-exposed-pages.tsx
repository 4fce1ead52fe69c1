import type { SessionUser } from '@peworld/api/schemas';
import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import type { RemoteBuild } from '../federation/remote-build';
import { renderWithProviders } from './render';

export interface ExposedPageExpectation {
  /** A URL the shell would mount the page at. */
  route: string;
  /** The route pattern it is mounted under. */
  path: string;
  /** Its level-1 heading. */
  title: string;
}

export interface TestExposedPagesOptions {
  /** `exposes` of the remote's module-federation.config.ts. */
  exposes: Record<string, string>;
  /** Every key the shell may ask for, with how its page must render. */
  expected: Record<string, ExposedPageExpectation>;
  /** Imports an exposed file ('./src/…'); given by the test so the path resolves from the remote. */
  load: (file: string) => Promise<unknown>;
  /** The build line each page must show (name as the shell knows the container). */
  build: RemoteBuild;
  user: SessionUser;
}

/**
 * Registers the federation contract tests of a remote (call it inside a `describe`): the
 * exposed keys are exactly `expected`, and each resolves to a default-exported page that
 * renders on its own route inside the providers the shell gives it (no Router or theme of
 * its own) and names the remote build it came from.
 */
export function testExposedPages({
  exposes,
  expected,
  load,
  build,
  user,
}: TestExposedPagesOptions) {
  const entries = Object.entries(exposes);

  it('exposes exactly the pages of the federation contract', () => {
    expect(entries.map(([key]) => key).sort()).toEqual(Object.keys(expected).sort());
  });

  it.each(entries)('%s renders its page with the remote build it came from', async (key, file) => {
    const expectation = expected[key];
    if (!expectation) throw new Error(`no expectation for ${key}`);
    const module = (await load(file)) as { default: ComponentType };
    const Page = module.default;
    renderWithProviders(<Page />, { route: expectation.route, path: expectation.path, user });
    expect(screen.getByRole('heading', { level: 1, name: expectation.title })).toBeInTheDocument();
    expect(screen.getByTestId('remote-build')).toHaveTextContent(`${build.name} v${build.version}`);
  });
}
