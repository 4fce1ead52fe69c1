import type { Portfolio } from '@peworld/api/schemas';
import { apiClient } from '../client';
import type { ApiEnvelope } from '../types';
import { requestJson } from './request';

export interface AddPortfolioResponse extends ApiEnvelope {
  data: Portfolio;
}

/**
 * Multipart form: `project_name`, `link_repository` and one or more `image` files.
 * Sent as is so the browser writes the multipart boundary.
 */
export function addPortfolio(form: FormData): Promise<AddPortfolioResponse> {
  return requestJson(() => apiClient.post('users-portfolio', { body: form }));
}
