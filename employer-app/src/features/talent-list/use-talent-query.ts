import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { readTalentQuery, writeTalentQuery, type TalentQuery } from './talent-query';

/**
 * The list's query from the URL, and a setter that pushes a history entry (so Back returns
 * to the previous search or page). A new search, filter, order or page size starts again at
 * page 1.
 */
export function useTalentQuery(): [TalentQuery, (change: Partial<TalentQuery>) => void] {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readTalentQuery(params), [params]);
  const update = useCallback(
    (change: Partial<TalentQuery>) => {
      // Anything but the page itself changes which talents come first: back to page 1.
      const resetsPage = Object.keys(change).some((key) => key !== 'page');
      const next = { ...query, ...(resetsPage ? { page: 1 } : {}), ...change };
      setParams(writeTalentQuery(next));
    },
    [query, setParams],
  );
  return [query, update];
}
