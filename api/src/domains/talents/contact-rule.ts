// The one rule for a talent's email and phone: the talent themself sees them, and so does a
// company whose hire request the talent accepted. Everyone else, logged in or not, gets the
// profile without them. The profile asks `canSeeTalentContact`; the conversation list, which
// shows both sides' contact details under the same rule, embeds `acceptedHireSql` in its query.
import type { Db } from '../../db/db.js';
import type { Role } from '../../schemas/common.js';

export interface ContactViewer {
  id: number;
  role: Role;
}

/** SQL: whether the talent accepted a hire request of the company (columns or parameters). */
export function acceptedHireSql(company: string, talent: string): string {
  return `EXISTS (SELECT 1 FROM hire_requests ah WHERE ah.id_company = ${company}
    AND ah.id_user = ${talent} AND ah.status = 'accepted')`;
}

export async function canSeeTalentContact(
  db: Db,
  viewer: ContactViewer | null,
  talentId: number,
): Promise<boolean> {
  if (!viewer) return false;
  if (viewer.role === 'talent') return viewer.id === talentId;
  const { rows } = await db.query<{ visible: boolean }>(
    `SELECT ${acceptedHireSql('$1', '$2')} AS visible`,
    [viewer.id, talentId],
    'talent_contact_visible',
  );
  return rows[0]?.visible === true;
}
