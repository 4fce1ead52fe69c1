import { useLocation, useNavigate } from 'react-router-dom';

/**
 * 'Back' that stays in the product: the previous page when the visitor came from one of ours,
 * else `fallback` (a page opened directly, from a bookmark or an e-mail, has no previous page
 * here: going back would leave Peworld or do nothing).
 */
export function useBack(fallback: string): () => void {
  const navigate = useNavigate();
  const { key } = useLocation();
  return () => {
    // The first entry of a visit has the key 'default'; in the browser React Router also
    // numbers entries (idx), which stays 0 when that first entry was replaced by a redirect.
    const index = (window.history.state as { idx?: unknown } | null)?.idx;
    const hasPrevious = key !== 'default' && (typeof index !== 'number' || index > 0);
    if (hasPrevious) navigate(-1);
    else navigate(fallback, { replace: true });
  };
}
