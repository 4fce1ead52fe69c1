import { RemoteBoundary } from '@peworld/shared-ui';
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

function lazyRemotePage(id: RemoteModuleId, name: RemoteName, attempt: number) {
  const Page = lazy(async () => {
    const { default: Page } = await loadRemotePage(id, { refresh: attempt > 0 });
    const version = getRemoteVersion(name) ?? 'unknown';
    function MountedRemotePage() {
      return (
        <RemoteRoot data-remote={name} data-remote-version={version}>
          <Page />
        </RemoteRoot>
      );
    }
    return { default: MountedRemotePage as ComponentType };
  });
  // Named per attempt for React DevTools (lazy components accept a displayName).
  (Page as { displayName?: string }).displayName = `RemotePage(${id}, attempt ${attempt + 1})`;
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
