import { paths } from '@peworld/shared-ui/core';
import type { SessionUser } from '@peworld/shared-ui/core';

// One answer to "where is my profile?" for the header menu and the mobile bottom bar:
// recruiters edit their company, talent edit their own profile.
export function profileHref(role: SessionUser['role'] | null | undefined): string {
  return role === 'recruiter' ? paths.compEdit.getHref() : paths.userEdit.getHref();
}

// Account settings (password and contact details) live in a section of the same edit page;
// the remote pages mark it with this id so the menu's Setting item lands on it.
export const SETTINGS_SECTION_ID = 'settings';

export function settingsHref(role: SessionUser['role'] | null | undefined): string {
  return `${profileHref(role)}#${SETTINGS_SECTION_ID}`;
}
