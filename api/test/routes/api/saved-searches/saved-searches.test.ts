// Saved searches over HTTP (issue 31): CRUD scoped to the company (another company: 404), the
// alerts a new match raises (a new talent, an added skill; never twice), the daily digest (one
// mail with every new match, nothing on the next run) and its one-click unsubscribe.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readOutbox, sharedApp, type Registered } from '../../../helper.js';

interface SavedSearch {
  id: number;
  name: string;
  params: Record<string, unknown>;
  daily_digest: boolean;
  unread_matches: number;
}
interface Alert {
  id: number;
  kind: string;
  saved_search_id: number;
  saved_search_name: string;
  id_user: number;
  full_name: string;
  read: boolean;
}
interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  link: string | null;
  headers?: Record<string, string>;
}

describe('saved searches', () => {
  const ctx = sharedApp();
  let recruiter: Registered;
  let other: Registered;
  let rina: Registered;
  let joko: Registered;
  let elixirSearch: SavedSearch;

  const flush = () => ctx.api.app.savedSearchAlerts.flush();

  async function alertsOf(who: Registered): Promise<{ data: Alert[]; unread: number }> {
    const res = await who.agent.get('/api/saved-searches/alerts');
    assert.equal(res.status, 200, res.text);
    return res.body as { data: Alert[]; unread: number };
  }

  async function becomeBandungDeveloper(who: Registered) {
    const id = who.user.id_user;
    const profile = await who.agent.patch(`/api/users/${id}`, { json: { domicile: 'Bandung' } });
    assert.equal(profile.status, 200, profile.text);
    const signals = await who.agent.put(`/api/users/${id}/signals`, {
      json: { availability: 'open_to_work' },
    });
    assert.equal(signals.status, 200, signals.text);
  }

  it('setup: two companies, a talent in Bandung open to work without the skill', async () => {
    recruiter = await ctx.api.registerRecruiter({ name: 'Sari Recruiter', company: 'Hiring Co' });
    other = await ctx.api.registerRecruiter({ company: 'Other Co' });
    rina = await ctx.api.registerTalent({ full_name: 'Rina Wijaya' });
    joko = await ctx.api.registerTalent({ full_name: 'Joko Susilo' });
    await becomeBandungDeveloper(rina);
    await flush();
  });

  it('only recruiters reach it: a guest gets 401, a talent 403', async () => {
    assert.equal((await ctx.api.agent().get('/api/saved-searches')).status, 401);
    assert.equal((await rina.agent.get('/api/saved-searches')).status, 403);
    const post = await rina.agent.post('/api/saved-searches', {
      json: { name: 'x', params: {} },
    });
    assert.equal(post.status, 403);
  });

  it('saves a search with its filters and sort, and lists it for its company only', async () => {
    const res = await recruiter.agent.post('/api/saved-searches', {
      json: {
        name: 'Elixir di Bandung',
        params: { search: 'elixir', city: 'Bandung', availability: 'open_to_work', sort: 'name' },
      },
    });
    assert.equal(res.status, 201, res.text);
    elixirSearch = res.body.data as SavedSearch;
    assert.equal(elixirSearch.name, 'Elixir di Bandung');
    assert.deepEqual(elixirSearch.params, {
      search: 'elixir',
      city: 'Bandung',
      availability: 'open_to_work',
      sort: 'name',
    });
    assert.equal(elixirSearch.daily_digest, false);
    assert.equal(elixirSearch.unread_matches, 0);

    const mine = await recruiter.agent.get('/api/saved-searches');
    assert.deepEqual(
      (mine.body.data as SavedSearch[]).map((s) => s.name),
      ['Elixir di Bandung'],
    );
    const theirs = await other.agent.get('/api/saved-searches');
    assert.deepEqual(theirs.body.data, []);
  });

  it("another company's search is a 404 for reading, renaming and deleting", async () => {
    const path = `/api/saved-searches/${elixirSearch.id}`;
    assert.equal((await other.agent.get(path)).status, 404);
    assert.equal((await other.agent.patch(path, { json: { name: 'Mine now' } })).status, 404);
    assert.equal((await other.agent.delete(path)).status, 404);
    const still = await recruiter.agent.get(path);
    assert.equal(still.status, 200);
    assert.equal(still.body.data.name, 'Elixir di Bandung');
  });

  it('renames a search and turns its digest on; an empty change is refused', async () => {
    const path = `/api/saved-searches/${elixirSearch.id}`;
    const res = await recruiter.agent.patch(path, {
      json: { name: 'Elixir Bandung', daily_digest: true },
    });
    assert.equal(res.status, 200, res.text);
    assert.equal(res.body.data.name, 'Elixir Bandung');
    assert.equal(res.body.data.daily_digest, true);
    assert.equal((await recruiter.agent.patch(path, { json: {} })).status, 400);
  });

  it('a talent who adds the skill raises one alert and one live event, never twice', async () => {
    assert.equal((await alertsOf(recruiter)).data.length, 0);
    const added = await rina.agent.post('/api/users-skills', { json: { skill_name: 'Elixir' } });
    assert.equal(added.status, 201, added.text);
    await flush();

    const alerts = await alertsOf(recruiter);
    assert.equal(alerts.unread, 1);
    assert.deepEqual(
      alerts.data.map((a) => [a.kind, a.id_user, a.full_name, a.saved_search_name, a.read]),
      [['saved_search_match', rina.user.id_user, 'Rina Wijaya', 'Elixir Bandung', false]],
    );
    assert.equal((await alertsOf(other)).data.length, 0);
    const { rows } = await ctx.api.db.query<{ account_id: number; data: { alert: Alert } }>(
      `SELECT account_id, data FROM events WHERE type = 'saved_search_match'`,
    );
    assert.deepEqual(
      rows.map((row) => [Number(row.account_id), row.data.alert.id_user]),
      [[recruiter.user.id_user, rina.user.id_user]],
    );

    // More changes by the same talent: still one alert.
    await rina.agent.post('/api/users-skills', { json: { skill_name: 'Phoenix' } });
    await rina.agent.patch(`/api/users/${rina.user.id_user}`, { json: { job_desk: 'Backend' } });
    await flush();
    assert.equal((await alertsOf(recruiter)).data.length, 1);
  });

  it('a new talent matching a saved search raises an alert on registration', async () => {
    const res = await recruiter.agent.post('/api/saved-searches', {
      json: {
        name: 'Siap ditawari',
        params: { availability: 'open_to_offers' },
        daily_digest: true,
      },
    });
    assert.equal(res.status, 201, res.text);
    // Talents matching when the search is saved (Joko: open to offers, the default) are its
    // baseline: no alert for them when they change something later.
    await joko.agent.patch(`/api/users/${joko.user.id_user}`, { json: { job_desk: 'Designer' } });
    await flush();
    assert.equal((await alertsOf(recruiter)).data.length, 1);

    const budi = await ctx.api.registerTalent({ full_name: 'Budi Santoso' });
    await flush();
    const alerts = await alertsOf(recruiter);
    assert.deepEqual(
      alerts.data.map((a) => [a.full_name, a.saved_search_name]),
      [
        ['Budi Santoso', 'Siap ditawari'],
        ['Rina Wijaya', 'Elixir Bandung'],
      ],
    );
    assert.equal(alerts.data[0]!.id_user, budi.user.id_user);
  });

  it('marks one alert, then all alerts read', async () => {
    const before = await alertsOf(recruiter);
    const first = before.data[0]!;
    assert.equal(
      (await other.agent.post('/api/saved-searches/alerts/read', { json: { id: first.id } }))
        .status,
      200,
    );
    assert.equal((await alertsOf(recruiter)).unread, 2, "another company's mark changes nothing");
    await recruiter.agent.post('/api/saved-searches/alerts/read', { json: { id: first.id } });
    assert.equal((await alertsOf(recruiter)).unread, 1);
    await recruiter.agent.post('/api/saved-searches/alerts/read', { json: {} });
    assert.equal((await alertsOf(recruiter)).unread, 0);
  });

  let unsubscribeLink = '';

  it('the daily digest sends one mail with both matches, and nothing on the next run', async () => {
    const now = new Date();
    const before = (await readOutbox(ctx.api)).length;
    assert.equal(await ctx.api.app.savedSearchDigest.run(now), 1);
    const mails = (await readOutbox(ctx.api)) as OutboxMail[];
    assert.equal(mails.length, before + 1);
    const mail = mails.at(-1)!;
    assert.equal(mail.to, recruiter.email);
    assert.equal(mail.subject, '2 new talents match your saved searches');
    assert.match(mail.text, /^Hi Sari Recruiter,/);
    assert.match(mail.text, /Rina Wijaya .*\(matches "Elixir Bandung"\)/);
    assert.match(mail.text, /Budi Santoso \(matches "Siap ditawari"\)/);
    assert.match(mail.text, new RegExp(`/home/profile-portofolio/${rina.user.id_user}`));
    unsubscribeLink = mail.link!;
    assert.match(
      unsubscribeLink,
      /^http:\/\/localhost:3000\/api\/saved-searches\/unsubscribe\?token=/,
    );
    assert.equal(mail.headers?.['List-Unsubscribe'], `<${unsubscribeLink}>`);
    assert.equal(mail.headers?.['List-Unsubscribe-Post'], 'List-Unsubscribe=One-Click');

    assert.equal(await ctx.api.app.savedSearchDigest.run(new Date(now.getTime() + 3600_000)), 0);
    assert.equal((await readOutbox(ctx.api)).length, before + 1);
  });

  it('a day later only the new matches are sent, in the recruiter language', async () => {
    await recruiter.agent.put('/api/auth/language', { json: { language: 'id' } });
    await ctx.api.registerTalent({ full_name: 'Citra Dewi' });
    await flush();
    const now = new Date(Date.now() + 23 * 3600_000);
    assert.equal(await ctx.api.app.savedSearchDigest.run(now), 0, 'not a day yet');
    assert.equal(await ctx.api.app.savedSearchDigest.run(new Date(Date.now() + 25 * 3600_000)), 1);
    const mail = ((await readOutbox(ctx.api)) as OutboxMail[]).at(-1)!;
    assert.equal(mail.subject, '1 talenta baru cocok dengan pencarian tersimpan Anda');
    assert.match(mail.text, /Citra Dewi \(cocok dengan "Siap ditawari"\)/);
    assert.doesNotMatch(mail.text, /Rina Wijaya|Budi Santoso/);
  });

  it('the unsubscribe link turns every digest off at once and shows a page; a bad token is 404', async () => {
    const path = unsubscribeLink.replace('http://localhost:3000', '');
    const bad = await ctx.api.agent().get(path.replace(/token=.*$/, 'token=1.abc'));
    assert.equal(bad.status, 404);
    const res = await ctx.api.agent().get(path, { headers: { 'accept-language': 'en' } });
    assert.equal(res.status, 200);
    assert.match(res.headers.get('content-type') ?? '', /^text\/html/);
    assert.match(res.text, /You are unsubscribed from the daily digest/);
    const list = (await recruiter.agent.get('/api/saved-searches')).body.data as SavedSearch[];
    assert.deepEqual(
      list.map((s) => s.daily_digest),
      [false, false],
    );
    // The one-click POST (RFC 8058) answers too, without a session.
    const post = await ctx.api.agent().post(path, { form: { 'List-Unsubscribe': 'One-Click' } });
    assert.equal(post.status, 200, post.text);
  });

  it('deletes a search with its alerts; then it is a 404', async () => {
    const path = `/api/saved-searches/${elixirSearch.id}`;
    assert.equal((await recruiter.agent.delete(path)).status, 200);
    assert.equal((await recruiter.agent.get(path)).status, 404);
    const alerts = await alertsOf(recruiter);
    assert.equal(
      alerts.data.some((a) => a.saved_search_id === elixirSearch.id),
      false,
    );
  });
});
