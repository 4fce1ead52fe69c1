// The one parser of ids that arrive as text (paths, query strings, form fields). Ids are
// PostgreSQL `integer` keys, so only the canonical decimal spelling of 1..2147483647 names a
// row: `02`, `2.0`, `+2`, `2e0`, ` 2`, `0x2`, `Infinity` name nothing. Owner checks and queries
// both use the number this returns, so they can never disagree about which row is meant.
import { MAX_ID } from '../schemas/common.js';

export { MAX_ID };
const CANONICAL_ID = /^[1-9][0-9]{0,9}$/;

/** The id `raw` spells canonically, or null. */
export function parseId(raw: unknown): number | null {
  if (typeof raw === 'number')
    return Number.isInteger(raw) && raw >= 1 && raw <= MAX_ID ? raw : null;
  if (typeof raw !== 'string' || !CANONICAL_ID.test(raw)) return null;
  const id = Number(raw);
  return id <= MAX_ID ? id : null;
}

/** Path parameters that hold ids: `id`, `id_user`, `userId`, `conversation_id`… */
export function isIdParam(name: string): boolean {
  return name === 'id' || /^id_|_id$|[a-z]Id$/.test(name);
}
