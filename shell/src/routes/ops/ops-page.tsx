import type { RemoteHistoryEntry, RemoteStatus } from '@peworld/api/schemas';
import { Banner, Button, ErrorState, Spinner } from '@peworld/shared-ui';
import { useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';
import { HistoryList } from './history-list';
import { opsApi, OpsApiError, type OpsSession } from './ops-api';
import { OpsSignIn } from './ops-sign-in';
import { RemoteCard } from './remote-card';
import type { SwitchRequest } from './switch-form';

// /ops: which build of each remote the product serves, for an ops account (issue 30). Its own
// chunk, loaded only when someone opens /ops: no visitor's first load carries it.

const Page = styled.main`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 1100px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.md} ${theme.space.xxl}`};
`;

const Bar = styled.header`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  justify-content: space-between;
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 480px), 1fr));
  gap: ${({ theme }) => theme.space.md};
`;

const Centered = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xxl};
`;

type Load =
  | { state: 'checking' }
  | { state: 'signed-out' }
  | { state: 'loading'; session: OpsSession }
  | { state: 'failed'; session: OpsSession; message: string }
  | { state: 'ready'; session: OpsSession; remotes: RemoteStatus[]; history: RemoteHistoryEntry[] };

type Notice = { tone: 'success' | 'error'; text: string; link?: string } | null;

function describe(request: SwitchRequest): string {
  return request.action === 'preview' ? 'Preview link' : `${request.remote}: ${request.action}`;
}

export function OpsPage() {
  const [load, setLoad] = useState<Load>({ state: 'checking' });
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);

  const refresh = useCallback(async (session: OpsSession) => {
    try {
      const [remotes, history] = await Promise.all([opsApi.remotes(), opsApi.history()]);
      setLoad({ state: 'ready', session, remotes, history });
    } catch (error) {
      if (error instanceof OpsApiError && error.status === 401) setLoad({ state: 'signed-out' });
      else
        setLoad({
          state: 'failed',
          session,
          message: error instanceof Error ? error.message : 'Loading failed',
        });
    }
  }, []);

  const open = useCallback(
    (session: OpsSession) => {
      setLoad({ state: 'loading', session });
      void refresh(session);
    },
    [refresh],
  );

  useEffect(() => {
    document.title = 'Remotes — Peworld ops';
    opsApi.session().then(open, () => setLoad({ state: 'signed-out' }));
  }, [open]);

  const act = async (request: SwitchRequest) => {
    if (load.state !== 'ready') return;
    setBusy(true);
    setNotice(null);
    try {
      if (request.action === 'preview') {
        const preview = await opsApi.preview(request.remote, {
          target: request.target,
          note: request.note,
        });
        setNotice({
          tone: 'success',
          text: `Preview link for ${request.remote} ${request.target} (only the browser that opens it):`,
          link: preview.link,
        });
      } else {
        const { remote, action, ...body } = request;
        const answer = await opsApi.change(remote, action, body);
        const entry = answer.history;
        setNotice({
          tone: 'success',
          text: entry
            ? `${entry.remote}: ${entry.action} ${entry.from ?? 'none'} → ${entry.to ?? 'none'}`
            : `${describe(request)}: nothing to change`,
        });
      }
      await refresh(load.session);
    } catch (error) {
      setNotice({
        tone: 'error',
        text: error instanceof Error ? error.message : 'The change failed',
      });
    } finally {
      setBusy(false);
    }
  };

  const signOut = async () => {
    await opsApi.signOut().catch(() => undefined);
    setLoad({ state: 'signed-out' });
  };

  return (
    <Page aria-busy={load.state === 'checking' || load.state === 'loading'}>
      <Bar>
        <h1>Remotes</h1>
        {'session' in load ? (
          <div>
            Signed in as {load.session.email ?? load.session.actor}{' '}
            <Button size="sm" variant="outline" onClick={() => void refresh(load.session)}>
              Refresh
            </Button>{' '}
            <Button size="sm" variant="ghost" onClick={() => void signOut()}>
              Sign out
            </Button>
          </div>
        ) : null}
      </Bar>
      {load.state === 'checking' || load.state === 'loading' ? (
        <Centered>
          <Spinner label="Loading the remotes" />
        </Centered>
      ) : null}
      {load.state === 'signed-out' ? <OpsSignIn onSignedIn={open} /> : null}
      {load.state === 'failed' ? (
        <ErrorState message={load.message} onRetry={() => open(load.session)} />
      ) : null}
      {notice ? (
        <Banner tone={notice.tone} aria-live="polite">
          {notice.text}
          {notice.link ? (
            <>
              {' '}
              <code data-testid="preview-link">{notice.link}</code>
            </>
          ) : null}
        </Banner>
      ) : null}
      {load.state === 'ready' ? (
        <>
          <Grid>
            {load.remotes.map((remote) => (
              <RemoteCard key={remote.folder} remote={remote} busy={busy} onAction={act} />
            ))}
          </Grid>
          <section aria-labelledby="ops-history">
            <h2 id="ops-history">History</h2>
            <HistoryList entries={load.history} />
          </section>
        </>
      ) : null}
    </Page>
  );
}
