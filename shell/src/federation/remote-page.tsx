import { RemoteBoundary } from '@peworld/shared-ui/core';
import { lazy, useMemo, useState, type ComponentType } from 'react';
import styled from 'styled-components';
import { loadRemotePage } from './load-remote-page';
import { remoteNameOf, type RemoteName } from './remote-names';
import type { RemoteModuleId } from './remotes';
import { getRemoteVersion } from './remote-versions';

// Marks which remote build rendered the page without affecting layout.
const RemoteRoot = styled.div`
  display: contents;
`;

// One lazy component per page and attempt, kept once it has loaded: a page shown again
// renders at once, and the build-time pre-render's second pass finds it resolved (it must
// not suspend, or React would stream a fallback plus a swap script). A failure is dropped, so
// a later visit loads again.
const loadedPages = new Map<string, ComponentType>();

/** Tests only: every test starts with no page loaded. */
export function clearLoadedRemotePages(): void {
  loadedPages.clear();
}

function lazyRemotePage(id: RemoteModuleId, name: RemoteName, attempt: number) {
  const key = `${id}#${attempt}`;
  const known = loadedPages.get(key);
  if (known) return known;
  const Page = lazy(async () => {
    const loaded = Promise.all([
      loadRemotePage(id, { refresh: attempt > 0 }),
      // Remote pages use the query layer, which the shell's own first load leaves out.
      import('@peworld/shared-ui'),
    ]);
    loaded.catch(() => loadedPages.delete(key));
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
  id: RemoteModuleId;
}

/** A remote's page, loaded on first render, inside a boundary with skeleton and Retry. */
export function RemotePage({ id }: RemotePageProps) {
  const name = remoteNameOf(id);
  const [attempt, setAttempt] = useState(0);
  // Made here, in a component that commits while the page suspends: React.lazy remembers a
  // rejection forever, so each Retry (a new attempt) gets a fresh lazy component.
  const Page = useMemo(() => lazyRemotePage(id, name, attempt), [id, name, attempt]);
  return (
    <RemoteBoundary key={`${id}#${attempt}`} name={name} onRetry={() => setAttempt((n) => n + 1)}>
      <Page />
    </RemoteBoundary>
  );
}
