import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { AppMessages, preloadLaterCatalogs } from './app-messages';
import type { Catalog, CatalogLoaders } from './catalogs';
import { useT } from './use-t';

// A catalog in two parts (later-keys.json): the first paint reads the first part only; a key
// of the later part resolves once it has arrived, preloaded or asked for.

const FIRST: Catalog = { 'demo.title': 'Find talent' };
const LATER: Catalog = { 'demo.menu': 'Account of {name}' };

function demoCatalogs() {
  const later = jest.fn(async () => LATER);
  const loaders: CatalogLoaders = {
    id: async () => FIRST,
    en: async () => FIRST,
    later: { id: later, en: later },
  };
  return { loaders, later };
}

function Text({ id }: { id: string }) {
  const t = useT();
  return <p>{t(id, { name: 'Louis' })}</p>;
}

function renderWith(loaders: CatalogLoaders, id: string) {
  return render(
    <Suspense fallback={<p>waiting</p>}>
      <AppMessages catalogs={loaders}>
        <Text id={id} />
      </AppMessages>
    </Suspense>,
  );
}

describe('catalogs in a first and a later part', () => {
  it('paints first-part text without fetching the later part', async () => {
    const { loaders, later } = demoCatalogs();
    renderWith(loaders, 'demo.title');
    expect(await screen.findByText('Find talent')).toBeInTheDocument();
    expect(later).not.toHaveBeenCalled();
  });

  it('resolves a later key at once after preloadLaterCatalogs', async () => {
    const { loaders, later } = demoCatalogs();
    await preloadLaterCatalogs(loaders, 'en');
    expect(later).toHaveBeenCalledTimes(1);
    renderWith(loaders, 'demo.menu');
    expect(await screen.findByText('Account of Louis')).toBeInTheDocument();
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('a later key asked for before the preload waits for its part, then shows', async () => {
    const { loaders, later } = demoCatalogs();
    renderWith(loaders, 'demo.menu');
    expect(await screen.findByText('Account of Louis')).toBeInTheDocument();
    expect(screen.queryByText('demo.menu')).not.toBeInTheDocument();
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('a key in neither part still reads as its id once the later part is in', async () => {
    const { loaders } = demoCatalogs();
    await preloadLaterCatalogs(loaders, 'en');
    renderWith(loaders, 'demo.unknown');
    expect(await screen.findByText('demo.unknown')).toBeInTheDocument();
  });
});
