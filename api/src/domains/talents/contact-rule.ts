// The one rule for a talent's email and phone: the talent themself sees them, and so does a
// company whose hire request the talent accepted, or that moved the talent's application to
// one of its jobs past 'applied' (issue 32). Everyone else, logged in or not, gets the
// profile without them. The profile asks `canSeeTalentContact`; the conversation list, which
// shows both sides' contact details under the same rule, embeds `contactUnlockedSql` in its query.
import type { Db } from '../../db/db.js';
import type { Role } from '../../schemas/common.js';

export interface ContactViewer {
  id: number;
  role: Role;
}

/**
 * SQL: whether the talent accepted a hire request of the company, or the company moved the
 * talent's application to one of its jobs past 'applied' (columns or parameters).
 */
export function contactUnlockedSql(company: string, talent: string): string {
  return `(EXISTS (SELECT 1 FROM hire_requests ah WHERE ah.id_company = ${company}
    AND ah.id_user = ${talent} AND ah.status = 'accepted')
    OR EXISTS (SELECT 1 FROM job_applications uja JOIN jobs uj ON uj.id_job = uja.id_job
    WHERE uj.id_company = ${company} AND uja.id_user = ${talent} AND uja.stage <> 'applied'))`;
}

export async function canSeeTalentContact(
  db: Db,
  viewer: ContactViewer | null,
  talentId: number,
): Promise<boolean> {
  if (!viewer) return false;
  if (viewer.role === 'talent') return viewer.id === talentId;
  const { rows } = await db.query<{ visible: boolean }>(
    `SELECT ${contactUnlockedSql('$1', '$2')} AS visible`,
    [viewer.id, talentId],
    'talent_contact_visible',
  );
  return rows[0]?.visible === true;
}
