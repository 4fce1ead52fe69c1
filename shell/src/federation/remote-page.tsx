import { RemoteBoundary } from '@peworld/shared-ui/core';
import { lazy, useEffect, useMemo, useState, type ComponentType } from 'react';
import styled from 'styled-components';
import { loadRemotePage } from './load-remote-page';
import { remoteNameOf, type RemoteName } from './remote-names';
import { markLoadFailure } from './load-failure-mark';
import type { RemotePageId } from './route-table';
import { getRemoteVersion } from './remote-versions';

// Marks which remote build rendered the page without affecting layout.
const RemoteRoot = styled.div`
  display: contents;
`;

// One lazy component per page and attempt, kept once it has loaded: a page shown again
// renders at once, and the build-time pre-render's second pass finds it resolved (it must
// not suspend, or React would stream a fallback plus a swap script). A failed one is kept
// while its page is mounted — React renders a failing tree again before it shows the error,
// and that render must not ask the remote again — and dropped when the page goes, so a later
// visit loads again.
const loadedPages = new Map<string, ComponentType>();
const failedPages = new Set<string>();

function forgetIfFailed(key: string): void {
  if (!failedPages.delete(key)) return;
  loadedPages.delete(key);
}

/** Tests only: every test starts with no page loaded. */
export function clearLoadedRemotePages(): void {
  loadedPages.clear();
  failedPages.clear();
}

function lazyRemotePage(id: RemotePageId, name: RemoteName, attempt: number) {
  const key = `${id}#${attempt}`;
  const known = loadedPages.get(key);
  if (known) return known;
  const Page = lazy(async () => {
    const loaded = Promise.all([
      loadRemotePage(id, { refresh: attempt > 0 }),
      // Remote pages use the query layer, which the shell's own first load leaves out.
      import('@peworld/shared-ui'),
    ]);
    loaded.catch((error: unknown) => {
      failedPages.add(key);
      markLoadFailure(error);
    });
    const [{ default: Page }, { WithQueryClient }] = await loaded;
    const version = getRemoteVersion(name) ?? 'unknown';
    function MountedRemotePage() {
      return (
        <RemoteRoot data-remote={name} data-remote-version={version}>
          <WithQueryClient>
            <Page />
          </WithQueryClient>
        </RemoteRoot>
      );
    }
    return { default: MountedRemotePage as ComponentType };
  });
  // Named per attempt for React DevTools (lazy components accept a displayName).
  (Page as { displayName?: string }).displayName = `RemotePage(${id}, attempt ${attempt + 1})`;
  loadedPages.set(key, Page);
  return Page;
}

export interface RemotePageProps {
  id: RemotePageId;
}

/** A remote's page, loaded on first render, inside a boundary with skeleton and Retry. */
export function RemotePage({ id }: RemotePageProps) {
  const name = remoteNameOf(id);
  const [attempt, setAttempt] = useState(0);
  // Made here, in a component that commits while the page suspends: React.lazy remembers a
  // rejection forever, so each Retry (a new attempt) gets a fresh lazy component.
  const Page = useMemo(() => lazyRemotePage(id, name, attempt), [id, name, attempt]);
  useEffect(() => () => forgetIfFailed(`${id}#${attempt}`), [id, attempt]);
  return (
    <RemoteBoundary
      key={`${id}#${attempt}`}
      name={name}
      onRetry={() => setAttempt((n) => n + 1)}
      // The reporter is loaded when something failed: no visitor's first load carries it.
      onError={(error) => {
        void import('./report-remote-failure').then(
          ({ reportRemoteFailure }) => reportRemoteFailure(name, error),
          () => undefined,
        );
      }}
    >
      <Page />
    </RemoteBoundary>
  );
}
