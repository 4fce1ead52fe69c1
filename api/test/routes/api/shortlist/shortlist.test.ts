// The company shortlist over HTTP (issue 31): save/unsave, stage moves, notes, history, the
// company scope (another company's entry is a 404) and a hire request moving Saved to Contacted.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sharedApp, type Registered } from '../../../helper.js';

interface HistoryItem {
  action: string;
  from_stage: string | null;
  to_stage: string | null;
  actor_name: string | null;
  created_at: string;
}
interface Entry {
  id_user: number;
  full_name: string;
  stage: string;
  note: string;
  hire_status: string | null;
  conversation_id: number | null;
  email: string | null;
  phone: string | null;
  history: HistoryItem[];
}

describe('shortlist', () => {
  const ctx = sharedApp();
  let recruiter: Registered;
  let otherRecruiter: Registered;
  let rina: Registered;
  let joko: Registered;
  let dewi: Registered;

  const idOf = (who: Registered) => who.user.id_user;
  const path = (who: Registered) => `/api/shortlist/${idOf(who)}`;

  async function listOf(who: Registered): Promise<Entry[]> {
    const res = await who.agent.get('/api/shortlist');
    assert.equal(res.status, 200, res.text);
    return res.body.data as Entry[];
  }

  it('setup', async () => {
    recruiter = await ctx.api.registerRecruiter({ name: 'Sari Recruiter', company: 'Hiring Co' });
    otherRecruiter = await ctx.api.registerRecruiter({ company: 'Other Co' });
    rina = await ctx.api.registerTalent({ full_name: 'Rina Wijaya', phone: '081211112222' });
    joko = await ctx.api.registerTalent({ full_name: 'Joko Susilo' });
    dewi = await ctx.api.registerTalent({ full_name: 'Dewi Lestari' });
  });

  it('only recruiters reach it: a guest gets 401, a talent 403', async () => {
    const guest = ctx.api.agent();
    assert.equal((await guest.get('/api/shortlist')).status, 401);
    assert.equal((await guest.put(path(rina))).status, 401);
    assert.equal((await rina.agent.get('/api/shortlist')).status, 403);
    assert.equal((await rina.agent.put(path(joko))).status, 403);
    assert.equal(
      (await rina.agent.patch(path(joko), { json: { stage: 'contacted' } })).status,
      403,
    );
    assert.equal((await rina.agent.delete(path(joko))).status, 403);
  });

  it('starts empty', async () => {
    assert.deepEqual(await listOf(recruiter), []);
  });

  it('saves a talent at Saved with a history line naming the recruiter; saving again is a 200 that changes nothing', async () => {
    const first = await recruiter.agent.put(path(rina));
    assert.equal(first.status, 201, first.text);
    const entry = first.body.data as Entry;
    assert.equal(entry.id_user, idOf(rina));
    assert.equal(entry.full_name, 'Rina Wijaya');
    assert.equal(entry.stage, 'saved');
    assert.equal(entry.note, '');
    assert.equal(entry.hire_status, null);
    assert.equal(entry.email, null);
    assert.equal(entry.phone, null);
    assert.equal(entry.history.length, 1);
    assert.equal(entry.history[0]!.action, 'saved');
    assert.equal(entry.history[0]!.to_stage, 'saved');
    assert.equal(entry.history[0]!.actor_name, 'Sari Recruiter');
    assert.match(entry.history[0]!.created_at, /^\d{4}-\d\d-\d\dT/);

    const again = await recruiter.agent.put(path(rina));
    assert.equal(again.status, 200);
    assert.equal((again.body.data as Entry).history.length, 1);

    assert.equal((await recruiter.agent.put(path(joko))).status, 201);
    const ids = (await listOf(recruiter)).map((e) => e.id_user).sort((a, b) => a - b);
    assert.deepEqual(
      ids,
      [idOf(rina), idOf(joko)].sort((a, b) => a - b),
    );
  });

  it('validates the talent id: unknown, malformed or a company account answers 404', async () => {
    const unknown = await recruiter.agent.put('/api/shortlist/2147483000');
    assert.equal(unknown.status, 404);
    assert.equal(unknown.body.message, 'Talent not found');
    assert.equal((await recruiter.agent.put('/api/shortlist/abc')).status, 404);
    assert.equal((await recruiter.agent.put('/api/shortlist/-1')).status, 404);
    assert.equal((await recruiter.agent.put(path(otherRecruiter))).status, 404);
  });

  it('moves a talent through the stages and keeps a note, each change in the history', async () => {
    const moved = await recruiter.agent.patch(path(rina), { json: { stage: 'interviewing' } });
    assert.equal(moved.status, 200, moved.text);
    assert.equal(moved.body.data.stage, 'interviewing');

    const noted = await recruiter.agent.patch(path(rina), {
      json: { note: 'Strong React, call back Tuesday' },
    });
    assert.equal(noted.status, 200);
    const entry = noted.body.data as Entry;
    assert.equal(entry.stage, 'interviewing');
    assert.equal(entry.note, 'Strong React, call back Tuesday');
    assert.deepEqual(
      entry.history.map((h) => [h.action, h.from_stage, h.to_stage, h.actor_name]),
      [
        ['note', null, null, 'Sari Recruiter'],
        ['stage', 'saved', 'interviewing', 'Sari Recruiter'],
        ['saved', null, 'saved', 'Sari Recruiter'],
      ],
    );

    // The same values again are no change: nothing is added to the history.
    const same = await recruiter.agent.patch(path(rina), {
      json: { stage: 'interviewing', note: 'Strong React, call back Tuesday' },
    });
    assert.equal(same.status, 200);
    assert.equal((same.body.data as Entry).history.length, 3);

    const stored = (await recruiter.agent.get(path(rina))).body.data as Entry;
    assert.equal(stored.stage, 'interviewing');
    assert.equal(stored.note, 'Strong React, call back Tuesday');

    for (const stage of ['offered', 'hired', 'not_a_fit', 'saved']) {
      const res = await recruiter.agent.patch(path(joko), { json: { stage } });
      assert.equal(res.status, 200);
      assert.equal(res.body.data.stage, stage);
    }
  });

  it('refuses a bad stage, an empty change and a note over 1000 characters with a clear message', async () => {
    const badStage = await recruiter.agent.patch(path(rina), { json: { stage: 'maybe' } });
    assert.equal(badStage.status, 400);
    assert.match(badStage.body.fields.stage, /^Stage must be one of/);

    const empty = await recruiter.agent.patch(path(rina), { json: {} });
    assert.equal(empty.status, 400);
    assert.equal(empty.body.message, 'Send a stage or a note to change');

    const long = await recruiter.agent.patch(path(rina), { json: { note: 'x'.repeat(1001) } });
    assert.equal(long.status, 400);
    assert.equal(long.body.fields.note, 'Note must be at most 1000 characters');
    const longInIndonesian = await recruiter.agent.patch(path(rina), {
      json: { note: 'x'.repeat(1001) },
      headers: { 'accept-language': 'id' },
    });
    assert.equal(longInIndonesian.body.fields.note, 'Catatan maksimal 1000 karakter');

    const exactly = await recruiter.agent.patch(path(joko), { json: { note: 'y'.repeat(1000) } });
    assert.equal(exactly.status, 200);
    assert.equal((exactly.body.data as Entry).note.length, 1000);

    const after = (await recruiter.agent.get(path(rina))).body.data as Entry;
    assert.equal(after.note, 'Strong React, call back Tuesday');
  });

  it("is the company's own: another company sees none of it and gets 404 on its entries", async () => {
    assert.deepEqual(await listOf(otherRecruiter), []);
    const read = await otherRecruiter.agent.get(path(rina));
    assert.equal(read.status, 404);
    assert.equal(read.body.message, 'This talent is not in your shortlist');
    assert.equal(
      (await otherRecruiter.agent.patch(path(rina), { json: { stage: 'hired' } })).status,
      404,
    );
    assert.equal((await otherRecruiter.agent.delete(path(rina))).status, 404);

    // Its own entry for the same talent is separate from ours.
    assert.equal((await otherRecruiter.agent.put(path(rina))).status, 201);
    const theirs = (await otherRecruiter.agent.get(path(rina))).body.data as Entry;
    assert.equal(theirs.stage, 'saved');
    assert.equal(theirs.note, '');
    const ours = (await recruiter.agent.get(path(rina))).body.data as Entry;
    assert.equal(ours.stage, 'interviewing');
  });

  it('a hire request sent moves Saved to Contacted (and no other stage); an accepted one shows the contact', async () => {
    assert.equal((await recruiter.agent.put(path(dewi))).status, 201);
    const hire = await recruiter.agent.post('/api/hire', {
      json: { subject: 'Frontend role', message: 'Shall we talk?', id_user: idOf(dewi) },
    });
    assert.equal(hire.status, 201, hire.text);
    const contacted = (await recruiter.agent.get(path(dewi))).body.data as Entry;
    assert.equal(contacted.stage, 'contacted');
    assert.equal(contacted.hire_status, 'pending');
    assert.equal(contacted.conversation_id, hire.body.data.conversation_id);
    assert.deepEqual(
      [
        contacted.history[0]!.action,
        contacted.history[0]!.from_stage,
        contacted.history[0]!.to_stage,
      ],
      ['stage', 'saved', 'contacted'],
    );
    assert.equal(contacted.email, null);
    assert.equal(contacted.phone, null);

    // A talent at a later stage stays there.
    const toRina = await recruiter.agent.post('/api/hire', {
      json: { subject: 'Next step', message: 'An offer', id_user: idOf(rina) },
    });
    assert.equal(toRina.status, 201);
    const rinaEntry = (await recruiter.agent.get(path(rina))).body.data as Entry;
    assert.equal(rinaEntry.stage, 'interviewing');
    // Another company's request leaves our entry alone; its own saved entry moves.
    const otherHire = await otherRecruiter.agent.post('/api/hire', {
      json: { subject: 'Other', message: 'Hi', id_user: idOf(rina) },
    });
    assert.equal(otherHire.status, 201);
    assert.equal(
      ((await otherRecruiter.agent.get(path(rina))).body.data as Entry).stage,
      'contacted',
    );
    assert.equal(
      ((await recruiter.agent.get(path(rina))).body.data as Entry).stage,
      'interviewing',
    );

    const accepted = await rina.agent.patch(`/api/hire/${toRina.body.data.id}`, {
      json: { action: 'accept' },
    });
    assert.equal(accepted.status, 200, accepted.text);
    const unlocked = (await recruiter.agent.get(path(rina))).body.data as Entry;
    assert.equal(unlocked.hire_status, 'accepted');
    assert.equal(unlocked.email, rina.email);
    assert.equal(unlocked.phone, '081211112222');
    // The company whose request is still pending does not see it.
    const stillHidden = (await otherRecruiter.agent.get(path(rina))).body.data as Entry;
    assert.equal(stillHidden.hire_status, 'pending');
    assert.equal(stillHidden.email, null);
  });

  it('unsaves: the entry and its history go, a second unsave is a 404', async () => {
    const removed = await recruiter.agent.delete(path(joko));
    assert.equal(removed.status, 200);
    assert.equal(removed.body.message, 'Removed from shortlist');
    assert.equal((await recruiter.agent.get(path(joko))).status, 404);
    assert.equal((await recruiter.agent.delete(path(joko))).status, 404);
    assert.ok(!(await listOf(recruiter)).some((e) => e.id_user === idOf(joko)));

    const again = (await recruiter.agent.put(path(joko))).body.data as Entry;
    assert.equal(again.stage, 'saved');
    assert.equal(again.note, '');
    assert.equal(again.history.length, 1);
  });
});
