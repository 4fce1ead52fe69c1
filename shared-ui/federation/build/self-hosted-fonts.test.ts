import { FALLBACK_FACES, FONT_WEIGHTS, fontFiles, fontHead } from './self-hosted-fonts';

describe('self-hosted Open Sans', () => {
  const files = fontFiles();

  it('ships only the weights the styles use, latin and latin-ext, as hashed woff2', () => {
    expect(files.map((file) => `${file.subset}-${file.weight}`).sort()).toEqual(
      FONT_WEIGHTS.flatMap((weight) => [`latin-${weight}`, `latin-ext-${weight}`]).sort(),
    );
    for (const file of files) {
      expect(file.name).toMatch(/^fonts\/open-sans-[a-z-]+-\d{3}-normal\.[0-9a-f]{10}\.woff2$/);
      // woff2 signature: the real font, not a stub.
      expect(file.content.subarray(0, 4).toString('latin1')).toBe('wOF2');
    }
  });

  it('declares swap faces with unicode ranges and preloads the first-screen latin weights', () => {
    const head = fontHead(files, '/');
    expect(head.match(/font-family:'Open Sans';/g)).toHaveLength(files.length);
    expect(head.match(/font-display:swap/g)).toHaveLength(files.length);
    expect(head).toContain('unicode-range:U+0000-00FF');
    const preloads = [...head.matchAll(/<link rel="preload" href="([^"]+)"/g)].map((m) => m[1]);
    expect(preloads).toEqual([
      expect.stringMatching(/^\/fonts\/open-sans-latin-400-normal\./),
      expect.stringMatching(/^\/fonts\/open-sans-latin-600-normal\./),
    ]);
    expect(head).toContain('as="font" type="font/woff2" crossorigin');
  });

  it('adds a metric-matched local fallback per weight', () => {
    const head = fontHead(files, '/');
    expect(head.match(/font-family:'Open Sans Fallback'/g)).toHaveLength(FALLBACK_FACES.length);
    expect(head).toContain("src:local('Arial')");
    expect(head).toContain('size-adjust:106.05%');
    expect(head).toContain('line-gap-override:0%');
  });
});
