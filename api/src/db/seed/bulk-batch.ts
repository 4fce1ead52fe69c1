import {
  CITIES,
  EMPLOYERS,
  FIRST_NAMES_FEMALE,
  FIRST_NAMES_MALE,
  LAST_NAMES,
} from './indonesian-names.js';
import { pickSkills } from './demo-talents.js';
import type { Random } from './prng.js';
import { TALENT_ROLES, type TalentRole } from './talent-roles.js';

/**
 * Column arrays for one batch of bulk talents, ready for `INSERT ... SELECT FROM unnest(...)`.
 * Row n of `skills` / `experiences` belongs to talent `*Owner[n]` (an index into the batch).
 */
export interface TalentBatch {
  emails: string[];
  fullNames: string[];
  phones: string[];
  jobDesks: string[];
  employmentTypes: string[];
  domiciles: string[];
  descriptions: string[];
  createdAt: string[];
  skillOwner: number[];
  skillNames: string[];
  experienceOwner: number[];
  experienceCompany: string[];
  experiencePosition: string[];
  experienceIn: string[];
  experienceOut: Array<string | null>;
}

const DAY = 86_400_000;

function cumulative<T>(
  items: readonly T[],
  weight: (item: T) => number,
): { items: readonly T[]; edges: number[] } {
  let sum = 0;
  const edges = items.map((item) => (sum += weight(item)));
  return { items, edges: edges.map((e) => e / sum) };
}

function draw<T>(random: Random, table: { items: readonly T[]; edges: number[] }): T {
  const roll = random.next();
  const index = table.edges.findIndex((edge) => roll <= edge);
  return table.items[index < 0 ? table.items.length - 1 : index] as T;
}

const ROLE_TABLE = cumulative(TALENT_ROLES, (r) => r.weight);
const CITY_TABLE = cumulative(CITIES, (c) => c[1]);

/** Builds `size` talents numbered from `start` (the number keeps e-mails unique). */
export function talentBatch(
  random: Random,
  start: number,
  size: number,
  now = Date.now(),
): TalentBatch {
  const batch: TalentBatch = {
    emails: [],
    fullNames: [],
    phones: [],
    jobDesks: [],
    employmentTypes: [],
    domiciles: [],
    descriptions: [],
    createdAt: [],
    skillOwner: [],
    skillNames: [],
    experienceOwner: [],
    experienceCompany: [],
    experiencePosition: [],
    experienceIn: [],
    experienceOut: [],
  };
  for (let i = 0; i < size; i += 1) {
    const n = start + i;
    const first = random.pick(random.chance(0.45) ? FIRST_NAMES_FEMALE : FIRST_NAMES_MALE);
    const last = random.pick(LAST_NAMES);
    const role: TalentRole = draw(random, ROLE_TABLE);
    const title = random.pick(role.titles);
    const city = draw(random, CITY_TABLE)[0];
    batch.emails.push(`talent${n}@bulk.peworld.id`);
    batch.fullNames.push(`${first} ${last}`);
    batch.phones.push(`08${random.int(11, 99)}${random.int(10000000, 99999999)}`);
    batch.jobDesks.push(title);
    batch.employmentTypes.push(random.chance(0.35) ? 'freelance' : 'full time');
    batch.domiciles.push(city);
    batch.descriptions.push(`${title} di ${city}, ${random.int(1, 10)} tahun pengalaman.`);
    // Older accounts first so ids and join dates grow together, as in real sign-ups.
    batch.createdAt.push(new Date(now - (1_000_000 - n) * 30_000).toISOString());
    for (const skill of pickSkills(random, role)) {
      batch.skillOwner.push(i);
      batch.skillNames.push(skill);
    }
    const jobs = random.int(1, 2);
    let endDaysAgo = random.chance(0.6) ? 0 : random.int(30, 120);
    for (let j = 0; j < jobs; j += 1) {
      const length = random.int(240, 900);
      batch.experienceOwner.push(i);
      batch.experienceCompany.push(random.pick(EMPLOYERS));
      batch.experiencePosition.push(title);
      batch.experienceIn.push(
        new Date(now - (endDaysAgo + length) * DAY).toISOString().slice(0, 10),
      );
      batch.experienceOut.push(
        endDaysAgo === 0 ? null : new Date(now - endDaysAgo * DAY).toISOString().slice(0, 10),
      );
      endDaysAgo += length + random.int(0, 90);
    }
  }
  return batch;
}
