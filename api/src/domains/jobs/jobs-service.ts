// The rules of job openings and applications (issue 32, decision 071):
// - a company's recruiters post, edit, pause, close and repost its jobs; another company's job
//   is "not found" (404), a talent is refused by the route (403);
// - a talent applies once per open job; the application is a message of the pair's
//   conversation (the conversations domain's transaction, live events and bell), and the
//   company moves it through the shortlist's stages, each move a message to the talent;
// - closing a job tells its applicants still in play.
import fp from 'fastify-plugin';
import type { Role } from '../../schemas/common.js';
import type {
  ApplicationStage,
  CompanyApplication,
  CompanyJob,
  JobBody,
  JobCard,
  JobDetail,
  JobListQuery,
  JobPagination,
  JobSort,
  JobStatus,
  TalentApplication,
} from '../../schemas/job.js';
import type { Db } from '../../db/db.js';
import { readGenerations, type ReadGenerations } from '../reads/read-generations.js';
import type { MessageApplication } from '../../schemas/conversation.js';
import { DomainError } from '../domain-error.js';
import type { ConversationsService } from '../conversations/conversations-service.js';
import type { SkillsRepository } from '../talents/skills-repository.js';
import {
  createJobsData,
  type ApplicantRow,
  type JobFields,
  type JobCardRow,
  type JobRow,
  type JobsData,
} from './jobs-data.js';
import { jobSearchTerms } from './job-search-terms.js';

export interface JobViewer {
  id: number;
  role: Role;
}

/** The recruiter acting and the company they work for (one account per company today). */
export interface CompanyActor {
  accountId: number;
  idCompany: number;
}

export function companyActor(account: { id: number }): CompanyActor {
  return { accountId: account.id, idCompany: account.id };
}

/** How many similar open jobs a closed job's page offers. */
const SIMILAR_SHOWN = 4;

export const jobErrors = {
  notFound: () => new DomainError('not_found', 'Job not found'),
  applicationNotFound: () => new DomainError('not_found', 'Application not found'),
  alreadyApplied: () => new DomainError('conflict', 'You already applied to this job'),
  notOpen: () =>
    DomainError.withCode('conflict', 'JOB_NOT_OPEN', 'This job is not taking applications'),
  salaryRange: () =>
    DomainError.atField(
      'invalid',
      'salary_max',
      'Maximum salary must be at least the minimum salary',
    ),
  closingPast: () =>
    DomainError.atField('invalid', 'closing_date', 'Closing date cannot be in the past'),
  noSkills: () =>
    DomainError.atField('invalid', 'required_skills', 'Name at least one required skill'),
};

const today = () => new Date().toISOString().slice(0, 10);
const iso = (value: Date | string) => new Date(value).toISOString();

type TalentSkills = Array<{ skill_name: string; skill_key: string }>;

/** The card of a job as the viewer sees it (the match only for a talent). */
function toCard(row: JobCardRow, talentSkills: TalentSkills | null): JobCard {
  const skills = [...row.required_skills, ...row.nice_skills];
  const keys = new Set(talentSkills?.map((skill) => skill.skill_key));
  const matched = skills.filter((skill) => keys.has(skill.toLowerCase()));
  return {
    id_job: Number(row.id_job),
    id_company: Number(row.id_company),
    title: row.title,
    employment_type: row.employment_type,
    work_mode: row.work_mode,
    city: row.city,
    salary_min: row.salary_min,
    salary_max: row.salary_max,
    status: row.status,
    required_skills: row.required_skills,
    nice_skills: row.nice_skills,
    closing_date: String(row.closing_date).slice(0, 10),
    posted_at: iso(row.posted_at),
    company: {
      id_company: Number(row.id_company),
      company_name: row.company_name,
      photo: row.company_photo,
      city: row.company_city,
      field: row.company_field,
    },
    match: talentSkills ? { matched, count: matched.length, total: skills.length } : null,
  };
}

/** One list of skill names, folded to the catalog's names, without repeats. */
async function foldSkills(
  skills: SkillsRepository,
  names: readonly string[],
  taken: Set<string>,
): Promise<string[]> {
  const out: string[] = [];
  for (const raw of names) {
    const name = await skills.storedName(raw);
    const key = name.toLowerCase();
    if (!name || taken.has(key)) continue;
    taken.add(key);
    out.push(name);
  }
  return out;
}

