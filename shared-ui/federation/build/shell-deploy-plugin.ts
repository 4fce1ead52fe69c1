import { existsSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';

/** Hashed file names (and their compressed and licence siblings) never change content. */
const HASHED = /\.[0-9a-f]{8,}\.[a-z0-9]+(\.LICENSE\.txt)?(\.(br|gz))?$/i;
/** The page that names the current build's scripts; replaced last, in one step. */
const PAGE_FILES = ['index.html', 'index.html.br', 'index.html.gz'];
const NEXT = '.next';
/** When each file of an earlier build was first found no longer built (kept, not served). */
export const RETIRED_LEDGER = '.retired-assets.json';
/** Longer than a session (SESSION_TTL_HOURS, 7 days by default): a tab that old still works. */
export const DEFAULT_RETENTION_DAYS = 8;

type Ledger = Record<string, number>;

function readLedger(file: string): Ledger {
  try {
    const data = JSON.parse(readFileSync(file, 'utf8')) as unknown;
    return typeof data === 'object' && data !== null ? (data as Ledger) : {};
  } catch {
    return {};
  }
}

/**
 * Whether a file an earlier build wrote stays: hashed files for `retentionMs` after they were
 * first found retired (recorded in `ledger`), the ledger itself, and the page until the new one
 * replaces it. Anything else goes, as with `clean: true`.
 */
export function keepsEarlierFile(
  file: string,
  ledger: Ledger,
  now: number,
  retentionMs: number,
): boolean {
  const name = file.split(/[\\/]/).join('/');
  if (name === RETIRED_LEDGER || PAGE_FILES.includes(name)) return true;
  if (!HASHED.test(name)) return false;
  ledger[name] ??= now;
  return now - ledger[name] < retentionMs;
}

/**
 * The shell's production build, rebuilt while the product runs (see docs/deploy.md, "Deploying
 * a new shell"): the previous builds' chunks stay for tabs opened before (webpack's clean would
 * delete them), and index.html is written only after every file it names is on disk, renamed
 * over the old one, so a page load never asks for a script that is not there yet.
 */
export class ShellDeployPlugin {
  constructor(
    private readonly retentionMs = Number(
      process.env.SHELL_ASSET_RETENTION_DAYS ?? DEFAULT_RETENTION_DAYS,
    ) *
      24 *
      3600 *
      1000,
  ) {}

  apply(compiler: webpack.Compiler) {
    let ledger: Ledger = {};
    const now = Date.now();
    compiler.hooks.thisCompilation.tap('ShellDeployPlugin', (compilation) => {
      ledger = readLedger(path.join(compiler.outputPath, RETIRED_LEDGER));
      webpack.CleanPlugin.getCompilationHooks(compilation).keep.tap('ShellDeployPlugin', (file) =>
        keepsEarlierFile(file, ledger, now, this.retentionMs) ? true : undefined,
      );
      compilation.hooks.processAssets.tap(
        { name: 'ShellDeployPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          for (const name of PAGE_FILES)
            if (compilation.getAsset(name)) compilation.renameAsset(name, `${name}${NEXT}`);
        },
      );
    });
    compiler.hooks.afterEmit.tap('ShellDeployPlugin', (compilation) => {
      const out = compiler.outputPath;
      for (const name of PAGE_FILES) {
        const next = path.join(out, `${name}${NEXT}`);
        if (existsSync(next)) renameSync(next, path.join(out, name));
      }
      // Files built now are not retired; retired files already deleted leave the ledger.
      const current = new Set(Object.keys(compilation.assets));
      for (const name of Object.keys(ledger)) {
        const gone = !existsSync(path.join(out, name)) || !statSync(path.join(out, name)).isFile();
        if (current.has(name) || gone) delete ledger[name];
      }
      writeFileSync(path.join(out, RETIRED_LEDGER), `${JSON.stringify(ledger, null, 1)}\n`);
    });
  }
}
