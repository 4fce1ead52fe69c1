import { SHARED_UI_CATALOGS } from '../messages/catalogs';
import { switchLocale } from './app-messages';
import { loadCatalog } from './catalogs';
import { localeStore } from './locale-store';
import { sharedText } from './shared-text';

// The jest preset registers English test messages for bare components; these tests show that
// text made outside React follows the locale store and the catalogs the page has loaded.

it("uses the loaded catalog of the store's language, whatever the test fallback says", async () => {
  await loadCatalog(SHARED_UI_CATALOGS.id);
  localeStore.setState({ locale: 'id' });
  expect(sharedText('ui.pageSkeleton.loading')).toBe('Memuat halaman');
  expect(sharedText('ui.apiError.waitSeconds', { seconds: 1 })).toBe(
    'Terlalu banyak permintaan. Silakan coba lagi dalam 1 detik.',
  );
});

it('follows a language switch: text made afterwards is in the new language', async () => {
  expect(sharedText('ui.upload.cancelled')).toBe('The upload was cancelled.');
  await switchLocale('id');
  expect(sharedText('ui.upload.cancelled')).toBe('Unggahan dibatalkan.');
  await switchLocale('en');
  expect(sharedText('ui.upload.cancelled')).toBe('The upload was cancelled.');
});
