import { Button, Modal, useT, useToast } from '@peworld/shared-ui';
import { useState } from 'react';
import styled from 'styled-components';
import type { CompanyJob, JobStatus } from './api/get-company-jobs';
import { useSetJobStatus } from './api/set-job-status';

interface StatusAction {
  to: JobStatus;
  /** Catalog keys: the button, its name with the job's title, the toast after it worked. */
  label: string;
  named: string;
  done: string;
}

/** What a job in each status can become: pause or close an open one, reopen, repost. */
const ACTIONS: Record<JobStatus, readonly StatusAction[]> = {
  open: [
    {
      to: 'paused',
      label: 'employer.jobs.pause',
      named: 'employer.jobs.pauseNamed',
      done: 'employer.jobs.paused',
    },
    {
      to: 'closed',
      label: 'employer.jobs.close',
      named: 'employer.jobs.closeNamed',
      done: 'employer.jobs.closed',
    },
  ],
  paused: [
    {
      to: 'open',
      label: 'employer.jobs.reopen',
      named: 'employer.jobs.reopenNamed',
      done: 'employer.jobs.reopened',
    },
    {
      to: 'closed',
      label: 'employer.jobs.close',
      named: 'employer.jobs.closeNamed',
      done: 'employer.jobs.closed',
    },
  ],
  closed: [
    {
      to: 'open',
      label: 'employer.jobs.repost',
      named: 'employer.jobs.repostNamed',
      done: 'employer.jobs.reposted',
    },
  ],
};

/**
 * The status buttons of one job. Closing tells every open applicant, so it asks first; the rest
 * act at once. Each button names its job for screen readers ("Pause Frontend Developer").
 */
export function JobStatusActions({ job }: { job: CompanyJob }) {
  const t = useT();
  const toast = useToast();
  const setStatus = useSetJobStatus();
  const [confirmClose, setConfirmClose] = useState(false);

  function apply(action: StatusAction) {
    setStatus.mutate(
      { id: job.id_job, status: action.to },
      {
        onSuccess: () => toast.show(t(action.done, { title: job.title }), 'success'),
        // Reopening past the closing date: the server refuses at that field; say what to do.
        onError: (error) =>
          toast.show(
            error.fields.closing_date
              ? t('employer.jobs.needsNewDate', { title: job.title })
              : error.message,
            'error',
          ),
        onSettled: () => setConfirmClose(false),
      },
    );
  }

  const closeAction = ACTIONS[job.status].find((action) => action.to === 'closed');
  return (
    <>
      {ACTIONS[job.status].map((action) => (
        <Button
          key={action.to}
          type="button"
          size="sm"
          variant={action.to === 'closed' ? 'ghost' : 'outline'}
          loading={setStatus.isPending && setStatus.variables.status === action.to}
          disabled={setStatus.isPending}
          aria-label={t(action.named, { title: job.title })}
          onClick={() => (action.to === 'closed' ? setConfirmClose(true) : apply(action))}
        >
          {t(action.label)}
        </Button>
      ))}
      {closeAction ? (
        <Modal
          open={confirmClose}
          onClose={() => setConfirmClose(false)}
          title={t('employer.jobs.closeTitle', { title: job.title })}
        >
          <p>{t('employer.jobs.closeText')}</p>
          <ModalActions>
            <Button type="button" variant="ghost" onClick={() => setConfirmClose(false)}>
              {t('employer.jobs.keepOpen')}
            </Button>
            <Button
              type="button"
              variant="danger"
              loading={setStatus.isPending}
              onClick={() => apply(closeAction)}
            >
              {t('employer.jobs.closeConfirm')}
            </Button>
          </ModalActions>
        </Modal>
      ) : null}
    </>
  );
}

const ModalActions = styled.div`
  display: flex;
  justify-content: flex-end;
  flex-wrap: wrap;
  gap: 12px;
  margin-top: 16px;
`;
