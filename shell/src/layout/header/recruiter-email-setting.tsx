import { useT } from '@peworld/shared-ui';
import {
  useRecruiterMailSettings,
  useUpdateRecruiterMailSettings,
} from '../../live/recruiter-mail-settings';
import { Setting, SettingError } from './notification-item.styles';

/** The recruiter's opt-out of "a talent answered" e-mails (the talent's is beside it). */
export function RecruiterEmailSetting() {
  const t = useT();
  const settings = useRecruiterMailSettings();
  const update = useUpdateRecruiterMailSettings();
  const checked = settings.data?.data.email_talent_answers ?? true;
  return (
    <Setting>
      <input
        id="email-talent-answers"
        type="checkbox"
        checked={checked}
        disabled={!settings.data || update.isPending}
        onChange={(event) => update.mutate(event.target.checked)}
      />
      <label htmlFor="email-talent-answers">{t('shell.notifications.recruiterEmailSetting')}</label>
      {update.error ? <SettingError role="alert">{update.error.message}</SettingError> : null}
    </Setting>
  );
}
