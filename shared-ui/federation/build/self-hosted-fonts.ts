// Open Sans served by the app itself (no third-party font host): only the weights the design
// uses, only the latin and latin-ext subsets (browsers fetch a subset only when a page shows
// one of its characters), `font-display: swap`, the above-the-fold weights preloaded, and a
// local fallback face whose metrics match Open Sans so the swap moves no text.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';

/** Weights the styles use (font-weight 400, 600, 700). */
export const FONT_WEIGHTS = [400, 600, 700] as const;
/** Weights the first screen of the landing and login pages paints with: preloaded. */
const PRELOADED_WEIGHTS = new Set<number>([400, 600]);
const SUBSETS = ['latin', 'latin-ext'] as const;

/** Open Sans' vertical metrics: unitsPerEm 2048, ascender 2189, descender 600, no line gap. */
const OPEN_SANS_ASCENT = 2189 / 2048;
const OPEN_SANS_DESCENT = 600 / 2048;
const ARIAL_REGULAR =
  "local('Arial'),local('ArialMT'),local('Liberation Sans'),local('Arimo'),local('Helvetica')";
const ARIAL_BOLD =
  "local('Arial Bold'),local('Arial-BoldMT'),local('Liberation Sans Bold'),local('Arimo Bold'),local('Helvetica Bold')";

export const FALLBACK_FAMILY = 'Open Sans Fallback';

/**
 * Arial (Liberation Sans / Arimo on Linux) scaled to Open Sans' advance widths per weight:
 * the width of the landing page's text in Open Sans divided by its width in Arial, measured
 * in Chromium (docs/decisions/050). Vertical metrics are Open Sans' divided by that scale.
 */
export const FALLBACK_FACES = [
  { weight: 400, src: ARIAL_REGULAR, sizeAdjust: 1.0605 },
  { weight: 600, src: ARIAL_BOLD, sizeAdjust: 1.0186 },
  { weight: 700, src: ARIAL_BOLD, sizeAdjust: 1.056 },
] as const;

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

function fallbackFaceCss(face: (typeof FALLBACK_FACES)[number]): string {
  return (
    `@font-face{font-family:'${FALLBACK_FAMILY}';font-weight:${face.weight};src:${face.src};` +
    `size-adjust:${percent(face.sizeAdjust)};` +
    `ascent-override:${percent(OPEN_SANS_ASCENT / face.sizeAdjust)};` +
    `descent-override:${percent(OPEN_SANS_DESCENT / face.sizeAdjust)};line-gap-override:0%}`
  );
}

interface FontFile {
  weight: number;
  subset: (typeof SUBSETS)[number];
  /** Emitted name under the build's fonts/ folder, content-hashed (cached forever). */
  name: string;
  content: Buffer;
  unicodeRange: string;
}

const fontsourceDir = () =>
  path.dirname(require.resolve('@fontsource/open-sans/package.json', { paths: [__dirname] }));

/** unicode-range of each subset, read from fontsource's own stylesheet for that weight. */
function unicodeRanges(weight: number): Map<string, string> {
  const css = readFileSync(path.join(fontsourceDir(), `${weight}.css`), 'utf8');
  const ranges = new Map<string, string>();
  for (const match of css.matchAll(
    /\/\* open-sans-([a-z-]+)-\d+-normal \*\/[^}]*?unicode-range:\s*([^;]+);/g,
  )) {
    ranges.set(match[1]!, match[2]!.trim());
  }
  return ranges;
}

export function fontFiles(): FontFile[] {
  const files: FontFile[] = [];
  for (const weight of FONT_WEIGHTS) {
    const ranges = unicodeRanges(weight);
    for (const subset of SUBSETS) {
      const base = `open-sans-${subset}-${weight}-normal`;
      const content = readFileSync(path.join(fontsourceDir(), 'files', `${base}.woff2`));
      const hash = createHash('sha256').update(content).digest('hex').slice(0, 10);
      const unicodeRange = ranges.get(subset);
      if (!unicodeRange)
        throw new Error(`@fontsource/open-sans has no ${subset} range for ${weight}`);
      files.push({ weight, subset, name: `fonts/${base}.${hash}.woff2`, content, unicodeRange });
    }
  }
  return files;
}

/** <style> and <link rel=preload> for the page's <head>; `publicPath` ends with '/'. */
export function fontHead(files: FontFile[], publicPath: string): string {
  const faces = files.map(
    (file) =>
      `@font-face{font-family:'Open Sans';font-style:normal;font-weight:${file.weight};` +
      `font-display:swap;src:url(${publicPath}${file.name}) format('woff2');` +
      `unicode-range:${file.unicodeRange}}`,
  );
  const preloads = files
    .filter((file) => file.subset === 'latin' && PRELOADED_WEIGHTS.has(file.weight))
    .map(
      (file) =>
        `<link rel="preload" href="${publicPath}${file.name}" as="font" type="font/woff2" crossorigin />`,
    );
  return [
    ...preloads,
    `<style>${[...faces, ...FALLBACK_FACES.map(fallbackFaceCss)].join('')}</style>`,
  ].join('\n    ');
}

/** Emits the font files into the build (fonts/…), next to the scripts. */
export class SelfHostedFontsPlugin {
  constructor(private readonly files: FontFile[]) {}

  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('SelfHostedFontsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'SelfHostedFontsPlugin',
          stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        () => {
          for (const file of this.files) {
            compilation.emitAsset(file.name, new webpack.sources.RawSource(file.content), {
              immutable: true,
            });
          }
        },
      );
    });
  }
}
