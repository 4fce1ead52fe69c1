import { useLocation } from 'react-router-dom';
import { Banner } from '@peworld/shared-ui';
import { readFlash } from '../../lib/flash';

/** Shows the success message the previous screen passed along in navigation state. */
export function FlashBanner() {
  const location = useLocation();
  const flash = readFlash(location.state);
  if (!flash) return null;
  return <Banner tone="success">{flash.flash}</Banner>;
}
