// The one-click unsubscribe link's token: the company id signed with the database's mail key
// (migration 092), so the link needs no login, cannot be made for another company, and every
// API instance verifies the links of the others.
import { createHmac, timingSafeEqual } from 'node:crypto';

const PURPOSE = 'saved-search-digest';

function signature(secret: string, idCompany: number): string {
  return createHmac('sha256', secret).update(`${PURPOSE}:${idCompany}`).digest('base64url');
}

export function unsubscribeToken(secret: string, idCompany: number): string {
  return `${idCompany}.${signature(secret, idCompany)}`;
}

/** The company the token was made for, or null when it was not made with this key. */
export function companyOfToken(secret: string, token: string): number | null {
  const match = /^([1-9][0-9]{0,15})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const idCompany = Number(match[1]);
  const expected = Buffer.from(signature(secret, idCompany));
  const given = Buffer.from(match[2]!);
  return expected.length === given.length && timingSafeEqual(expected, given) ? idCompany : null;
}
