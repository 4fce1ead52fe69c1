// Jobs and applications over HTTP (issue 32): job CRUD and its authorization matrix, search
// with typos, aliases and filters, one application per talent and job, stage moves the talent
// sees (list, live event, bell), contact unlock, and closing a job.
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { sharedApp, type Registered } from '../../../helper.js';
import { inDays, jobBody as sharedJobBody } from '../../../support/job-bodies.js';
import { openEventStream, type SseStream } from '../../../support/sse-client.js';

interface Card {
  id_job: number;
  title: string;
  city: string;
  status: string;
  posted_at: string;
  required_skills: string[];
  nice_skills: string[];
  match: { matched: string[]; count: number; total: number } | null;
  company: { id_company: number; company_name: string };
}
interface Detail extends Card {
  description: string;
  application: { id_application: number; stage: string; id_conversation: number } | null;
  missing_skills: string[];
  similar: Card[];
}

// The catalog's alias ('reactjs') is folded to React on the way in.
const jobBody = (overrides: Record<string, unknown> = {}) =>
  sharedJobBody({ required_skills: ['reactjs', 'TypeScript'], ...overrides });

describe('jobs', () => {
  const ctx = sharedApp();
  let company: Registered;
  let otherCompany: Registered;
  let talent: Registered;
  let otherTalent: Registered;
  let reactJob: Detail;
  let goJob: Detail;
  const streams: SseStream[] = [];
  after(() => streams.forEach((stream) => stream.close()));

  async function titles(who: Registered, query: string): Promise<string[]> {
    const res = await who.agent.get(`/api/jobs?${query}`);
    assert.equal(res.status, 200, res.text);
    return (res.body.data as Card[]).map((card) => card.title);
  }

  it('setup: two companies, two talents with skills', async () => {
    company = await ctx.api.registerRecruiter({ company: 'Bandung Digital' });
    otherCompany = await ctx.api.registerRecruiter({ company: 'Surabaya Logistik' });
    talent = await ctx.api.registerTalent({ full_name: 'Rina Wijaya', phone: '081211112222' });
    otherTalent = await ctx.api.registerTalent({ full_name: 'Joko Susilo' });
    for (const skill of ['React', 'TypeScript', 'Go'])
      assert.equal(
        (await talent.agent.post('/api/users-skills', { json: { skill_name: skill } })).status,
        201,
      );
  });

  it('a recruiter posts jobs: skills fold to catalog names, the answer is the job detail', async () => {
    const res = await company.agent.post('/api/company-jobs', { json: jobBody() });
    assert.equal(res.status, 201, res.text);
    reactJob = res.body.data as Detail;
    assert.equal(reactJob.title, 'React Frontend Developer');
    assert.deepEqual(reactJob.required_skills, ['React', 'TypeScript']);
    assert.deepEqual(reactJob.nice_skills, ['Figma']);
    assert.equal(reactJob.status, 'open');
    assert.equal(reactJob.company.company_name, 'Bandung Digital');
    assert.deepEqual(reactJob.similar, []);
    const go = await otherCompany.agent.post('/api/company-jobs', {
      json: jobBody({
        title: 'Backend Engineer',
        city: 'Surabaya',
        work_mode: 'onsite',
        employment_type: 'freelance',
        salary_min: 15_000_000,
        salary_max: 20_000_000,
        required_skills: ['golang', 'PostgreSQL'],
        nice_skills: [],
      }),
    });
    assert.equal(go.status, 201, go.text);
    goJob = go.body.data as Detail;
    assert.deepEqual(goJob.required_skills, ['Go', 'PostgreSQL']);
  });

  it('validates: salary range, closing date in the past, title length, no required skill', async () => {
    const salary = await company.agent.post('/api/company-jobs', {
      json: jobBody({ salary_min: 10_000_000, salary_max: 5_000_000 }),
    });
    assert.equal(salary.status, 400);
    assert.equal(
      salary.body.fields.salary_max,
      'Maximum salary must be at least the minimum salary',
    );
    const past = await company.agent.post('/api/company-jobs', {
      json: jobBody({ closing_date: inDays(-2) }),
    });
    assert.equal(past.status, 400);
    assert.equal(past.body.fields.closing_date, 'Closing date cannot be in the past');
    const short = await company.agent.post('/api/company-jobs', { json: jobBody({ title: 'JS' }) });
    assert.equal(short.status, 400);
    assert.deepEqual(Object.keys(short.body.fields), ['title']);
    const none = await company.agent.post('/api/company-jobs', {
      json: jobBody({ required_skills: [] }),
    });
    assert.equal(none.status, 400);
    assert.deepEqual(Object.keys(none.body.fields), ['required_skills']);
  });

  it('authorization: guest 401, talent 403, another company 404', async () => {
    const guest = ctx.api.agent();
    const path = `/api/company-jobs/${reactJob.id_job}`;
    assert.equal((await guest.get('/api/jobs')).status, 401);
    assert.equal((await guest.post('/api/company-jobs', { json: jobBody() })).status, 401);
    assert.equal((await talent.agent.post('/api/company-jobs', { json: jobBody() })).status, 403);
    assert.equal((await talent.agent.put(path, { json: jobBody() })).status, 403);
    assert.equal((await talent.agent.get('/api/company-jobs')).status, 403);
    assert.equal((await company.agent.post(`/api/jobs/${goJob.id_job}/applications`)).status, 403);
    const other = await otherCompany.agent.put(path, { json: jobBody({ title: 'Taken over' }) });
    assert.equal(other.status, 404);
    assert.equal(other.body.message, 'Job not found');
    assert.equal(
      (await otherCompany.agent.put(`${path}/status`, { json: { status: 'closed' } })).status,
      404,
    );
    assert.equal((await otherCompany.agent.get(`${path}/applications`)).status, 404);
    const still = await talent.agent.get(`/api/jobs/${reactJob.id_job}`);
    assert.equal(still.body.data.title, 'React Frontend Developer');
  });

  it('the owner edits a job (PUT replaces every field)', async () => {
    const res = await company.agent.put(`/api/company-jobs/${reactJob.id_job}`, {
      json: jobBody({ nice_skills: ['Figma', 'Jest'] }),
    });
    assert.equal(res.status, 200, res.text);
    assert.deepEqual(res.body.data.nice_skills, ['Figma', 'Jest']);
  });

  it('search: a typo ("recat"), an alias ("golang"), a title word, a folded city, filters', async () => {
    assert.deepEqual(await titles(talent, 'search=recat'), ['React Frontend Developer']);
    assert.deepEqual(await titles(talent, 'search=golang'), ['Backend Engineer']);
    assert.deepEqual(await titles(talent, 'search=backend'), ['Backend Engineer']);
    assert.deepEqual(await titles(talent, 'city=sby'), ['Backend Engineer']);
    assert.deepEqual(await titles(talent, 'city=Bandung&work_mode=remote'), [
      'React Frontend Developer',
    ]);
    assert.deepEqual(await titles(talent, 'employment_type=freelance'), ['Backend Engineer']);
    assert.deepEqual(await titles(talent, 'salary_min=14000000'), ['Backend Engineer']);
    assert.deepEqual(await titles(talent, 'search=recat&city=Surabaya'), []);
    assert.equal((await titles(talent, 'posted_within=1')).length, 2);
  });

  it('search: typos and beginnings of title words, as the talent search tolerates them', async () => {
    // Close spellings of title words, found among the words the posted jobs' titles hold.
    assert.deepEqual(await titles(talent, 'search=fronted%20developr'), [
      'React Frontend Developer',
    ]);
    assert.deepEqual(await titles(talent, 'search=enginer'), ['Backend Engineer']);
    assert.deepEqual(await titles(talent, 'search=bakend'), ['Backend Engineer']);
    // A beginning matches the title words it starts (and not close spellings then).
    assert.deepEqual(await titles(talent, 'search=fron'), ['React Frontend Developer']);
    assert.deepEqual(await titles(talent, 'search=engi'), ['Backend Engineer']);
    // Too far from every word: nothing, rather than any job.
    assert.deepEqual(await titles(talent, 'search=frxxtxxd'), []);
  });

  it("a talent's cards carry the match with their skills, best match first", async () => {
    const res = await talent.agent.get('/api/jobs');
    const cards = res.body.data as Card[];
    assert.deepEqual(
      cards.map((card) => [card.title, card.match]),
      [
        ['React Frontend Developer', { matched: ['React', 'TypeScript'], count: 2, total: 4 }],
        ['Backend Engineer', { matched: ['Go'], count: 1, total: 2 }],
      ],
    );
    assert.deepEqual(res.body.pagination, {
      page: 1,
      limit: 20,
      total: 2,
      totalPages: 1,
      totalCapped: false,
    });
    const asRecruiter = await company.agent.get('/api/jobs');
    assert.equal((asRecruiter.body.data as Card[])[0]!.match, null);
    const detail = await talent.agent.get(`/api/jobs/${goJob.id_job}`);
    assert.deepEqual(detail.body.data.missing_skills, ['PostgreSQL']);
    assert.equal(detail.body.data.application, null);
  });

  it('a talent orders by newest or by salary: the same cards, in that order, match still shown', async () => {
    for (const sort of ['newest', 'salary'] as const) {
      const res = await talent.agent.get(`/api/jobs?sort=${sort}`);
      assert.equal(res.status, 200, `sort=${sort}: ${JSON.stringify(res.body)}`);
      const cards = res.body.data as (Card & { posted_at: string; salary_max: number | null })[];
      assert.deepEqual(cards.map((card) => card.title).sort(), [
        'Backend Engineer',
        'React Frontend Developer',
      ]);
      assert.equal(
        cards.every((card) => card.match !== null && card.match.total > 0),
        true,
      );
      const keys = cards.map((card) =>
        sort === 'newest' ? Date.parse(card.posted_at) : (card.salary_max ?? -1),
      );
      assert.deepEqual(
        keys,
        [...keys].sort((a, b) => b - a),
      );
    }
  });

  it('a talent applies once: the company hears at once (live event, bell), a second try is 409', async () => {
    const companyStream = await openEventStream(ctx.api.url, company.agent);
    streams.push(companyStream);
    await companyStream.next((event) => event.event === 'ready');
    const res = await talent.agent.post(`/api/jobs/${reactJob.id_job}/applications`, {
      json: { note: 'Saya sudah 3 tahun memakai React.' },
    });
    assert.equal(res.status, 201, res.text);
    assert.equal(res.body.data.stage, 'applied');
    const created = await companyStream.next((event) => event.event === 'application.created');
    assert.deepEqual(JSON.parse(created.data), {
      id_application: res.body.data.id_application,
      id_job: reactJob.id_job,
      id_conversation: res.body.data.id_conversation,
    });
    const bell = await company.agent.get('/api/notifications');
    assert.equal(bell.body.data[0].kind, 'application_received');
    assert.equal(bell.body.data[0].body, 'Saya sudah 3 tahun memakai React.');
    assert.deepEqual(bell.body.data[0].application, {
      id_application: res.body.data.id_application,
      id_job: reactJob.id_job,
      job_title: 'React Frontend Developer',
      stage: 'applied',
    });
    const again = await talent.agent.post(`/api/jobs/${reactJob.id_job}/applications`, {
      json: {},
    });
    assert.equal(again.status, 409);
    assert.equal(again.body.message, 'You already applied to this job');
    const detail = await talent.agent.get(`/api/jobs/${reactJob.id_job}`);
    assert.deepEqual(detail.body.data.application, {
      id_application: res.body.data.id_application,
      stage: 'applied',
      id_conversation: res.body.data.id_conversation,
    });
    assert.equal(
      (await otherTalent.agent.post(`/api/jobs/${reactJob.id_job}/applications`)).status,
      201,
    );
    // Without a note nothing is written in the writer's language: each reader's page says
    // "Applied to <title>" in its own, from the application's job title.
    const noNote = await company.agent.get('/api/notifications');
    assert.equal(noNote.body.data[0].kind, 'application_received');
    assert.equal(noNote.body.data[0].body, '');
    assert.equal(noNote.body.data[0].application.job_title, 'React Frontend Developer');
  });

  it('the company lists its jobs with counts and the applicants; contact is locked at Applied', async () => {
    const jobs = await company.agent.get('/api/company-jobs');
    assert.equal(jobs.status, 200, jobs.text);
    assert.deepEqual(jobs.body.data[0].applicants, {
      applied: 2,
      interviewing: 0,
      offered: 0,
      hired: 0,
      not_a_fit: 0,
    });
    const applicants = await company.agent.get(`/api/company-jobs/${reactJob.id_job}/applications`);
    assert.equal(applicants.status, 200, applicants.text);
    const rina = applicants.body.data.find(
      (row: { talent: { id_user: number } }) => row.talent.id_user === talent.user.id_user,
    );
    assert.equal(rina.note, 'Saya sudah 3 tahun memakai React.');
    assert.deepEqual(rina.talent.matched_skills, ['React', 'TypeScript']);
    assert.equal(rina.contact, null);
    const profile = await company.agent.get(`/api/users/${talent.user.id_user}`);
    assert.equal(profile.body.data.phone, null);
  });

  it('moving an applicant to Interviewing: the talent sees it live, in the bell and the list; contact unlocks', async () => {
    const talentStream = await openEventStream(ctx.api.url, talent.agent);
    streams.push(talentStream);
    await talentStream.next((event) => event.event === 'ready');
    const mine = await talent.agent.get('/api/applications');
    const idApplication = mine.body.data[0].id_application as number;
    const other = await otherCompany.agent.put(
      `/api/company-jobs/${reactJob.id_job}/applications/${idApplication}`,
      { json: { stage: 'interviewing' } },
    );
    assert.equal(other.status, 404);
    const moved = await company.agent.put(
      `/api/company-jobs/${reactJob.id_job}/applications/${idApplication}`,
      { json: { stage: 'interviewing' } },
    );
    assert.equal(moved.status, 200, moved.text);
    assert.equal(moved.body.data.stage, 'interviewing');
    assert.deepEqual(moved.body.data.contact, {
      email: talent.email,
      phone: '081211112222',
    });
    const live = await talentStream.next((event) => event.event === 'application.stage');
    assert.deepEqual(JSON.parse(live.data), {
      id_application: idApplication,
      id_job: reactJob.id_job,
      stage: 'interviewing',
    });
    const list = await talent.agent.get('/api/applications');
    assert.equal(list.body.data[0].stage, 'interviewing');
    assert.equal(list.body.data[0].job.title, 'React Frontend Developer');
    const bell = await talent.agent.get('/api/notifications');
    assert.equal(bell.body.data[0].kind, 'application_stage');
    assert.equal(bell.body.data[0].application.stage, 'interviewing');
    const profile = await company.agent.get(`/api/users/${talent.user.id_user}`);
    assert.equal(profile.body.data.phone, '081211112222');
    const stranger = await otherCompany.agent.get(`/api/users/${talent.user.id_user}`);
    assert.equal(stranger.body.data.phone, null);
  });

  it('the company profile lists its open jobs; company search finds by city and field', async () => {
    const res = await talent.agent.get(`/api/company/${company.user.id_company}/jobs`);
    assert.equal(res.status, 200, res.text);
    assert.deepEqual(
      (res.body.data as Card[]).map((card) => card.title),
      ['React Frontend Developer'],
    );
    const byCity = await talent.agent.patch(`/api/company/${company.user.id_company}`, {
      json: {},
    });
    assert.equal(byCity.status, 403);
    await company.agent.patch(`/api/company/${company.user.id_company}`, {
      json: { city: 'Yogyakarta', field_company: 'Fintech' },
    });
    const jogja = await talent.agent.get('/api/company?company=Jogja');
    assert.deepEqual(
      jogja.body.result.map((row: { name_company: string }) => row.name_company),
      ['Bandung Digital'],
    );
    const field = await talent.agent.get('/api/company?search=fintech');
    assert.deepEqual(
      field.body.result.map((row: { name_company: string }) => row.name_company),
      ['Bandung Digital'],
    );
  });

  it('closing a job tells open applicants; its page says closed with similar open jobs; applying is 409 JOB_NOT_OPEN', async () => {
    const similar = await otherCompany.agent.post('/api/company-jobs', {
      json: jobBody({ title: 'React Native Developer', required_skills: ['React'] }),
    });
    assert.equal(similar.status, 201, similar.text);
    const talentStream = await openEventStream(ctx.api.url, otherTalent.agent);
    streams.push(talentStream);
    await talentStream.next((event) => event.event === 'ready');
    const closed = await company.agent.put(`/api/company-jobs/${reactJob.id_job}/status`, {
      json: { status: 'closed' },
    });
    assert.equal(closed.status, 200, closed.text);
    assert.equal(closed.body.data.status, 'closed');
    const live = await talentStream.next((event) => event.event === 'job.closed');
    assert.deepEqual(JSON.parse(live.data), { id_job: reactJob.id_job });
    for (const who of [talent, otherTalent]) {
      const bell = await who.agent.get('/api/notifications');
      assert.equal(bell.body.data[0].kind, 'job_closed');
      assert.equal(bell.body.data[0].application.job_title, 'React Frontend Developer');
    }
    const page = await talent.agent.get(`/api/jobs/${reactJob.id_job}`);
    assert.equal(page.body.data.status, 'closed');
    assert.deepEqual(
      (page.body.data.similar as Card[]).map((card) => card.title),
      ['React Native Developer'],
    );
    assert.deepEqual(await titles(talent, 'search=react'), ['React Native Developer']);
    const third = await ctx.api.registerTalent();
    const refused = await third.agent.post(`/api/jobs/${reactJob.id_job}/applications`, {
      json: { note: 'Halo' },
    });
    assert.equal(refused.status, 409);
    assert.equal(refused.body.code, 'JOB_NOT_OPEN');
    const reposted = await company.agent.put(`/api/company-jobs/${reactJob.id_job}/status`, {
      json: { status: 'open' },
    });
    assert.equal(reposted.status, 200);
    assert.ok(reposted.body.data.posted_at > reactJob.posted_at);
  });

  it('a total past 1,000 matches stops at 1,000 with totalCapped; the page still comes in order', async () => {
    // 1,001 more open jobs with one title word, written straight to the table (its triggers
    // keep the keys and the word catalog, as for any writer).
    await ctx.api.db.query(
      `INSERT INTO jobs (id_company, title, employment_type, work_mode, city, description,
                         closing_date, posted_at)
       SELECT $1, 'Kapibara Tester ' || n, 'full_time', 'remote', 'Medan', 'Uji.', $2::date,
              now() - make_interval(mins => n)
         FROM generate_series(1, 1001) n`,
      [Number(company.user.id_company), inDays(30)],
    );
    const res = await talent.agent.get('/api/jobs?search=kapibara&sort=newest&limit=25');
    assert.equal(res.status, 200, res.text);
    assert.deepEqual(res.body.pagination, {
      page: 1,
      limit: 25,
      total: 1000,
      totalPages: 40,
      totalCapped: true,
    });
    assert.deepEqual(
      (res.body.data as Card[]).slice(0, 3).map((card) => card.title),
      ['Kapibara Tester 1', 'Kapibara Tester 2', 'Kapibara Tester 3'],
    );
    // Exactly 1,000 is not capped.
    await ctx.api.db.query(`DELETE FROM jobs WHERE title = 'Kapibara Tester 1001'`);
    const exact = await talent.agent.get('/api/jobs?search=kapibara&limit=25');
    assert.equal(exact.body.pagination.total, 1000);
    assert.equal(exact.body.pagination.totalCapped, false);
  });
});
