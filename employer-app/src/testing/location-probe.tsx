import { useLocation } from 'react-router-dom';

/** Renders the router's current path + query, for tests of pages that change their own URL. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="current-url">{`${location.pathname}${location.search}`}</output>;
}
