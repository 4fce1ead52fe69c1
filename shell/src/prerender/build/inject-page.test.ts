import { injectPage } from './inject-page';

const TEMPLATE =
  '<html><head><title>P</title></head><body><noscript>Peworld needs JavaScript to run.</noscript>' +
  '<div id=root data-app=shell data-app-version=1.0.0></div></body></html>';
const RENDERED = {
  html: '<header>Hi</header>',
  styleTags: '<style data-styled="true">.a{}</style>',
};

describe('injectPage', () => {
  it('puts the markup in #root, marked with its path, and the styles in <head>', () => {
    const html = injectPage(TEMPLATE, { path: '/user-login', needsScript: true }, RENDERED);
    expect(html).toContain(
      '<div id="root" data-app=shell data-app-version=1.0.0 data-prerendered="/user-login"><header>Hi</header></div>',
    );
    expect(html).toContain('<style data-styled="true">.a{}</style>');
    expect(html.indexOf('<style data-styled')).toBeLessThan(html.indexOf('</head>'));
    // A login form needs scripts: the notice stays.
    expect(html).toContain('<noscript>');
  });

  it('keeps the page invisible until all of #root is parsed, so a half-parsed page never paints', () => {
    const html = injectPage(TEMPLATE, { path: '/', needsScript: false }, RENDERED);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<style>#root:not(:has(~ #prerendered-end)){visibility:hidden}</style>');
    // The marker comes right after #root's end tag, outside what React hydrates.
    expect(html).toContain('<header>Hi</header></div><template id="prerendered-end"></template>');
  });

  it('makes forms post, so a submit before hydration never puts a password in the URL', () => {
    const html = injectPage(
      TEMPLATE,
      { path: '/user-login', needsScript: true },
      {
        ...RENDERED,
        html: '<form noValidate="" aria-label="Log in"><input name="password"/></form>',
      },
    );
    expect(html).toContain('<form method="post" noValidate=""');
  });

  it('drops the "needs JavaScript" notice from pages that work without it', () => {
    const html = injectPage(TEMPLATE, { path: '/', needsScript: false }, RENDERED);
    expect(html).not.toContain('noscript');
  });

  it('refuses a template without an empty #root', () => {
    expect(() =>
      injectPage(
        '<head></head><div id="root">x</div>',
        { path: '/', needsScript: false },
        RENDERED,
      ),
    ).toThrow(/no empty <div id="root">/);
  });
});
