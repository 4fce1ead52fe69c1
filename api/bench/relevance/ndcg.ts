// nDCG@10 of the talent search on the graded evaluation set (eval-set.ts).
// Usage: npm run eval:search -w api [-- --talents 3000]   (DATABASE_URL = an empty PostgreSQL
// database to use instead of in-memory PGlite; the results are the same on both engines.)
import { openPglite, openPostgres, type Db } from '../../src/db/db.js';
import { migrate } from '../../src/db/migrate.js';
import { bulkSeed } from '../../src/db/seed/bulk-seed.js';
import { createTalentSearch } from '../../src/domains/search/talent-search.js';
import { normalizeSkill } from '../../src/domains/search/terms/normalize-skill.js';
import { EVAL_QUERIES, FIXTURE_TALENTS, type JudgedTalent } from './eval-set.js';

const K = 10;

function argValue(name: string, fallback: number): number {
  const i = process.argv.indexOf(name);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
}

async function insertFixtures(db: Db): Promise<void> {
  for (const [i, t] of FIXTURE_TALENTS.entries()) {
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO accounts (email, password_hash, role) VALUES ($1, 'x', 'talent') RETURNING id`,
      [`fixture${i}@eval.peworld.id`],
    );
    const id = rows[0]!.id;
    await db.query(
      `INSERT INTO talents (id_user, full_name, job_desk, domicile, employment_type) VALUES ($1, $2, $3, $4, $5)`,
      [id, t.full_name, t.job_desk, t.domicile, t.employment_type],
    );
    await db.query(`INSERT INTO skills (id_user, skill_name) SELECT $1, unnest($2::text[])`, [
      id,
      t.skills.map(normalizeSkill),
    ]);
  }
}

function dcg(grades: readonly number[]): number {
  return grades.slice(0, K).reduce((sum, g, i) => sum + (2 ** g - 1) / Math.log2(i + 2), 0);
}

async function main(): Promise<void> {
  const talents = argValue('--talents', 3000);
  const db = process.env.DATABASE_URL
    ? openPostgres(process.env.DATABASE_URL)
    : (await openPglite()).db;
  await migrate(db);
  await bulkSeed(db, { talents, companies: 0, passwordHash: 'x' });
  await insertFixtures(db);
  const { rows: everyone } = await db.query<JudgedTalent & { id_user: number }>(
    `SELECT t.id_user, t.full_name, t.job_desk, t.domicile,
            coalesce(array_agg(s.skill_name) FILTER (WHERE s.id IS NOT NULL), '{}') AS skills
     FROM talents t LEFT JOIN skills s ON s.id_user = t.id_user GROUP BY t.id_user`,
  );
  const byId = new Map(everyone.map((t) => [t.id_user, t]));
  const search = createTalentSearch(db);
  const scores: Array<{ search: string; kind: string; ndcg: number; top: string }> = [];
  for (const q of EVAL_QUERIES) {
    const { cards } = await search.list({ search: q.search, page: 1, limit: K });
    const got = cards.map((c) => q.grade(byId.get(c.id_user)!));
    const ideal = everyone.map((t) => q.grade(t)).sort((a, b) => b - a);
    const best = dcg(ideal);
    scores.push({
      search: q.search,
      kind: q.kind,
      ndcg: best === 0 ? 1 : dcg(got) / best,
      top: cards
        .slice(0, 3)
        .map((c) => c.full_name)
        .join(', '),
    });
  }
  const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(xs.length, 1);
  console.log(`nDCG@${K} on ${everyone.length} talents (${db.engine})\n`);
  console.log('| query | kind | nDCG@10 | top 3 |\n|---|---|---:|---|');
  for (const s of scores)
    console.log(`| ${s.search} | ${s.kind} | ${s.ndcg.toFixed(3)} | ${s.top} |`);
  const kinds = [...new Set(scores.map((s) => s.kind))];
  console.log('\n| kind | mean nDCG@10 |\n|---|---:|');
  for (const kind of kinds) {
    console.log(
      `| ${kind} | ${mean(scores.filter((s) => s.kind === kind).map((s) => s.ndcg)).toFixed(3)} |`,
    );
  }
  console.log(`| **all** | **${mean(scores.map((s) => s.ndcg)).toFixed(3)}** |`);
  await db.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
