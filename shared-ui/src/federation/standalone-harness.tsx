import type { ReactNode } from 'react';
import { BrowserRouter, Link, Route, Routes } from 'react-router-dom';
import styled from 'styled-components';
import { Card } from '../components/card/card';
import { ToastProvider } from '../components/toast/toast-provider';
import { QueryProvider } from '../query/query-provider';
import { ThemeRoot } from '../theme/theme-root';
import type { RemoteBuild } from './remote-build';

export interface StandaloneRoute {
  /** Route pattern, the same as the shell uses (from `paths`). */
  path: string;
  element: ReactNode;
}

export interface StandaloneLink {
  label: string;
  href: string;
}

interface HarnessBase {
  build: RemoteBuild;
  /** The exposed pages, mounted at their product URLs. */
  routes: readonly StandaloneRoute[];
}

/**
 * Any other URL shows either a landing page linking to the given pages, or `fallback`
 * (e.g. a redirect to the remote's own entry page).
 */
export type StandaloneHarnessProps = HarnessBase &
  ({ links: readonly StandaloneLink[]; fallback?: never } | { fallback: ReactNode; links?: never });

const Wrapper = styled.main`
  max-width: 640px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md};
`;

const List = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space.lg};
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

function StandaloneIndex({
  build,
  links,
}: {
  build: RemoteBuild;
  links: readonly StandaloneLink[];
}) {
  return (
    <Wrapper>
      <Card $padding="lg">
        <h1>
          {build.name} v{build.version}
        </h1>
        <p>This remote is running on its own. In the product the shell mounts these pages:</p>
        <List>
          {links.map((link) => (
            <li key={link.href}>
              <Link to={link.href}>{link.label}</Link>
            </li>
          ))}
        </List>
      </Card>
    </Wrapper>
  );
}

/**
 * A remote on its own port (its dev server's bootstrap): the same URLs as in the product,
 * inside the providers the shell would give, without the shell's header, guards or other
 * remotes. A development harness only; no remote exposes it.
 */
export function StandaloneHarness({ build, routes, links, fallback }: StandaloneHarnessProps) {
  const otherwise = links ? <StandaloneIndex build={build} links={links} /> : fallback;
  return (
    <QueryProvider>
      <ThemeRoot>
        <ToastProvider>
          <BrowserRouter>
            <Routes>
              {routes.map((route) => (
                <Route key={route.path} path={route.path} element={route.element} />
              ))}
              <Route path="*" element={otherwise} />
            </Routes>
          </BrowserRouter>
        </ToastProvider>
      </ThemeRoot>
    </QueryProvider>
  );
}
