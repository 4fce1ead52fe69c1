import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { clearImmediate, setImmediate } from 'node:timers';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack from 'webpack';
import { keepsEarlierFile, RETIRED_LEDGER, ShellDeployPlugin } from './shell-deploy-plugin';

const DAY = 24 * 3600 * 1000;

// The suite runs in jsdom (the package's setup needs a window); webpack needs Node's timers.
Object.assign(globalThis, { setImmediate, clearImmediate });

describe('keepsEarlierFile', () => {
  it('keeps hashed files of an earlier build until the retention has passed since they retired', () => {
    const ledger: Record<string, number> = {};
    expect(keepsEarlierFile('main.0123456789.js', ledger, 1000, DAY)).toBe(true);
    expect(ledger['main.0123456789.js']).toBe(1000);
    expect(keepsEarlierFile('main.0123456789.js', ledger, 1000 + DAY - 1, DAY)).toBe(true);
    expect(keepsEarlierFile('main.0123456789.js', ledger, 1000 + DAY, DAY)).toBe(false);
    expect(keepsEarlierFile('420.abcdef0123.js.br', {}, 0, DAY)).toBe(true);
    expect(keepsEarlierFile('fonts/inter.abcdef0123.woff2', {}, 0, DAY)).toBe(true);
  });

  it('keeps the page and its ledger, and lets other files go', () => {
    expect(keepsEarlierFile('index.html', {}, 0, DAY)).toBe(true);
    expect(keepsEarlierFile(RETIRED_LEDGER, {}, 0, DAY)).toBe(true);
    expect(keepsEarlierFile('bundle-report.json', {}, 0, DAY)).toBe(false);
    expect(keepsEarlierFile('prerendered/landing.html', {}, 0, DAY)).toBe(false);
  });
});

describe('ShellDeployPlugin in a real build', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'shell-deploy-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  function build(source: string): Promise<void> {
    writeFileSync(path.join(dir, 'entry.js'), source);
    const compiler = webpack({
      mode: 'production',
      context: dir,
      entry: { main: './entry.js' },
      output: { path: path.join(dir, 'dist'), filename: '[name].[contenthash:10].js', clean: true },
      plugins: [
        new HtmlWebpackPlugin({ templateContent: '<html></html>' }),
        new ShellDeployPlugin(DAY),
      ],
    });
    return new Promise((resolve, reject) =>
      compiler.run((error, stats) => {
        compiler.close(() => undefined);
        if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString()));
        else resolve();
      }),
    );
  }

  const scripts = () => readdirSync(path.join(dir, 'dist')).filter((f) => /^main\..*\.js$/.test(f));

  it('a rebuild keeps the previous entry and writes the page naming the new one', async () => {
    await build('console.log("v1")');
    const [v1] = scripts();
    await build('console.log("v2")');
    const all = scripts();
    expect(all).toHaveLength(2);
    const v2 = all.find((file) => file !== v1)!;
    const page = readFileSync(path.join(dir, 'dist/index.html'), 'utf8');
    expect(page).toContain(v2);
    expect(page).not.toContain(v1);
    expect(existsSync(path.join(dir, 'dist/index.html.next'))).toBe(false);
    const ledger = JSON.parse(readFileSync(path.join(dir, 'dist', RETIRED_LEDGER), 'utf8'));
    expect(Object.keys(ledger)).toEqual([v1]);
  }, 60_000);
});
