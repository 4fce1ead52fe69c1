// The one rule for a talent's email and phone (PLAN.md contract): the talent themself sees
// them, and so does a company whose hire request the talent accepted. Everyone else, logged in
// or not, gets the profile without them.
import type { Db } from '../db/db.js';
import type { Role } from '../schemas/common.js';

export interface ContactViewer {
  id: number;
  role: Role;
}

export async function canSeeTalentContact(
  db: Db,
  viewer: ContactViewer | null,
  talentId: number,
): Promise<boolean> {
  if (!viewer) return false;
  if (viewer.role === 'talent') return viewer.id === talentId;
  const { rows } = await db.query(
    `SELECT 1 FROM hire_requests WHERE id_company = $1 AND id_user = $2 AND status = 'accepted' LIMIT 1`,
    [viewer.id, talentId],
    'talent_contact_visible',
  );
  return rows.length > 0;
}
