import type { HealthResponse } from '@peworld/api/schemas';
import { apiClient } from '../client';
import { requestJson } from './request';

/** Liveness of the API and its database (503 → ApiError when the database is down). */
export function getHealth(): Promise<HealthResponse> {
  return requestJson(() => apiClient.get('health'));
}
