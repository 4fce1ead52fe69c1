import type { PrerenderedPage } from '../prerendered-pages';
import type { RenderedPage } from '../render-page';

// Chromium paints a document it has only partly parsed when its parser yields (a busy machine,
// a slow network): the centred form and the brand panel's column are then laid out without
// their lower half and jump when it arrives. The page stays invisible until the marker after
// #root is parsed, so the first frame is the whole page. (<link rel=expect blocking=render> would
// say the same, but Debian's Chromium 156 does not honour it.)
const PARSED_MARKER = '<template id="prerendered-end"></template>';
const HIDDEN_UNTIL_PARSED = '<style>#root:not(:has(~ #prerendered-end)){visibility:hidden}</style>';

/**
 * The app's index.html with a pre-rendered page in #root and its styles in <head>. #root gets
 * data-prerendered so the bootstrap knows to hydrate instead of rendering from scratch.
 */
export function injectPage(
  template: string,
  page: Pick<PrerenderedPage, 'path' | 'needsScript'>,
  rendered: RenderedPage,
): string {
  // The production html is minified: attribute quotes may be gone.
  const root = /<div id="?root"?(\s[^>]*)?><\/div>/;
  if (!root.test(template)) throw new Error('index.html has no empty <div id="root">');
  if (!template.includes('</head>')) throw new Error('index.html has no </head>');
  // A form submitted before hydration would be sent the browser's way: a GET that puts the
  // password in the address. POST keeps it out of URLs and logs; the server answers such a
  // post with a redirect back to the page (React leaves the extra attribute alone).
  const markup = rendered.html.replace(/<form(?![^>]*\smethod=)/g, '<form method="post"');
  let html = template
    .replace('</head>', `${rendered.styleTags}${HIDDEN_UNTIL_PARSED}</head>`)
    .replace(
      root,
      (_match, attributes: string | undefined) =>
        `<div id="root"${attributes ?? ''} data-prerendered="${page.path}">${markup}</div>${PARSED_MARKER}`,
    );
  // The page itself works without scripts (links, text): no "needs JavaScript" notice on it.
  if (!page.needsScript) html = html.replace(/<noscript>[\s\S]*?<\/noscript>\s*/, '');
  return html;
}
