import type { TalentCard, TalentListQuery, TalentPagination } from '@peworld/api/schemas';
import { apiClient } from '../client';
import type { ApiEnvelope } from '../types';
import { requestJson, type CallOptions } from './request';

/** search (skills, name, job title or city; commas separate terms), employment_type, sort, page, limit. */
export type GetUsersParams = TalentListQuery;

export interface GetUsersResponse extends ApiEnvelope {
  data: TalentCard[];
  pagination: TalentPagination;
}

/** Talent list with search/filter/sort; undefined params are left out of the URL. */
export function getUsers(
  params: GetUsersParams = {},
  { signal }: CallOptions = {},
): Promise<GetUsersResponse> {
  return requestJson(() => apiClient.get('users', { searchParams: { ...params }, signal }));
}
