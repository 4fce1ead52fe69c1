import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { readFlash, type FlashState } from '../lib/flash';

/**
 * The one-time message the previous screen passed in navigation state. It is kept for the
 * life of this screen and removed from the history entry, so a reload does not show it again.
 */
export function useFlash(): FlashState | null {
  const location = useLocation();
  const navigate = useNavigate();
  const [flash] = useState(() => readFlash(location.state));

  useEffect(() => {
    if (!readFlash(location.state)) return;
    const { pathname, search, hash } = location;
    void navigate({ pathname, search, hash }, { replace: true, state: null });
  }, [location, navigate]);

  return flash;
}
