import { Banner } from '@peworld/shared-ui';
import { useFlash } from '../../hooks/use-flash';

/** Shows the success message the previous screen passed along in navigation state. */
export function FlashBanner() {
  const flash = useFlash();
  if (!flash) return null;
  return <Banner tone="success">{flash.flash}</Banner>;
}
