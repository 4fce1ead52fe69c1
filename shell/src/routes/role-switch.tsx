import { useSession, type Role } from '@peworld/shared-ui/core';
import { RemotePage } from '../federation/remote-page';
import type { RemoteModuleId } from '../federation/remotes';

export type RolePages = Record<Role, RemoteModuleId>;

/**
 * One URL, two audiences: recruiters get the employer remote's page, talent the talent
 * remote's. Spec §2: with no role stored the list shows companies, i.e. the talent side.
 */
export function pageForRole(pages: RolePages, role: Role | null): RemoteModuleId {
  return role === 'recruiter' ? pages.recruiter : pages.talent;
}

export function RoleSwitch({ pages }: { pages: RolePages }) {
  const { role } = useSession();
  return <RemotePage id={pageForRole(pages, role)} />;
}
