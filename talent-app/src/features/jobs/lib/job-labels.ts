import type { ApplicationStage, JobEmploymentType, WorkMode } from '../api/job-types';

// Catalog ids of the API's enum values (talent-app's catalogs, both languages).

export const EMPLOYMENT_TYPE_LABELS: Record<JobEmploymentType, string> = {
  full_time: 'talent.jobs.type.full_time',
  freelance: 'talent.jobs.type.freelance',
  internship: 'talent.jobs.type.internship',
};

export const WORK_MODE_LABELS: Record<WorkMode, string> = {
  onsite: 'talent.jobs.mode.onsite',
  hybrid: 'talent.jobs.mode.hybrid',
  remote: 'talent.jobs.mode.remote',
};

export const STAGE_LABELS: Record<ApplicationStage, string> = {
  applied: 'talent.jobs.stage.applied',
  interviewing: 'talent.jobs.stage.interviewing',
  offered: 'talent.jobs.stage.offered',
  hired: 'talent.jobs.stage.hired',
  not_a_fit: 'talent.jobs.stage.not_a_fit',
};
