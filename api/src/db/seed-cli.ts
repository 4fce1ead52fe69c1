// npm run seed -w api -- --demo                                  demo data (if the database has none)
// npm run seed -w api -- --talents 100000 --companies 2000       bulk data for benchmarks (tops up)
//   --jobs-per-company 10   open jobs for every bulk company without jobs (issue 32's job search)
//   --load triggers   write talents the API's way (every trigger on; slower), for comparison
// Uses the same configuration as the server (DATABASE_URL, DATA_DIR).
import { parseArgs } from 'node:util';
import cliProgress from 'cli-progress';
import { buildApp } from '../app.js';
import { bulkSeed } from './seed/bulk-seed.js';
import { bulkSeedJobs } from './seed/bulk-jobs.js';
import { seedDemo } from './seed/demo-on-start.js';
import { DEMO_LOGINS } from './seed/seed-demo.js';

function count(value: string | undefined, name: string): number {
  if (value === undefined) return 0;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0)
    throw new Error(`--${name} must be a whole number, got ${value}`);
  return n;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      demo: { type: 'boolean' },
      talents: { type: 'string' },
      companies: { type: 'string' },
      load: { type: 'string' },
      'jobs-per-company': { type: 'string' },
    },
  });
  const jobsPerCompany = count(values['jobs-per-company'], 'jobs-per-company');
  const talents = count(values.talents, 'talents');
  const companies = count(values.companies, 'companies');
  const load = values.load;
  if (load !== undefined && load !== 'set-based' && load !== 'triggers')
    throw new Error(`--load must be set-based or triggers, got ${load}`);
  if (!values.demo && talents === 0 && companies === 0 && jobsPerCompany === 0) {
    console.error(
      'Usage: npm run seed -w api -- --demo | --talents <n> [--companies <n>] [--jobs-per-company <n>]',
    );
    process.exit(2);
  }
  const app = await buildApp({ config: { seedDemo: false, logLevel: 'warn' } });
  await app.ready();
  try {
    console.log(
      `Database: ${app.db.engine === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${app.config.pgliteDir}`}`,
    );
    if (values.demo) {
      const result = await seedDemo(app);
      console.log(
        result.seeded
          ? `Demo seeded: ${result.talents} talents, ${result.companies} companies.`
          : 'Demo data already present.',
      );
      for (const login of DEMO_LOGINS)
        console.log(`  ${login.role.padEnd(9)} ${login.email} / ${login.password}`);
    }
    if (talents > 0 || companies > 0) {
      const started = Date.now();
      const bar = new cliProgress.SingleBar(
        {
          format: 'Seeding [{bar}] {percentage}% | {value}/{total} rows | {duration_formatted}',
          hideCursor: true,
        },
        cliProgress.Presets.shades_classic,
      );
      let barStarted = false;
      const result = await bulkSeed(app.db, {
        talents,
        companies,
        passwordHash: await app.passwords.hash('peworld123'),
        ...(load ? { load } : {}),
        onProgress: (done, total) => {
          if (!barStarted) {
            bar.start(total, done);
            barStarted = true;
          } else bar.update(done);
        },
      });
      bar.stop();
      console.log(
        `Bulk: +${result.talentsAdded} talents (now ${result.talentsTotal}), +${result.companiesAdded} companies ` +
          `(now ${result.companiesTotal}) in ${((Date.now() - started) / 1000).toFixed(1)} s (${result.load} load). ` +
          'Password of every bulk account: peworld123',
      );
    }
    if (jobsPerCompany > 0) {
      const started = Date.now();
      const result = await bulkSeedJobs(app.db, { perCompany: jobsPerCompany });
      console.log(
        `Jobs: +${result.jobsAdded} (now ${result.jobsTotal}) in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
      );
    }
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
