// Shared helpers for the talent-side route tests (skills, experience, portfolio, profiles).
import assert from 'node:assert/strict';
import { after, before } from 'node:test';
import sharp from 'sharp';
import { build, type Agent, type Registered, type TestApi } from '../../helper.js';

/**
 * One app for a whole describe block (call it at describe level). Cleanups registered by
 * build() run in the suite's after hook, not at the end of the before hook.
 */
export function sharedApi(): () => TestApi {
  let api: TestApi | undefined;
  const cleanups: Array<() => unknown> = [];
  before(async () => {
    api = await build({ after: (fn) => cleanups.push(fn) });
  });
  after(async () => {
    for (const fn of cleanups.reverse()) await fn();
  });
  return () => {
    if (!api) throw new Error('the shared app is not built yet');
    return api;
  };
}

/** A real PNG of the given size and colour (the upload store re-encodes it). */
export function pngImage(width = 64, height = 64, color = '#5E50A1'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
}

/** multipart/form-data with text fields and files (`[field, buffer, filename, type]`). */
export function multipart(
  fields: Record<string, string>,
  files: Array<[string, Buffer, string, string?]> = [],
): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const [field, data, name, type = 'image/png'] of files)
    form.append(field, new Blob([data], { type }), name);
  return form;
}

export interface Cast {
  anonymous: Agent;
  owner: Registered;
  otherTalent: Registered;
  recruiter: Registered;
}

/** Everyone an authorization matrix needs: nobody, the owning talent, another talent, a recruiter. */
export async function cast(api: TestApi): Promise<Cast> {
  const [owner, otherTalent, recruiter] = await Promise.all([
    api.registerTalent({ full_name: 'Owner Talent' }),
    api.registerTalent({ full_name: 'Other Talent' }),
    api.registerRecruiter(),
  ]);
  return { anonymous: api.agent(), owner, otherTalent, recruiter };
}

/** Adds skills through the API as the given talent; answers their ids. */
export async function addSkills(talent: Registered, names: string[]): Promise<number[]> {
  const ids: number[] = [];
  for (const skill_name of names) {
    const res = await talent.agent.post('/api/users-skills', { json: { skill_name } });
    if (res.status !== 201)
      throw new Error(`adding ${skill_name} failed: ${res.status} ${res.text}`);
    ids.push(res.body.data.id);
  }
  return ids;
}

/** Sets profile fields through the API. */
export async function editProfile(
  talent: Registered,
  fields: Record<string, string>,
): Promise<void> {
  const res = await talent.agent.patch(`/api/users/${talent.user.id_user}`, { json: fields });
  if (res.status !== 200) throw new Error(`profile edit failed: ${res.status} ${res.text}`);
}

/** Query values full of SQL and LIKE metacharacters: every parameter must treat them as text. */
export const HOSTILE_VALUES = [
  "' OR 1=1 --",
  '%',
  '_',
  '\\',
  "'; DROP TABLE talents; --",
  '%_\\%',
  '1; DROP TABLE skills',
];

/**
 * Every page of a talent search, concatenated, as an anonymous visitor reads them (limit small
 * so page edges fall inside runs of equal sort keys). Stops at the first page short of `limit`.
 */
export async function searchAllPages<Card>(
  api: TestApi,
  query: Record<string, string>,
  limit: number,
): Promise<{ cards: Card[]; total: number }> {
  const cards: Card[] = [];
  for (let page = 1; ; page += 1) {
    const res = await api.agent().get('/api/users', { query: { ...query, limit, page } });
    assert.equal(res.status, 200, res.text);
    const body = res.body as { data: Card[]; pagination: { total: number } };
    cards.push(...body.data);
    if (body.data.length < limit) return { cards, total: body.pagination.total };
  }
}
