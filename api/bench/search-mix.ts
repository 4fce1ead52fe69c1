// The mixed search workload of issue 11: many distinct searches with a Zipf-like popularity,
// while a second client writes profiles and skills at a fixed rate through the API.
import {
  CITIES,
  FIRST_NAMES_FEMALE,
  FIRST_NAMES_MALE,
  LAST_NAMES,
} from '../src/db/seed/indonesian-names.js';
import { createRandom, type Random } from '../src/db/seed/prng.js';
import { TALENT_ROLES } from '../src/db/seed/talent-roles.js';
import type { EmploymentType } from '../src/schemas/common.js';
import type { Availability, TalentSort } from '../src/schemas/user.js';
import type { TalentListInput } from '../src/domains/search/talent-search.js';
import { startPacedWrites, type WriterStats } from './paced-writes.js';

const ALIASES: Record<string, string> = {
  React: 'reactjs',
  'Node.js': 'nodejs',
  Go: 'golang',
  PostgreSQL: 'postgres',
  JavaScript: 'js',
  TypeScript: 'ts',
  Kubernetes: 'k8s',
  Vue: 'vuejs',
  'Next.js': 'nextjs',
};
const SORTS = ['', 'name', 'location', 'newest', 'skill', 'freelance', 'fulltime'];
const LOCAL_CITIES = ['jogja', 'yogya', 'solo', 'jakarta', 'bandung', 'surabaya', 'medan'];

/** One adjacent-letter swap: the most common typo. */
function typo(random: Random, word: string): string {
  if (word.length < 5) return word;
  const i = random.int(1, word.length - 3);
  return word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
}

export function skillSpelling(random: Random, skill: string): string {
  const roll = random.int(1, 10);
  if (roll <= 2 && ALIASES[skill]) return ALIASES[skill];
  if (roll === 3) return typo(random, skill.toLowerCase());
  return skill.toLowerCase();
}

function searchText(random: Random, skills: string[]): string {
  const kind = random.int(1, 10);
  const skill = () => skillSpelling(random, random.pick(skills.slice(0, 40)));
  if (kind <= 5) {
    const n = random.int(1, 3);
    return [...new Set(Array.from({ length: n }, skill))].join(',');
  }
  if (kind === 6) {
    const first = random.pick(random.chance(0.5) ? FIRST_NAMES_MALE : FIRST_NAMES_FEMALE);
    return random.chance(0.5) ? `${first} ${random.pick(LAST_NAMES)}` : first.toLowerCase();
  }
  if (kind <= 8) return random.pick(random.pick(TALENT_ROLES).titles).toLowerCase();
  if (kind === 9) return `${skill()} ${random.pick(LOCAL_CITIES)}`;
  return random.pick(CITIES)[0].toLowerCase();
}

/** At least `count` distinct search URLs (terms, filter, sort, page 1-5). */
export function mixedSearchPaths(skills: string[], count = 2_400): string[] {
  const random = createRandom(11);
  const paths = new Set<string>();
  while (paths.size < count) {
    const params = new URLSearchParams({ search: searchText(random, skills) });
    if (random.chance(0.25))
      params.set('employment_type', random.chance(0.5) ? 'freelance' : 'full time');
    const sort = random.pick(SORTS);
    if (sort) params.set('sort', sort);
    const page = random.chance(0.5) ? 1 : random.int(2, 5);
    if (page > 1) params.set('page', String(page));
    paths.add(`/api/users?${params.toString()}`);
  }
  return [...paths];
}

/**
 * The mixed workload's searches with a recruiter's filters (issue 31: city, availability, years
 * of experience) and an order, so `npm run bench` measures them beside the plain mix.
 */
export function filteredSearchPaths(skills: string[], count = 600): string[] {
  const random = createRandom(31);
  const cities = ['Jakarta', 'Bandung', 'Surabaya', 'Jogja', 'Solo', 'Medan', 'Semarang'];
  const availability = ['open_to_work', 'open_to_work,open_to_offers', 'open_to_offers'];
  const sorts = ['', 'newest', 'name', 'location'];
  const paths = new Set<string>();
  while (paths.size < count) {
    const params = new URLSearchParams({ search: searchText(random, skills) });
    if (random.chance(0.6)) params.set('city', random.pick(cities));
    if (random.chance(0.5)) params.set('availability', random.pick(availability));
    if (random.chance(0.3)) params.set('min_years', String(random.int(1, 5)));
    if (!params.has('city') && !params.has('availability') && !params.has('min_years'))
      params.set('availability', 'open_to_work');
    const sort = random.pick(sorts);
    if (sort) params.set('sort', sort);
    const page = random.chance(0.6) ? 1 : random.int(2, 3);
    if (page > 1) params.set('page', String(page));
    paths.add(`/api/users?${params.toString()}`);
  }
  return [...paths];
}

/** A mixed-workload URL as the search module's input (10 cards a page, as the API). */
export function searchInput(path: string): TalentListInput {
  const q = new URL(path, 'http://x').searchParams;
  return {
    search: q.get('search') ?? undefined,
    employmentType: (q.get('employment_type') ?? undefined) as EmploymentType | undefined,
    sort: (q.get('sort') ?? undefined) as TalentSort | undefined,
    // The recruiter's filters of filteredSearchPaths (the plain mix sets none).
    filters: {
      city: q.get('city') ?? undefined,
      minYears: q.has('min_years') ? Number(q.get('min_years')) : undefined,
      availability: (q.get('availability')?.split(',') ?? undefined) as Availability[] | undefined,
    },
    page: Number(q.get('page') ?? 1),
    limit: 10,
  };
}

