// The recruiter's e-mail setting (issue 31): a talent accepting, declining or replying while
// the recruiter is away is e-mailed, unless turned off here (the bell, as the talent's own).
import { answerOf, api, useMutation, useQuery, useQueryClient } from '@peworld/shared-ui';

const settingsKey = ['recruiter-mail-settings'] as const;

export function useRecruiterMailSettings() {
  return useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) => answerOf(api.GET('/api/notifications/recruiter-settings', { signal })),
  });
}

export function useUpdateRecruiterMailSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (emailTalentAnswers: boolean) =>
      answerOf(
        api.PUT('/api/notifications/recruiter-settings', {
          body: { email_talent_answers: emailTalentAnswers },
        }),
      ),
    onSuccess: (answer) => client.setQueryData(settingsKey, answer),
  });
}
