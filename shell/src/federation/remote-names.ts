import type { RemotePageId } from './route-table';

/** Container names of the remotes, as /remotes.json and loadRemote ids spell them. */
export const REMOTE_NAMES = ['authRemote', 'talentApp', 'employerApp', 'chatApp'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export function isRemoteName(value: string): value is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(value);
}

/** 'talentApp/CompanyListPage' → 'talentApp'. */
export function remoteNameOf(id: RemotePageId): RemoteName {
  const name = id.slice(0, id.indexOf('/'));
  if (!isRemoteName(name)) throw new Error(`"${id}" does not name a known remote`);
  return name;
}
