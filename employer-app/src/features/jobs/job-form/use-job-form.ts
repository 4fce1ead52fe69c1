import { applyServerErrors, useT, useToast } from '@peworld/shared-ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { paths } from '@peworld/shared-ui';
import type { JobDetail } from '../api/get-job';
import { useSaveJob } from '../api/save-job';
import { emptyJobValues, jobBodyOf, jobValuesOf, type JobValues } from './job-values';

/**
 * The job form's state and its save: a new job (no `job`) is POSTed, an existing one PUT whole.
 * The server's field errors land at their fields (applyServerErrors), its message in `banner`;
 * what was typed stays. A saved job leads back to the company's job list.
 */
export function useJobForm(job: JobDetail | null) {
  const t = useT();
  const toast = useToast();
  const navigate = useNavigate();
  const save = useSaveJob();
  const form = useForm<JobValues>({ defaultValues: job ? jobValuesOf(job) : emptyJobValues() });
  const [banner, setBanner] = useState<string | null>(null);

  const submit = form.handleSubmit(async (values) => {
    setBanner(null);
    try {
      const answer = await save.mutateAsync({ id: job?.id_job ?? null, body: jobBodyOf(values) });
      form.reset(jobValuesOf(answer.data));
      toast.show(
        t(job ? 'employer.jobForm.updated' : 'employer.jobForm.created', {
          title: answer.data.title,
        }),
        'success',
      );
      navigate(paths.companyJobs.getHref());
    } catch (error) {
      const { mapped, error: apiError } = applyServerErrors(form, error);
      setBanner(apiError.message || t('employer.jobForm.notSaved'));
      if (mapped[0]) form.setFocus(mapped[0]);
    }
  });

  return { form, banner, saving: form.formState.isSubmitting, submit };
}
