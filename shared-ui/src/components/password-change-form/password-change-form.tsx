import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { fieldErrors, toApiError } from '../../api/api-error';
import { changePassword } from '../../api/calls/change-password';
import { PASSWORD_MIN_LENGTH } from '../../config/constants';
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

const EMPTY = { current: '', next: '', confirm: '' };
type Errors = Partial<Record<keyof typeof EMPTY, string>>;

/**
 * Current + new + confirm → PATCH /api/auth/password. The confirmation is checked here (the
 * server never sees it); everything else is the server's word, shown at the field it names.
 */
export function PasswordChangeForm({ onDone, className }: PasswordChangeFormProps) {
  const toast = useToast();
  const t = useT();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [banner, setBanner] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const set = (key: keyof typeof EMPTY) => (value: string) =>
    setValues((current) => ({ ...current, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBanner(null);
    const local: Errors = {};
    if (values.current === '') local.current = t('ui.passwordChange.enterCurrent');
    if (values.next.length < PASSWORD_MIN_LENGTH) {
      local.next = t('ui.passwordChange.tooShort', { min: PASSWORD_MIN_LENGTH });
    }
    if (values.confirm !== values.next) local.confirm = t('ui.passwordChange.mismatch');
    setErrors(local);
    if (Object.keys(local).length > 0) return;

    setSaving(true);
    try {
      const answer = await changePassword({
        current_password: values.current,
        new_password: values.next,
      });
      setValues(EMPTY);
      toast.show(answer.message, 'success');
      onDone?.();
    } catch (error) {
      const byField = fieldErrors(error);
      const next: Errors = {};
      if (byField.current_password) next.current = byField.current_password;
      if (byField.new_password) next.next = byField.new_password;
      setErrors(next);
      if (Object.keys(next).length === 0) setBanner(toApiError(error).message);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Form
      className={className}
      onSubmit={submit}
      noValidate
      aria-label={t('ui.passwordChange.title')}
    >
      {banner ? <Banner tone="error">{banner}</Banner> : null}
      <PasswordField
        label={t('ui.passwordChange.current')}
        name="current_password"
        autoComplete="current-password"
        value={values.current}
        onChange={(e) => set('current')(e.target.value)}
        error={errors.current}
      />
      <PasswordField
        label={t('ui.passwordChange.new')}
        name="new_password"
        autoComplete="new-password"
        hint={t('ui.passwordChange.hint', { min: PASSWORD_MIN_LENGTH })}
        value={values.next}
        onChange={(e) => set('next')(e.target.value)}
        error={errors.next}
      />
      <PasswordField
        label={t('ui.passwordChange.confirm')}
        name="confirm_password"
        autoComplete="new-password"
        value={values.confirm}
        onChange={(e) => set('confirm')(e.target.value)}
        error={errors.confirm}
      />
      <Button type="submit" loading={saving}>
        {t('ui.passwordChange.submit')}
      </Button>
    </Form>
  );
}
