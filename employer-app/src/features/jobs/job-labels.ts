import type { ApplicationStage } from './api/get-job-applications';
import type { JobEmploymentType, JobStatus, WorkMode } from './api/get-company-jobs';

type Translate = (id: string) => string;

export const JOB_EMPLOYMENT_TYPES: readonly JobEmploymentType[] = [
  'full_time',
  'freelance',
  'internship',
];

export const WORK_MODES: readonly WorkMode[] = ['onsite', 'hybrid', 'remote'];

/** The pipeline of an application, in the order a recruiter moves an applicant through it. */
export const APPLICATION_STAGES: readonly ApplicationStage[] = [
  'applied',
  'interviewing',
  'offered',
  'hired',
  'not_a_fit',
];

const EMPLOYMENT_KEYS: Record<JobEmploymentType, string> = {
  full_time: 'employer.jobs.employment.fullTime',
  freelance: 'employer.jobs.employment.freelance',
  internship: 'employer.jobs.employment.internship',
};

const WORK_MODE_KEYS: Record<WorkMode, string> = {
  onsite: 'employer.jobs.workMode.onsite',
  hybrid: 'employer.jobs.workMode.hybrid',
  remote: 'employer.jobs.workMode.remote',
};

const STATUS_KEYS: Record<JobStatus, string> = {
  open: 'employer.jobs.status.open',
  paused: 'employer.jobs.status.paused',
  closed: 'employer.jobs.status.closed',
};

const STAGE_KEYS: Record<ApplicationStage, string> = {
  applied: 'employer.jobs.stage.applied',
  interviewing: 'employer.jobs.stage.interviewing',
  offered: 'employer.jobs.stage.offered',
  hired: 'employer.jobs.stage.hired',
  not_a_fit: 'employer.jobs.stage.notAFit',
};

export const employmentTypeLabel = (type: JobEmploymentType, t: Translate) =>
  t(EMPLOYMENT_KEYS[type]);
export const workModeLabel = (mode: WorkMode, t: Translate) => t(WORK_MODE_KEYS[mode]);
export const jobStatusLabel = (status: JobStatus, t: Translate) => t(STATUS_KEYS[status]);
export const stageLabel = (stage: ApplicationStage, t: Translate) => t(STAGE_KEYS[stage]);
