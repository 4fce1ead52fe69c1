import { apiClient } from '../client';
import { requestJson } from './request';
import type { AddPortfolioResponse } from './add-portfolio';

export interface UpdatePortfolioPayload {
  project_name?: string;
  /** '' clears the link. */
  link_repository?: string;
}

/** PATCH /api/users-portfolio/{id}: name and link (images: see portfolio-images). */
export function updatePortfolio(
  id: number,
  payload: UpdatePortfolioPayload,
): Promise<AddPortfolioResponse> {
  return requestJson(() => apiClient.patch(`users-portfolio/${id}`, { json: payload }));
}
