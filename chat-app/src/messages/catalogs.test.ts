import path from 'node:path';
import { catalogProblems } from '@peworld/shared-ui/testing';

// Both languages complete, placeholders alike, and every t('…') of this app in a catalog.
it('has complete id and en catalogs for every key the app uses', () => {
  expect(catalogProblems(path.join(__dirname, '..'), 'chat')).toEqual([]);
});
