import { SelectField, useT, useToast } from '@peworld/shared-ui';
import type { ApplicationStage, JobApplication } from '../api/get-job-applications';
import { useMoveApplication } from '../api/move-application';
import { APPLICATION_STAGES, stageLabel } from '../job-labels';

/** Moves an applicant to another stage: a native select, so keyboard and screen readers just work. */
export function ApplicationStageSelect({ application }: { application: JobApplication }) {
  const t = useT();
  const toast = useToast();
  const move = useMoveApplication();
  const name = application.talent.full_name;
  const options = APPLICATION_STAGES.map((stage) => ({
    value: stage,
    label: stageLabel(stage, t),
  }));

  return (
    <SelectField
      label={t('employer.applicants.stageLabel', { name })}
      options={options}
      value={application.stage}
      disabled={move.isPending}
      error={move.isError ? move.error.message : null}
      onChange={(event) => {
        const stage = event.target.value as ApplicationStage;
        move.mutate(
          { idJob: application.id_job, idApplication: application.id_application, stage },
          {
            onSuccess: () =>
              toast.show(
                t('employer.applicants.movedToast', { name, stage: stageLabel(stage, t) }),
                'success',
              ),
          },
        );
      }}
    />
  );
}
