#!/usr/bin/env node
// `npm run bench:web [-- --runs 3] [--pages /,/404] [--presets mobile,desktop] [--languages id,en]
//   [--no-logged-in] [<url>]`
// Lighthouse (npm `lighthouse`, Debian Chromium at CHROME_PATH or /usr/bin/chromium) against a
// fresh `npm start` (or <url>): the first-visit pages, and the talent list and a talent
// profile logged in as the demo recruiter, mobile and desktop presets, N runs each. Prints the
// median of the four category scores with LCP, TBT, CLS and transferred bytes. A benchmark,
// not a test: scores swing with machine load, so it also prints the load average.
// `--languages id,en` measures each page once per language: the browser asks for it with
// Accept-Language, so the server sends that language's pre-rendered page (issue 29).
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import puppeteer from 'puppeteer-core';
import { startProduct } from './lib/product.mjs';

const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const PUBLIC_PAGES = ['/', '/user-login', '/comp-login', '/option-regist', '/404'];
const DEMO_RECRUITER = { email: 'recruiter@peworld.id', password: 'peworld123' };
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: 'string', default: '3' },
    pages: { type: 'string' },
    presets: { type: 'string', default: 'mobile,desktop' },
    languages: { type: 'string' },
    'no-logged-in': { type: 'boolean', default: false },
  },
});
const runs = Math.max(1, Number(values.runs) || 3);
const presets = values.presets
  .split(',')
  .filter((preset) => ['mobile', 'desktop'].includes(preset));

// Without --languages the browser's own Accept-Language is left alone (one pass, no label).
const languages = values.languages
  ? values.languages.split(',').filter((language) => /^[a-z]{2}$/.test(language))
  : [null];

const median = (numbers) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * Logs the demo recruiter in inside the Chrome that Lighthouse drives (cookie + the stored
 * '@userLogin' the UI reads) and returns a talent profile path to measure.
 */
async function logInAsRecruiter(port, baseUrl) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  const page = await browser.newPage();
  await page.goto(baseUrl);
  const talentPath = await page.evaluate(async (account) => {
    const login = await fetch('/api/auth/login-company', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(account),
    });
    if (!login.ok) throw new Error(`demo recruiter login failed: ${login.status}`);
    const { result } = await login.json();
    window.localStorage.setItem('@userLogin', JSON.stringify(result.user));
    const list = await fetch('/api/users?page=1&limit=1');
    const body = await list.json();
    const first = Array.isArray(body.data) ? body.data[0] : null;
    return first ? `/home/profile-portofolio/${first.id_user}` : null;
  }, DEMO_RECRUITER);
  await page.close();
  browser.disconnect();
  return talentPath;
}

async function audit(url, preset, { loggedIn, baseUrl, language }) {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
  });
  try {
    if (loggedIn) await logInAsRecruiter(chrome.port, baseUrl);
    const flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      // Keep the login made above (Lighthouse clears storage by default).
      disableStorageReset: loggedIn,
      ...(language ? { extraHeaders: { 'Accept-Language': language } } : {}),
    };
    const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`no Lighthouse result for ${url}`);
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    const numeric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      scores: Object.fromEntries(
        CATEGORIES.map((category) => [
          category,
          Math.round((lhr.categories[category]?.score ?? 0) * 100),
        ]),
      ),
      lcp: numeric('largest-contentful-paint'),
      tbt: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      bytes: numeric('total-byte-weight'),
    };
  } finally {
    await chrome.kill();
  }
}

let product = null;
let baseUrl = positionals[0] || process.env.BENCH_URL;
if (!baseUrl) {
  console.log('Starting the product (scripts/start.mjs)…');
  product = await startProduct({ prefix: 'peworld-bench-web-' });
  baseUrl = product.url;
}

const rows = [];
try {
  const pages = (values.pages ? values.pages.split(',') : PUBLIC_PAGES).map((path) => ({
    path,
    loggedIn: false,
  }));
  if (!values.pages && !values['no-logged-in']) {
    pages.push({ path: '/home', loggedIn: true, label: '/home (talent list, recruiter)' });
    pages.push({ path: 'talent-profile', loggedIn: true, label: 'talent profile (recruiter)' });
  }
  for (const page of pages) {
    for (const language of languages) {
      for (const preset of presets) {
        const results = [];
        for (let run = 0; run < runs; run += 1) {
          let path = page.path;
          if (path === 'talent-profile') {
            // Found through the API with the recruiter's login.
            const chrome = await chromeLauncher.launch({
              chromePath: CHROME_PATH,
              chromeFlags: CHROME_FLAGS,
            });
            try {
              path = (await logInAsRecruiter(chrome.port, baseUrl)) ?? '/home';
            } finally {
              await chrome.kill();
            }
          }
          const url = new URL(path, baseUrl).href;
          process.stdout.write(
            `  ${preset.padEnd(7)} ${language ?? ''} ${path} run ${run + 1}/${runs}…`,
          );
          // Lighthouse sometimes loses a trace on a busy machine (NO_NAVSTART): try that run again.
          let result;
          for (let attempt = 1; !result; attempt += 1) {
            try {
              result = await audit(url, preset, { loggedIn: page.loggedIn, baseUrl, language });
            } catch (error) {
              if (attempt >= 3) throw error;
              process.stdout.write(` (${error instanceof Error ? error.message : error}; again)`);
            }
          }
          process.stdout.write(` perf ${result.scores.performance}\n`);
          results.push(result);
        }
        rows.push({
          page: `${page.label ?? page.path}${language ? ` (${language})` : ''}`,
          preset,
          ...Object.fromEntries(
            CATEGORIES.map((category) => [
              category,
              median(results.map((r) => r.scores[category])),
            ]),
          ),
          lcp: median(results.map((r) => r.lcp)),
          tbt: median(results.map((r) => r.tbt)),
          cls: median(results.map((r) => r.cls)),
          bytes: median(results.map((r) => r.bytes)),
        });
      }
    }
  }
} finally {
  await product?.stop();
}

const [load1, load5] = loadavg();
console.log(
  `\nLighthouse ${runs === 1 ? '(1 run)' : `(median of ${runs} runs)`}, load average ${load1.toFixed(1)} / ${load5.toFixed(1)} (1 / 5 min)\n`,
);
console.log('| page | preset | perf | a11y | best pr. | SEO | LCP | TBT | CLS | bytes |');
console.log('|---|---|---|---|---|---|---|---|---|---|');
for (const row of rows) {
  console.log(
    `| ${row.page} | ${row.preset} | ${row.performance} | ${row.accessibility} | ${row['best-practices']} | ${row.seo} | ${(row.lcp / 1000).toFixed(2)} s | ${Math.round(row.tbt)} ms | ${row.cls.toFixed(3)} | ${(row.bytes / 1024).toFixed(0)} KB |`,
  );
}
