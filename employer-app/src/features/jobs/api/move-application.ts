import { answerOf, api, useMutation, useQueryClient } from '@peworld/shared-ui';
import { companyJobKeys } from './get-company-jobs';
import type { ApplicationStage, GetJobApplicationsAnswer } from './get-job-applications';

/** PUT /api/company-jobs/:id/applications/:applicationId: move an applicant to a stage. */
export function moveApplication({
  idJob,
  idApplication,
  stage,
}: {
  idJob: number;
  idApplication: number;
  stage: ApplicationStage;
}) {
  return answerOf(
    api.PUT('/api/company-jobs/{id}/applications/{applicationId}', {
      params: { path: { id: idJob, applicationId: idApplication } },
      body: { stage },
    }),
  );
}

export function useMoveApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveApplication,
    onSuccess: (answer, { idJob }) => {
      // The answer is the application as stored (maybe with its contact now unlocked): it
      // replaces the old one at once; the job list's counts refresh behind it.
      queryClient.setQueryData<GetJobApplicationsAnswer>(
        companyJobKeys.applications(idJob),
        (list) =>
          list
            ? {
                ...list,
                data: list.data.map((item) =>
                  item.id_application === answer.data.id_application ? answer.data : item,
                ),
              }
            : list,
      );
      return queryClient.invalidateQueries({ queryKey: companyJobKeys.list() });
    },
  });
}
