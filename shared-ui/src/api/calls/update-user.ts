import type { EmploymentType, TalentProfile } from '@peworld/api/schemas';
import { apiClient } from '../client';
import type { ApiEnvelope } from '../types';
import { jsonOrForm } from './body';
import { requestJson } from './request';

export interface UpdateUserPayload {
  full_name?: string;
  phone?: string;
  job_desk?: string | null;
  employment_type?: EmploymentType | null;
  domicile?: string | null;
  ig_account?: string | null;
  github_account?: string | null;
  gitlab_account?: string | null;
  description?: string | null;
}

export interface UpdateUserResponse extends ApiEnvelope {
  data: TalentProfile;
}

/** Profile fields as JSON, or a FormData holding an `img_profile` file for the photo. */
export function updateUser(
  id: number,
  payload: UpdateUserPayload | FormData,
): Promise<UpdateUserResponse> {
  return requestJson(() => apiClient.patch(`users/${id}`, jsonOrForm(payload)));
}
