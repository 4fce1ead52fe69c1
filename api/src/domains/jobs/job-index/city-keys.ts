// The city filter's keys: the words the database folds a typed city to (search_words, so
// "Jogja" = Yogyakarta), as the jobs' c: keys hold them. The folding is the schema's, the same
// for a text until a migration changes it, so each text is asked once per process (a bounded
// number of them: the filter is typed by hand).
import type { Db } from '../../../db/db.js';

const KEPT_TEXTS = 1_000;

export function memoizedCityKeys(db: Db): (city: string) => Promise<string[]> {
  const known = new Map<string, Promise<string[]>>();
  return (city) => {
    const kept = known.get(city);
    if (kept) return kept;
    if (known.size >= KEPT_TEXTS) known.clear();
    const keys = db
      .query<{ keys: string[] }>(
        `SELECT ARRAY(SELECT 'c:' || w FROM search_words('c', $1::text) w) AS keys`,
        [city],
        'job_city_keys',
      )
      .then(({ rows }) => rows[0]!.keys);
    known.set(city, keys);
    // A failed read is asked again next time rather than remembered.
    keys.catch(() => known.delete(city));
    return keys;
  };
}
