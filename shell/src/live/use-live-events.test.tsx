import { act, screen, waitFor } from '@testing-library/react';
import { applicationKeys, useQuery } from '@peworld/shared-ui';
import { makeTalentUser, mockApi, renderWithProviders } from '@peworld/shared-ui/testing';
import { useLiveEvents } from './use-live-events';
import { useUnreadCount } from './use-unread-count';

// A scripted EventSource: the test decides when the stream opens and what it says.
class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];
  readyState = FakeEventSource.CONNECTING;
  private listeners = new Map<string, ((event: MessageEvent) => void)[]>();

  constructor(readonly url: string) {
    FakeEventSource.instances.push(this);
  }

  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close() {
    this.readyState = FakeEventSource.CLOSED;
  }

  emit(type: string, init: { data?: string; lastEventId?: string } = {}) {
    if (type === 'open') this.readyState = FakeEventSource.OPEN;
    const event = new MessageEvent(type, { data: init.data ?? '', lastEventId: init.lastEventId });
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
}

function Probe() {
  useLiveEvents();
  return <output aria-label="unread">{useUnreadCount()}</output>;
}

function notifications(unread: number) {
  return { body: { status: 200, message: 'ok', data: [], unread } };
}

describe('useLiveEvents', () => {
  const original = globalThis.EventSource;
  beforeEach(() => {
    FakeEventSource.instances = [];
    globalThis.EventSource = FakeEventSource as unknown as typeof EventSource;
  });
  afterEach(() => {
    globalThis.EventSource = original;
  });

  it('refetches the counts once a fresh stream is ready, so a request sent while the page loaded is not lost', async () => {
    // The page's first fetch happens before the hire request; the stream subscribes after it,
    // so the request's event reaches no stream: only a refetch can show it.
    let unread = 0;
    const api = mockApi({ 'GET /api/notifications': () => notifications(unread) });
    renderWithProviders(<Probe />, { user: makeTalentUser() });
    expect(await screen.findByText('0')).toBeInTheDocument();
    unread = 1;

    const stream = FakeEventSource.instances[0]!;
    expect(stream.url).toBe('/api/events');
    act(() => {
      stream.emit('open');
      stream.emit('ready', { data: '{}', lastEventId: '57' });
    });

    expect(await screen.findByText('1')).toBeInTheDocument();
    expect(api.requests('GET /api/notifications')).toHaveLength(2);
  });

  it('refetches after the browser resumed a dropped stream by id', async () => {
    const api = mockApi({ 'GET /api/notifications': notifications(0) });
    renderWithProviders(<Probe />, { user: makeTalentUser() });
    expect(await screen.findByText('0')).toBeInTheDocument();
    const stream = FakeEventSource.instances[0]!;
    act(() => {
      stream.emit('open');
      stream.emit('ready', { data: '{}', lastEventId: '57' });
    });
    await waitFor(() => expect(api.requests('GET /api/notifications')).toHaveLength(2));

    // A drop: the browser reconnects by itself (sending Last-Event-ID 57) and opens again.
    act(() => {
      stream.readyState = FakeEventSource.CONNECTING;
      stream.emit('error');
      stream.emit('open');
    });
    await waitFor(() => expect(api.requests('GET /api/notifications')).toHaveLength(3));
    expect(FakeEventSource.instances).toHaveLength(1);
  });

  it("refetches what a remote filed under the jobs' key families on an application.stage event", async () => {
    // A stand-in for talent-app's "My applications" list: its own call, the shared key family.
    let stage = 'applied';
    const api = mockApi({
      'GET /api/notifications': notifications(0),
      'GET /api/applications': () => ({ body: { data: [{ stage }] } }),
    });
    function Applications() {
      useLiveEvents();
      const list = useQuery({
        queryKey: applicationKeys.lists(),
        queryFn: async () => {
          const answer = await fetch('http://localhost/api/applications');
          return ((await answer.json()) as { data: { stage: string }[] }).data;
        },
      });
      return <output aria-label="stage">{list.data?.[0]?.stage}</output>;
    }
    renderWithProviders(<Applications />, { user: makeTalentUser() });
    expect(await screen.findByText('applied')).toBeInTheDocument();

    stage = 'interviewing';
    const stream = FakeEventSource.instances[0]!;
    act(() => {
      stream.emit('open');
      stream.emit('application.stage', {
        data: JSON.stringify({ id_application: 1, id_job: 2, stage }),
        lastEventId: '60',
      });
    });
    expect(await screen.findByText('interviewing')).toBeInTheDocument();
    expect(api.requests('GET /api/applications')).toHaveLength(2);
  });
});
