import { useEffect } from 'react';
import { savedSearchAlertKeys } from './saved-search-alerts';
import {
  applyLiveJobEvent,
  applyLiveMessage,
  LIVE_JOB_EVENTS,
  applyLiveRead,
  refreshAfterReconnect,
  useQueryClient,
  useSession,
  type LiveMessageEvent,
} from '@peworld/shared-ui';

/** After the server closed the stream for good (e.g. a restart, 401), try again this late. */
const REOPEN_DELAY_MS = 3000;

/**
 * One live stream per logged-in tab (GET /api/events). The browser reconnects by itself after
 * drops and sends Last-Event-ID, so the server replays what was missed; when the stream is
 * closed for good we reopen it with `?after=` the last id seen. Events update the query cache.
 *
 * A fresh stream (no id to resume from) starts at "now": its `ready` event says the server is
 * subscribed. Whatever happened between the page's first fetches and that moment (a hire
 * request sent while the page was loading) reaches no stream, so `ready` refetches the lists.
 */
export function useLiveEvents() {
  const { user } = useSession();
  const client = useQueryClient();
  const accountId = user?.id_user ?? null;

  useEffect(() => {
    if (accountId === null || typeof EventSource === 'undefined') return;
    let source: EventSource | null = null;
    let lastId = '';
    let opened = false;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const remember = (event: MessageEvent) => {
      if (event.lastEventId) lastId = event.lastEventId;
    };

    const open = () => {
      const url = lastId ? `/api/events?after=${encodeURIComponent(lastId)}` : '/api/events';
      const stream = new EventSource(url, { withCredentials: true });
      source = stream;
      stream.addEventListener('ready', (event) => {
        remember(event);
        void refreshAfterReconnect(client);
        void client.invalidateQueries({ queryKey: savedSearchAlertKeys.all });
      });
      // A talent newly matched one of the company's saved searches: the bell shows it at once.
      stream.addEventListener('saved_search_match', (event) => {
        remember(event);
        void client.invalidateQueries({ queryKey: savedSearchAlertKeys.all });
      });
      stream.addEventListener('message', (event) => {
        remember(event);
        void applyLiveMessage(client, JSON.parse(event.data) as LiveMessageEvent, accountId);
      });
      stream.addEventListener('read', (event) => {
        remember(event);
        void applyLiveRead(client);
      });
      // Jobs (issue 32): an application or a job changed; its lists and pages refetch.
      for (const name of LIVE_JOB_EVENTS) {
        stream.addEventListener(name, (event) => {
          remember(event);
          void applyLiveJobEvent(client);
        });
      }
      stream.addEventListener('open', () => {
        // Belt and braces after a resumed reconnection: the replay covers events, this covers
        // the rest. (A fresh stream refreshes on `ready` instead.)
        if (opened && lastId) void refreshAfterReconnect(client);
        opened = true;
      });
      stream.addEventListener('error', () => {
        if (stream.readyState !== EventSource.CLOSED || stopped) return;
        timer = setTimeout(() => {
          if (!stopped) open();
        }, REOPEN_DELAY_MS);
      });
    };

    open();
    return () => {
      stopped = true;
      clearTimeout(timer);
      source?.close();
    };
  }, [accountId, client]);
}
