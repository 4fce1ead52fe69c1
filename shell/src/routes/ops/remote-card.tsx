import type { RemoteStatus } from '@peworld/api/schemas';
import { Button } from '@peworld/shared-ui';
import styled from 'styled-components';
import { SwitchForm, type SwitchRequest } from './switch-form';

const Card = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const Versions = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0;
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Status = styled.span<{ $ok: boolean }>`
  display: inline-block;
  margin-left: ${({ theme }) => theme.space.xs};
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radiusPill};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ $ok, theme }) => ($ok ? theme.colors.success : theme.colors.danger)};
  background: ${({ $ok, theme }) => ($ok ? theme.colors.successSoft : theme.colors.dangerSoft)};
`;

const Muted = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const SOURCE: Record<RemoteStatus['stableSource'], string> = {
  pointer: 'set by ops',
  env: 'from REMOTE_*_URL',
  build: 'the local build',
  none: 'nothing to serve',
};

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export interface RemoteCardProps {
  remote: RemoteStatus;
  busy: boolean;
  onAction: (request: SwitchRequest) => void;
}

/** One remote: what visitors get, how it is doing (last hour), and what ops can do. */
export function RemoteCard({ remote, busy, onAction }: RemoteCardProps) {
  const titleId = `remote-${remote.folder}`;
  return (
    <Card aria-labelledby={titleId} data-remote-card={remote.folder}>
      <Title id={titleId}>
        {remote.folder} <Muted as="span">({remote.name})</Muted>
      </Title>
      <Versions>
        {remote.versions.map((version) => (
          <div key={version.role} style={{ display: 'contents' }}>
            <dt>{version.role === 'stable' ? 'Stable' : `Canary ${remote.canaryPercent} %`}</dt>
            <dd>
              {version.target}
              <Status $ok={version.reachable}>
                {version.reachable ? 'reachable' : 'unreachable'}
              </Status>
              {version.role === 'stable' ? <Muted>{SOURCE[remote.stableSource]}</Muted> : null}
              {version.problem ? <Muted>{version.problem}</Muted> : null}
              <Muted>
                shared-ui {version.sharedUiRange ?? 'unknown'} · last hour:{' '}
                {plural(version.loadsLastHour, 'page load')},{' '}
                {plural(version.failuresLastHour, 'failure')}
                {version.topFailureCode ? ` (mostly ${version.topFailureCode})` : ''}
              </Muted>
            </dd>
          </div>
        ))}
        {remote.versions.length === 0 ? (
          <>
            <dt>Stable</dt>
            <dd>Nothing to serve: its pages show as unavailable</dd>
          </>
        ) : null}
        {remote.previousStable && remote.previousStable !== remote.stable ? (
          <>
            <dt>Roll back to</dt>
            <dd>{remote.previousStable}</dd>
          </>
        ) : null}
        {remote.activePreviews > 0 ? (
          <>
            <dt>Previews</dt>
            <dd>{remote.activePreviews} open</dd>
          </>
        ) : null}
        <dt>On this server</dt>
        <dd>
          build {remote.available.build ?? 'none'}; releases{' '}
          {remote.available.releases.join(', ') || 'none'}
        </dd>
      </Versions>
      <Actions>
        {remote.canary ? (
          <Button
            size="sm"
            disabled={busy}
            onClick={() => onAction({ remote: remote.folder, action: 'promote', note: '' })}
          >
            Promote canary
          </Button>
        ) : null}
        {(remote.previousStable && remote.previousStable !== remote.stable) || remote.canary ? (
          <Button
            size="sm"
            variant="danger"
            disabled={busy}
            onClick={() => onAction({ remote: remote.folder, action: 'rollback', note: '' })}
          >
            Roll back
          </Button>
        ) : null}
      </Actions>
      <SwitchForm remote={remote.folder} busy={busy} onSubmit={onAction} />
    </Card>
  );
}
