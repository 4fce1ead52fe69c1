import { answerOf, api, applicationKeys, useQuery, type CallOptions } from '@peworld/shared-ui';

/** GET /api/applications: the talent's own applications, newest first. */
export function getApplications({ signal }: CallOptions = {}) {
  return answerOf(api.GET('/api/applications', { signal }));
}

/**
 * The talent's applications. Filed under the shared `applicationKeys` family: the shell's live
 * stream invalidates it on `application.stage`, so a stage shows without a reload.
 */
export function useApplications() {
  return useQuery({
    queryKey: applicationKeys.lists(),
    queryFn: ({ signal }) => getApplications({ signal }),
  });
}
