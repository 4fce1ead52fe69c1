#!/usr/bin/env node
// `npm run size [-- <url>] [--budget <KB>]`: what the first load of / costs. Opens the page in
// Chromium, lists every script and stylesheet with raw and gzip bytes, grouped per app (shell,
// shared libraries, each remote), and prints the total first-load JS gzip. Without a URL it
// starts the product itself (scripts/start.mjs) on a free port with a throw-away DATA_DIR.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startProduct } from './lib/product.mjs';
import { FRONTEND_FOLDERS, ROOT } from './lib/workspace.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { budget: { type: 'string' }, path: { type: 'string', default: '/' } },
});

/** file → where its code comes from ('app' or an npm package), from each build's bundle-report.json. */
function bundleReports() {
  const reports = new Map();
  for (const folder of FRONTEND_FOLDERS) {
    try {
      const { files } = JSON.parse(
        readFileSync(join(ROOT, folder, 'dist', 'bundle-report.json'), 'utf8'),
      );
      reports.set(folder, files);
    } catch {
      reports.set(folder, {});
    }
  }
  return reports;
}

/** Groups: the shell's own code, the shared libraries it provides, and each remote. */
function groupOf(pathname, reports) {
  const remote = pathname.match(/^\/remotes\/([^/]+)\//);
  if (remote) return { group: remote[1], origin: null };
  const origin = reports.get('shell')?.[pathname.slice(1)]?.origin ?? 'app';
  // The federation runtime is the host's own machinery, not a library it shares.
  const ownCode = origin === 'app' || origin === 'runtime' || origin === 'federation runtime';
  return ownCode ? { group: 'shell', origin } : { group: 'shared', origin };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

async function measure(baseUrl) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  const responses = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'script' || type === 'stylesheet') responses.push(response);
  });
  await page.goto(new URL(values.path, baseUrl).href, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1000);
  const reports = bundleReports();
  const rows = [];
  for (const response of responses) {
    const body = await response.body();
    const { pathname } = new URL(response.url());
    const sizes = await response.request().sizes();
    rows.push({
      kind: response.request().resourceType() === 'script' ? 'js' : 'css',
      file: pathname,
      ...groupOf(pathname, reports),
      raw: body.length,
      gzip: gzipSync(body, { level: 9 }).length,
      transfer: sizes.responseBodySize,
      encoding: response.headers()['content-encoding'] ?? 'none',
    });
  }
  await browser.close();
  return rows;
}

let product = null;
let baseUrl = positionals[0] || process.env.SIZE_URL;
if (!baseUrl) {
  console.log('Starting the product (scripts/start.mjs)…');
  product = await startProduct();
  baseUrl = product.url;
}

try {
  const rows = await measure(baseUrl);
  const js = rows.filter((row) => row.kind === 'js');
  const totalJsGzip = js.reduce((sum, row) => sum + row.gzip, 0);
  console.log(`\nFirst load of ${new URL(values.path, baseUrl).href} (Chromium, 1366x900)\n`);
  const groups = [...new Set(rows.map((row) => row.group))].sort();
  for (const group of groups) {
    const members = rows.filter((row) => row.group === group);
    const raw = members.reduce((sum, row) => sum + row.raw, 0);
    const gzip = members.reduce((sum, row) => sum + row.gzip, 0);
    console.log(
      `${group.padEnd(62)} ${kb(raw).padStart(10)} ${kb(gzip).padStart(10)}  (raw, gzip)`,
    );
    for (const row of members) {
      const label = row.origin && row.origin !== 'app' ? ` ${row.origin}` : '';
      console.log(
        `  ${row.kind.padEnd(4)}${(row.file + label).padEnd(58)} ${kb(row.raw).padStart(10)} ${kb(row.gzip).padStart(10)}  sent ${kb(row.transfer)} (${row.encoding})`,
      );
    }
  }
  const cssGzip = rows.filter((row) => row.kind === 'css').reduce((sum, row) => sum + row.gzip, 0);
  console.log(`\nCSS: ${kb(cssGzip)} gzip`);
  console.log(
    `First-load JS: ${kb(totalJsGzip)} gzip in ${js.length} files (${kb(js.reduce((s, r) => s + r.raw, 0))} raw)`,
  );
  if (values.budget) {
    const budget = Number(values.budget) * 1024;
    const ok = totalJsGzip <= budget;
    console.log(`${ok ? 'Within' : 'OVER'} the budget of ${values.budget} KB gzip.`);
    if (!ok) process.exitCode = 1;
  }
} finally {
  await product?.stop();
}
