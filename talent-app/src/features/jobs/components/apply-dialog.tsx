import { applyServerErrors, Banner, Button, Modal, TextAreaField, useT } from '@peworld/shared-ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { useApplyToJob } from '../api/apply-to-job';
import type { JobDetail } from '../api/job-types';

/** The API's limit on a cover note (ApplyBody.note). */
export const NOTE_MAX = 1000;

interface ApplyValues {
  note: string;
}

/**
 * 'Lamar': an optional cover note, sent with the profile as the CV. Before sending, the required
 * skills the profile lacks are named (the talent may still send). A refusal (already applied,
 * the job closed meanwhile: 409) stays in the dialog in the server's words.
 */
export function ApplyDialog({
  job,
  open,
  onClose,
}: {
  job: JobDetail;
  open: boolean;
  onClose: () => void;
}) {
  const t = useT();
  const apply = useApplyToJob(job.id_job);
  const form = useForm<ApplyValues>({ defaultValues: { note: '' } });
  const { errors } = form.formState;
  const [banner, setBanner] = useState<string | null>(null);
  const length = form.watch('note').length;

  const submit = form.handleSubmit(async (values) => {
    setBanner(null);
    try {
      await apply.mutateAsync(values.note);
      form.reset();
      onClose();
    } catch (error) {
      const { error: apiError, mapped } = applyServerErrors(form, error);
      setBanner(apiError.message);
      if (mapped[0]) form.setFocus(mapped[0]);
    }
  });

  return (
    <Modal open={open} onClose={onClose} title={t('talent.job.apply.title', { title: job.title })}>
      <Form onSubmit={(event) => void submit(event)} noValidate>
        {banner ? <Banner tone="error">{banner}</Banner> : null}
        {job.missing_skills.length > 0 ? (
          <Banner tone="info">
            <MissingTitle>{t('talent.job.apply.missingTitle')}</MissingTitle>
            {t('talent.job.apply.missingBody', { skills: job.missing_skills.join(', ') })}
          </Banner>
        ) : null}
        <Muted>{t('talent.job.apply.profileIsCv')}</Muted>
        <TextAreaField
          {...form.register('note', {
            maxLength: {
              value: NOTE_MAX,
              message: t('talent.job.apply.noteTooLong', { max: NOTE_MAX }),
            },
          })}
          label={t('talent.job.apply.note')}
          placeholder={t('talent.job.apply.notePlaceholder')}
          hint={t('talent.job.apply.noteCount', { count: length, max: NOTE_MAX })}
          error={errors.note?.message}
          rows={6}
        />
        <Actions>
          <Button type="button" variant="outline" onClick={onClose}>
            {t('talent.job.apply.cancel')}
          </Button>
          <Button type="submit" loading={apply.isPending}>
            {t('talent.job.apply.send')}
          </Button>
        </Actions>
      </Form>
    </Modal>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 16px;
  margin-top: 16px;
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 12px;
`;

const MissingTitle = styled.strong`
  display: block;
`;
