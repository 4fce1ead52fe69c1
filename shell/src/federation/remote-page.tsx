import { RemoteBoundary } from '@peworld/shared-ui';
import { lazy, useState, type ComponentType } from 'react';
import styled from 'styled-components';
import { loadRemotePage } from './load-remote-page';
import { remoteNameOf, type RemoteName } from './remote-names';
import type { RemoteModuleId } from './remotes';
import { getRemoteVersion } from './remote-versions';

// Marks which remote build rendered the page without affecting layout.
const RemoteRoot = styled.div`
  display: contents;
`;

function lazyRemotePage(id: RemoteModuleId, name: RemoteName) {
  return lazy(async () => {
    const { default: Page } = await loadRemotePage(id);
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
}

export interface RemotePageProps {
  id: RemoteModuleId;
}

/** One lazy component per mount: React.lazy remembers a rejection forever. */
function RemoteContent({ id, name }: { id: RemoteModuleId; name: RemoteName }) {
  const [Page] = useState(() => lazyRemotePage(id, name));
  return <Page />;
}

/** A remote's page, loaded on first render, inside a boundary with skeleton and Retry. */
export function RemotePage({ id }: RemotePageProps) {
  const name = remoteNameOf(id);
  const [attempt, setAttempt] = useState(0);
  // Retry remounts the content under a new key, which creates a fresh lazy component.
  return (
    <RemoteBoundary key={`${id}#${attempt}`} name={name} onRetry={() => setAttempt((n) => n + 1)}>
      <RemoteContent id={id} name={name} />
    </RemoteBoundary>
  );
}
