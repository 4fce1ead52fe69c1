import { useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { changePassword } from '../../api/calls/change-password';
import { applyServerErrors } from '../../forms/apply-server-errors';
import { FIELD_RULES } from '../../forms/field-rules';
import { Banner } from '../banner/banner';
import { Button } from '../button/button';
import { PasswordField } from '../password-field/password-field';
import { useToast } from '../toast/toast-provider';
import { useT } from '../../i18n/use-t';

export interface PasswordChangeFormProps {
  /** After the server accepted the new password. */
  onDone?: () => void;
  className?: string;
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

/** Named as the API names them, so its field errors land without translation. */
interface PasswordValues {
  current_password: string;
  new_password: string;
  confirm_password: string;
}
const EMPTY: PasswordValues = { current_password: '', new_password: '', confirm_password: '' };

/**
 * Current + new + confirm → PATCH /api/auth/password. The confirmation is checked here (the
 * server never sees it) with the API's length rules; the server's answer lands at the field it
 * names (applyServerErrors), anything else in the banner.
 */
export function PasswordChangeForm({ onDone, className }: PasswordChangeFormProps) {
  const toast = useToast();
  const t = useT();
  const form = useForm<PasswordValues>({ defaultValues: EMPTY });
  const { errors, isSubmitting } = form.formState;
  const [banner, setBanner] = useState<string | null>(null);

  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await changePassword({
        current_password: values.current_password,
        new_password: values.new_password,
      });
      form.reset(EMPTY);
      toast.show(answer.message, 'success');
      onDone?.();
    } catch (error) {
      const { error: failure, mapped } = applyServerErrors(form, error);
      if (mapped[0]) form.setFocus(mapped[0]);
      else setBanner(failure.message);
    }
  });

  return (
    <Form
      className={className}
      onSubmit={(event) => {
        setBanner(null);
        void submit(event);
      }}
      noValidate
      aria-label={t('ui.passwordChange.title')}
    >
      {banner ? <Banner tone="error">{banner}</Banner> : null}
      <PasswordField
        {...form.register('current_password', {
          validate: (value) => value !== '' || t('ui.passwordChange.enterCurrent'),
        })}
        label={t('ui.passwordChange.current')}
        autoComplete="current-password"
        error={errors.current_password?.message}
      />
      <PasswordField
        {...form.register('new_password', {
          validate: (value) =>
            value.length >= FIELD_RULES.passwordMin ||
            t('ui.passwordChange.tooShort', { min: FIELD_RULES.passwordMin }),
        })}
        label={t('ui.passwordChange.new')}
        autoComplete="new-password"
        hint={t('ui.passwordChange.hint', { min: FIELD_RULES.passwordMin })}
        maxLength={FIELD_RULES.passwordMax}
        error={errors.new_password?.message}
      />
      <PasswordField
        {...form.register('confirm_password', {
          validate: (value, all) => value === all.new_password || t('ui.passwordChange.mismatch'),
        })}
        label={t('ui.passwordChange.confirm')}
        autoComplete="new-password"
        error={errors.confirm_password?.message}
      />
      <Button type="submit" loading={isSubmitting}>
        {t('ui.passwordChange.submit')}
      </Button>
    </Form>
  );
}
