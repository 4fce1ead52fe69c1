import type { TalentProfile, TalentUpdateBody } from '@peworld/api/schemas';
import { apiClient } from '../client';
import type { ApiEnvelope } from '../types';
import { jsonOrForm } from './body';
import { requestJson } from './request';

/** Profile fields; every one optional, and an empty string clears an optional field. */
export type UpdateUserPayload = Omit<TalentUpdateBody, 'img_profile'>;

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