/**
 * `length` requests drawn from the paths with Zipf popularity (the r-th most popular is asked
 * 1/r as often as the first), in a fixed pseudo-random order.
 */
export function zipfSequence(paths: string[], length = 200_000): string[] {
  const random = createRandom(12);
  const cdf: number[] = [];
  let sum = 0;
  for (let r = 1; r <= paths.length; r += 1) cdf.push((sum += 1 / r));
  const out: string[] = [];
  for (let i = 0; i < length; i += 1) {
    const x = random.next() * sum;
    let lo = 0;
    let hi = cdf.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cdf[mid]! < x) lo = mid + 1;
      else hi = mid;
    }
    out.push(paths[lo]!);
  }
  return out;
}

export type { WriterStats };

/**
 * The skills the writer adds and removes. `unheld`: skills no bulk talent holds, so nearly every
 * add or removal gives a skill its first holder or takes its last, and the search's word set
 * moves several times a second (the hard case for the in-memory word catalog). `held`: skills the
 * bulk seed gives to about 1 % of talents each, so only counts move (the common case).
 */
export const WRITER_SKILLS = {
  unheld: ['Rust', 'Elixir', 'Scala', 'Haskell', 'Clojure', 'Erlang', 'OCaml', 'Zig'],
  held: ['Blender', 'C++', 'SEO', 'Unity', 'Celery', 'Azure', 'RabbitMQ', 'Objective-C'],
} as const;
export type WriterSkills = keyof typeof WRITER_SKILLS;

/** BENCH_WRITE_SKILLS read: unset is `unheld` (the bench's writer before the knob existed). */
export function writerSkillsOf(value: string | undefined): WriterSkills {
  if (value === undefined || value === '') return 'unheld';
  if (Object.hasOwn(WRITER_SKILLS, value)) return value as WriterSkills;
  throw new Error(`BENCH_WRITE_SKILLS must be one of ${Object.keys(WRITER_SKILLS).join(', ')}`);
}

/**
 * Writes at `rate` per second through the API as logged-in bulk talents: half profile edits
 * (title and city), half skills (of `skillSet`) added or removed. Runs until stop().
 */
export async function startWriter(
  port: number,
  password: string,
  rate = 20,
  skillSet: WriterSkills = 'unheld',
): Promise<{ stop(): Promise<WriterStats> }> {
  const base = `http://127.0.0.1:${port}`;
  const random = createRandom(13);
  const sessions: Array<{ id: number; cookie: string; added: number[] }> = [];
  for (const n of [101, 202, 303, 404]) {
    const response = await fetch(`${base}/api/auth/login-user`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `talent${n}@bulk.peworld.id`, password }),
    });
    const body = (await response.json()) as { result?: { user: { id_user: number } } };
    const cookie = response.headers.get('set-cookie')?.split(';')[0];
    const user = body.result?.user;
    if (!response.ok || !cookie || !user) throw new Error(`writer login ${response.status}`);
    sessions.push({ id: user.id_user, cookie, added: [] });
  }
  const skills = WRITER_SKILLS[skillSet];
  const writes = startPacedWrites(rate, async () => {
    const who = random.pick(sessions);
    const headers = { 'content-type': 'application/json', cookie: who.cookie };
    let response: Response;
    let request = '';
    const roll = random.int(1, 4);
    if (roll <= 2) {
      request = `PATCH /api/users/${who.id}`;
      response = await fetch(`${base}/api/users/${who.id}`, {
        method: 'PATCH',
        headers,
        body: JSON.stringify({
          job_desk: random.pick(random.pick(TALENT_ROLES).titles),
          domicile: random.pick(CITIES)[0],
        }),
      });
    } else if (roll === 3 || who.added.length === 0) {
      request = 'POST /api/users-skills';
      response = await fetch(`${base}/api/users-skills`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ skill_name: random.pick(skills) }),
      });
      if (response.status === 201)
        who.added.push(((await response.clone().json()) as { data: { id: number } }).data.id);
      // Already listed: a valid answer of a real write attempt.
      if (response.status === 409) response = new Response(null, { status: 200 });
    } else {
      const id = who.added.shift()!;
      request = `DELETE /api/users-skills/${id}`;
      // No body, so no content-type: Fastify answers 400 to a JSON content-type with an empty
      // body (the cause of the writer's "400s" of the last session, on both engines).
      response = await fetch(`${base}/api/users-skills/${id}`, {
        method: 'DELETE',
        headers: { cookie: who.cookie },
      });
    }
    return { request: `${request} (talent ${who.id})`, response };
  });
  return {
    async stop() {
      const stats = await writes.stop();
      // Leave the talents as they were: remove the skills still added.
      for (const who of sessions)
        for (const id of who.added)
          await fetch(`${base}/api/users-skills/${id}`, {
            method: 'DELETE',
            headers: { cookie: who.cookie },
          });
      return stats;
    },
  };
}
