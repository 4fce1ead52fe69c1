import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readTalentQuery, writeTalentQuery, type TalentQuery } from './talent-query';

/**
 * The list's query from the URL, and a setter that pushes a history entry (so Back returns
 * to the previous search or page). A new search or category starts again at page 1.
 */
export function useTalentQuery(): [TalentQuery, (change: Partial<TalentQuery>) => void] {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readTalentQuery(params), [params]);
  const update = useCallback(
    (change: Partial<TalentQuery>) => {
      const resetsPage = 'search' in change || 'category' in change;
      const next = { ...query, ...(resetsPage ? { page: 1 } : {}), ...change };
      setParams(writeTalentQuery(next));
    },
    [query, setParams],
  );
  return [query, update];
}