function toApplicant(row: ApplicantRow, job: JobRow): CompanyApplication {
  const jobKeys = new Set([...job.required_skills, ...job.nice_skills].map((s) => s.toLowerCase()));
  const matched = row.skills.filter((skill) => jobKeys.has(skill.toLowerCase()));
  return {
    id_application: Number(row.id_application),
    id_job: Number(row.id_job),
    stage: row.stage,
    note: row.note,
    id_conversation: Number(row.id_conversation),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    talent: {
      id_user: Number(row.id_user),
      full_name: row.full_name,
      job_desk: row.job_desk,
      domicile: row.domicile,
      employment_type: row.employment_type,
      img_profile: row.img_profile,
      skills: row.skills,
      matched_skills: matched,
      match_count: matched.length,
      availability: row.availability,
      available_from: row.available_from,
    },
    contact: row.unlocked ? { email: row.email, phone: row.phone } : null,
  };
}

export function createJobsService(deps: {
  db: Db;
  data: JobsData;
  skills: SkillsRepository;
  conversations: Pick<ConversationsService, 'inTransaction'>;
}) {
  const { db, data, skills, conversations } = deps;

  /**
   * The viewer's skills when they are a talent (the match of every card), else null; with the
   * request's read generations, as of their skill generation (remembered while it holds).
   */
  const skillsOf = (
    viewer: JobViewer,
    generations: ReadGenerations | null = null,
  ): Promise<TalentSkills | null> =>
    viewer.role === 'talent'
      ? data.talentSkills(viewer.id, generations?.skill)
      : Promise.resolve(null);

  /** The body checked and folded; `open`: the job is listed, so it cannot close in the past. */
  async function jobFields(body: JobBody, open: boolean): Promise<JobFields> {
    const salaryMin = body.salary_min ?? null;
    const salaryMax = body.salary_max ?? null;
    if (salaryMin !== null && salaryMax !== null && salaryMin > salaryMax)
      throw jobErrors.salaryRange();
    if (open && body.closing_date < today()) throw jobErrors.closingPast();
    const taken = new Set<string>();
    const required = await foldSkills(skills, body.required_skills, taken);
    if (required.length === 0) throw jobErrors.noSkills();
    return {
      title: body.title.replace(/\s+/g, ' ').trim(),
      employment_type: body.employment_type,
      work_mode: body.work_mode,
      city: body.city.replace(/\s+/g, ' ').trim(),
      salary_min: salaryMin,
      salary_max: salaryMax,
      required_skills: required,
      nice_skills: await foldSkills(skills, body.nice_skills ?? [], taken),
      description: body.description,
      closing_date: body.closing_date,
    };
  }

  async function detail(viewer: JobViewer, idJob: number): Promise<JobDetail> {
    const row = await data.job(idJob);
    if (!row) throw jobErrors.notFound();
    // Paused jobs stay readable (links in conversations); a job never visible before was
    // posted and can be read by any logged-in account, like a company's profile.
    const talentSkills = await skillsOf(viewer);
    const card = toCard(row, talentSkills);
    const own = viewer.role === 'talent' ? await data.ownApplication(idJob, viewer.id) : null;
    const keys = new Set(talentSkills?.map((skill) => skill.skill_key));
    const similar = row.status === 'closed' ? await data.similar(row, SIMILAR_SHOWN) : [];
    return {
      ...card,
      description: row.description,
      created_at: iso(row.created_at),
      updated_at: iso(row.updated_at),
      application: own
        ? {
            id_application: Number(own.id_application),
            stage: own.stage,
            id_conversation: Number(own.id_conversation),
          }
        : null,
      missing_skills: talentSkills
        ? row.required_skills.filter((skill) => !keys.has(skill.toLowerCase()))
        : [],
      similar: similar.map((job) => toCard(job, talentSkills)),
    };
  }

  async function ownJob(actor: CompanyActor, idJob: number): Promise<JobRow> {
    const row = await data.job(idJob);
    if (!row || Number(row.id_company) !== actor.idCompany) throw jobErrors.notFound();
    return row;
  }

  return {
    /** `generations`: what the request's session lookup read (the job index is kept to it). */
    async search(
      viewer: JobViewer,
      query: JobListQuery,
      generations: ReadGenerations | null = null,
    ): Promise<{ rows: JobCard[]; pagination: JobPagination }> {
      const page = query.page ?? 1;
      const limit = query.limit ?? 20;
      const reads = generations ?? (await readGenerations(db));
      // Independent look-ups: the viewer's skills and the search's keys at once.
      const [talentSkills, termKeys] = await Promise.all([
        skillsOf(viewer, reads),
        jobSearchTerms(
          { catalogCandidates: (terms) => data.skillCandidates(terms, reads.catalog) },
          data.wordKeys,
          query.search,
        ),
      ]);
      const sort: JobSort = query.sort || (viewer.role === 'talent' ? 'match' : 'newest');
      const city = query.city?.trim();
      const { rows, total, totalCapped } = await data.search(
        {
          termKeys,
          ...(city ? { city } : {}),
          ...(query.employment_type ? { employmentType: query.employment_type } : {}),
          ...(query.work_mode ? { workMode: query.work_mode } : {}),
          ...(query.salary_min !== undefined ? { salaryMin: query.salary_min } : {}),
          ...(query.posted_within ? { postedWithinDays: Number(query.posted_within) } : {}),
          talentKeys: talentSkills?.map((skill) => skill.skill_key) ?? [],
          sort,
          limit,
          offset: (page - 1) * limit,
        },
        reads,
      );
      return {
        rows: rows.map((row) => toCard(row, talentSkills)),
        pagination: { page, limit, total, totalPages: Math.ceil(total / limit), totalCapped },
      };
    },

    detail,

    async apply(
      viewer: JobViewer,
      idJob: number,
      note: string,
    ): Promise<{ id_application: number; id_conversation: number; stage: ApplicationStage }> {
      const job = await data.job(idJob);
      if (!job) throw jobErrors.notFound();
      if (job.status !== 'open' || String(job.closing_date) < today()) throw jobErrors.notOpen();
      if (await data.ownApplication(idJob, viewer.id)) throw jobErrors.alreadyApplied();
      return conversations.inTransaction(async (writer) => {
        const conversation = await writer.open(Number(job.id_company), viewer.id);
        const stored = await data.insertApplication(writer.tx, {
          idJob,
          idUser: viewer.id,
          note,
          idConversation: conversation.id,
        });
        // Two tabs at once: the unique (job, talent) pair refuses the second.
        if (!stored) throw jobErrors.alreadyApplied();
        const application: MessageApplication = {
          id_application: Number(stored.id_application),
          id_job: idJob,
          job_title: job.title,
          stage: 'applied',
        };
        await writer.addMessage(conversation, {
          sender_id: viewer.id,
          kind: 'application_received',
          // The cover note only: without one the card says "Applied to <title>" in each
          // reader's language (from `application.job_title`), not in the writer's.
          body: note,
          application,
        });
        await writer.addEvents([
          {
            account_id: Number(job.id_company),
            type: 'application.created',
            data: {
              id_application: application.id_application,
              id_job: idJob,
              id_conversation: Number(conversation.id),
            },
          },
        ]);
        return {
          id_application: application.id_application,
          id_conversation: Number(conversation.id),
          stage: 'applied' as const,
        };
      });
    },

    async talentApplications(idUser: number): Promise<TalentApplication[]> {
      const [rows, talentSkills] = await Promise.all([
        data.talentApplications(idUser),
        data.talentSkills(idUser),
      ]);
      return rows.map((row) => ({
        id_application: Number(row.id_application),
        stage: row.stage,
        note: row.note,
        id_conversation: Number(row.id_conversation),
        created_at: iso(row.created_at),
        updated_at: iso(row.updated_at),
        job: toCard(row.job, talentSkills),
      }));
    },

    async companyJobs(actor: CompanyActor): Promise<CompanyJob[]> {
      const rows = await data.companyAll(actor.idCompany);
      return rows.map((row) => ({
        ...toCard(row, null),
        updated_at: iso(row.updated_at),
        applicants: row.applicants,
      }));
    },

    async companyOpenJobs(viewer: JobViewer, idCompany: number): Promise<JobCard[]> {
      if (!(await data.companyExists(idCompany)))
        throw new DomainError('not_found', 'Company not found');
      const [rows, talentSkills] = await Promise.all([
        data.companyOpen(idCompany),
        skillsOf(viewer),
      ]);
      return rows.map((row) => toCard(row, talentSkills));
    },

    async create(actor: CompanyActor, body: JobBody): Promise<JobDetail> {
      const fields = await jobFields(body, true);
      const idJob = await data.insert(db, actor.idCompany, fields);
      return detail({ id: actor.accountId, role: 'recruiter' }, idJob);
    },

    async update(actor: CompanyActor, idJob: number, body: JobBody): Promise<JobDetail> {
      const current = await ownJob(actor, idJob);
      // A paused or closed job may keep a past closing date; reopening it asks for a new one.
      const fields = await jobFields(body, current.status === 'open');
      await db.transaction(async (tx) => {
        if (!(await data.lockOwnJob(tx, actor.idCompany, idJob))) throw jobErrors.notFound();
        await data.update(tx, idJob, fields);
      });
      return detail({ id: actor.accountId, role: 'recruiter' }, idJob);
    },

    async setStatus(actor: CompanyActor, idJob: number, status: JobStatus): Promise<JobDetail> {
      await conversations.inTransaction(async (writer) => {
        const job = await data.lockOwnJob(writer.tx, actor.idCompany, idJob);
        if (!job) throw jobErrors.notFound();
        if (job.status === status) return;
        if (status === 'open' && String(job.closing_date) < today()) throw jobErrors.closingPast();
        await data.setStatus(writer.tx, idJob, status, job.status === 'closed');
        if (status !== 'closed') return;
        for (const application of await data.openApplications(writer.tx, idJob)) {
          await writer.addMessage(
            {
              id: Number(application.id_conversation),
              id_company: actor.idCompany,
              id_user: Number(application.id_user),
            },
            {
              sender_id: actor.accountId,
              kind: 'job_closed',
              body: '',
              application: {
                id_application: Number(application.id_application),
                id_job: idJob,
                job_title: job.title,
                stage: application.stage,
              },
            },
          );
          await writer.addEvents([
            {
              account_id: Number(application.id_user),
              type: 'job.closed',
              data: { id_job: idJob },
            },
          ]);
        }
      });
      return detail({ id: actor.accountId, role: 'recruiter' }, idJob);
    },

    async jobApplications(actor: CompanyActor, idJob: number): Promise<CompanyApplication[]> {
      const job = await ownJob(actor, idJob);
      return (await data.applicants(idJob)).map((row) => toApplicant(row, job));
    },

    async moveApplication(
      actor: CompanyActor,
      idJob: number,
      idApplication: number,
      stage: ApplicationStage,
    ): Promise<CompanyApplication> {
      const job = await ownJob(actor, idJob);
      await conversations.inTransaction(async (writer) => {
        if (!(await data.lockOwnJob(writer.tx, actor.idCompany, idJob))) throw jobErrors.notFound();
        const application = await data.lockApplication(writer.tx, idJob, idApplication);
        if (!application) throw jobErrors.applicationNotFound();
        if (application.stage === stage) return;
        await data.setStage(writer.tx, idApplication, stage);
        await writer.addMessage(
          {
            id: Number(application.id_conversation),
            id_company: actor.idCompany,
            id_user: Number(application.id_user),
          },
          {
            sender_id: actor.accountId,
            kind: 'application_stage',
            body: '',
            application: {
              id_application: idApplication,
              id_job: idJob,
              job_title: job.title,
              stage,
            },
          },
        );
        await writer.addEvents([
          {
            account_id: Number(application.id_user),
            type: 'application.stage',
            data: { id_application: idApplication, id_job: idJob, stage },
          },
        ]);
      });
      const [row] = await data.applicants(idJob, idApplication);
      if (!row) throw jobErrors.applicationNotFound();
      return toApplicant(row, job);
    },
  };
}
export type JobsService = ReturnType<typeof createJobsService>;

declare module 'fastify' {
  interface FastifyInstance {
    jobsService: JobsService;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate(
      'jobsService',
      createJobsService({
        db: fastify.db,
        data: createJobsData(fastify.db),
        skills: fastify.skillsRepository,
        conversations: fastify.conversationsService,
      }),
    );
  },
  { name: 'jobs-service', dependencies: ['db', 'skills-repository', 'conversations-service'] },
);
