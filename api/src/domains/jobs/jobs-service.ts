// The rules of job openings and applications (issue 32). Contract first: every method answers
// 501 until its implementation lands.
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
  JobStatus,
  TalentApplication,
} from '../../schemas/job.js';
import type { Pagination } from '../../schemas/common.js';

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

const notYet = (): never => {
  throw Object.assign(new Error('Not implemented yet'), { statusCode: 501 });
};

export function createJobsService() {
  return {
    search: async (
      _viewer: JobViewer,
      _query: JobListQuery,
    ): Promise<{ rows: JobCard[]; pagination: Pagination }> => notYet(),
    detail: async (_viewer: JobViewer, _idJob: number): Promise<JobDetail> => notYet(),
    apply: async (
      _viewer: JobViewer,
      _idJob: number,
      _note: string,
    ): Promise<{ id_application: number; id_conversation: number; stage: ApplicationStage }> =>
      notYet(),
    talentApplications: async (_idUser: number): Promise<TalentApplication[]> => notYet(),
    companyJobs: async (_actor: CompanyActor): Promise<CompanyJob[]> => notYet(),
    companyOpenJobs: async (_viewer: JobViewer, _idCompany: number): Promise<JobCard[]> => notYet(),
    create: async (_actor: CompanyActor, _body: JobBody): Promise<JobDetail> => notYet(),
    update: async (_actor: CompanyActor, _idJob: number, _body: JobBody): Promise<JobDetail> =>
      notYet(),
    setStatus: async (
      _actor: CompanyActor,
      _idJob: number,
      _status: JobStatus,
    ): Promise<JobDetail> => notYet(),
    jobApplications: async (_actor: CompanyActor, _idJob: number): Promise<CompanyApplication[]> =>
      notYet(),
    moveApplication: async (
      _actor: CompanyActor,
      _idJob: number,
      _idApplication: number,
      _stage: ApplicationStage,
    ): Promise<CompanyApplication> => notYet(),
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
    fastify.decorate('jobsService', createJobsService());
  },
  { name: 'jobs-service', dependencies: ['db'] },
);
