import { useNotifications, useQueryClient } from '@peworld/shared-ui';
import { useEffect, useRef } from 'react';
import { companyJobKeys } from '../api/get-company-jobs';

/**
 * Live applicants without a stream of our own: the shell's one live stream keeps the bell's
 * notification list current (a new `application_received` arrives with the application), and
 * this page reads that same cache entry (no extra request). When a newer application notice
 * for this job appears, the applicants and the job list are fetched again.
 */
export function useNewApplicants(idJob: number | null) {
  const queryClient = useQueryClient();
  const { data } = useNotifications({ enabled: idJob !== null });
  const newest =
    data?.data
      .filter(
        (notice) => notice.kind === 'application_received' && notice.application?.id_job === idJob,
      )
      .reduce((max, notice) => Math.max(max, notice.id), 0) ?? null;
  const seen = useRef<number | null>(null);

  useEffect(() => {
    if (newest === null || idJob === null) return;
    // The first value is what was there when the page opened: nothing new yet.
    if (seen.current !== null && newest > seen.current) {
      void queryClient.invalidateQueries({ queryKey: companyJobKeys.applications(idJob) });
      void queryClient.invalidateQueries({ queryKey: companyJobKeys.list() });
    }
    seen.current = newest;
  }, [newest, idJob, queryClient]);
}
