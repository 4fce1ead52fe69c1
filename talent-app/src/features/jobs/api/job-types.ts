import type { ApiAnswer } from '@peworld/shared-ui';

// The job answers as the API's schemas define them (generated types, decision 056).
export type JobCard = ApiAnswer<'get', '/api/jobs'>['data'][number];
export type JobDetail = ApiAnswer<'get', '/api/jobs/{id}'>['data'];
export type TalentApplication = ApiAnswer<'get', '/api/applications'>['data'][number];
export type ApplicationStage = TalentApplication['stage'];
export type JobEmploymentType = JobCard['employment_type'];
export type WorkMode = JobCard['work_mode'];
