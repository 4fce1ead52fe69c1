import { localizeTemplate } from './localize-template';

const TEMPLATE =
  '<!doctype html><html lang=en><head><meta name=description content="Peworld connects"></head>' +
  '<body><noscript>Peworld needs JavaScript to run.</noscript><div id=root></div></body></html>';

describe('localizeTemplate', () => {
  it('writes the language, description and no-script notice of each language', () => {
    const id = localizeTemplate(TEMPLATE, 'id');
    expect(id).toContain('<html lang="id"');
    expect(id).toContain('<noscript>Peworld membutuhkan JavaScript untuk berjalan.</noscript>');
    expect(id).toMatch(/<meta name=description content="Peworld mempertemukan/);
    const en = localizeTemplate(TEMPLATE, 'en');
    expect(en).toContain('<html lang="en"');
    expect(en).toContain('<noscript>Peworld needs JavaScript to run.</noscript>');
  });
});
