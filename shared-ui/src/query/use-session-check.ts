import type { SessionUser } from '@peworld/api/schemas';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getMe } from '../api/calls/get-me';
import { sessionStore } from '../session/session-store';
import { sessionKeys } from './query-keys';

function sameUser(a: SessionUser, b: SessionUser): boolean {
  return (
    a.id_user === b.id_user &&
    a.role === b.role &&
    a.name === b.name &&
    a.image === b.image &&
    a.email === b.email &&
    a.id_company === b.id_company
  );
}

/**
 * Asks the server who is logged in (GET /api/auth/me) when the app starts with a stored
 * login and again whenever the tab regains focus. A 401 clears the stored login (the API
 * client does that for every call), so an expired session stops showing logged-in pages;
 * a success refreshes the stored name and picture when they changed elsewhere.
 * Mounted once, by the shell.
 */
export function useSessionCheck() {
  const loggedIn = sessionStore((state) => state.user !== null);
  const { data } = useQuery({
    queryKey: sessionKeys.me(),
    queryFn: ({ signal }) => getMe({ signal }),
    enabled: loggedIn,
    staleTime: 0,
    refetchOnWindowFocus: 'always',
    retry: false,
  });
  useEffect(() => {
    const fresh = data?.result.user;
    const current = sessionStore.getState().user;
    if (fresh && current && !sameUser(current, fresh)) sessionStore.getState().login(fresh);
  }, [data]);
}

/** Merges changed profile fields into the stored login (header avatar, greeting). */
export function patchSessionUser(id: number, patch: Partial<Pick<SessionUser, 'name' | 'image'>>) {
  const current = sessionStore.getState().user;
  if (!current || current.id_user !== id) return;
  const next = { ...current, ...patch };
  if (!sameUser(current, next)) sessionStore.getState().login(next);
}
