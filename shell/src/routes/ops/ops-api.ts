import type { RemoteHistoryEntry, RemoteStatus } from '@peworld/api/schemas';

// The ops page's calls to /api/ops. Not through the product's API client: a 401 here means
// "not signed in as ops", which must not end the visitor's product session.

export class OpsApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'OpsApiError';
  }
}

async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api/ops/${path}`, {
      method,
      credentials: 'same-origin',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch {
    throw new OpsApiError(0, 'Cannot reach the server. Check your connection and try again.');
  }
  const data = (await response.json().catch(() => null)) as {
    message?: string;
    data?: T;
  } | null;
  if (!response.ok)
    throw new OpsApiError(
      response.status,
      data?.message ?? `The server answered ${response.status}. Please try again.`,
    );
  return data?.data as T;
}

export interface OpsSession {
  email: string | null;
  actor: string;
}

export type PointerAction = 'use' | 'canary' | 'promote' | 'rollback' | 'reset';

export interface ChangeAnswer {
  changed: boolean;
  history: RemoteHistoryEntry | null;
}

export const opsApi = {
  session: () => call<OpsSession>('GET', 'session'),
  signIn: (email: string, password: string) =>
    call<OpsSession>('POST', 'login', { email, password }),
  signOut: () => call<unknown>('POST', 'logout'),
  remotes: () => call<RemoteStatus[]>('GET', 'remotes'),
  history: () => call<RemoteHistoryEntry[]>('GET', 'history?limit=30'),
  change: (
    remote: string,
    action: PointerAction,
    body: { target?: string; percent?: number; note: string },
  ) => call<ChangeAnswer>('POST', `remotes/${encodeURIComponent(remote)}/${action}`, body),
  preview: (remote: string, body: { target: string; note: string }) =>
    call<{ link: string; expiresAt: string }>(
      'POST',
      `remotes/${encodeURIComponent(remote)}/preview`,
      body,
    ),
};
