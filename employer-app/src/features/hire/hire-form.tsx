import {
  Banner,
  Button,
  fieldErrors,
  paths,
  TextAreaField,
  TextField,
  useT,
  useToast,
} from '@peworld/shared-ui';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useSendHire } from './api/send-hire';

/** The API's limits (hire schema), checked here first so the typed text is never lost. */
export const SUBJECT_MAX = 100;
export const MESSAGE_MAX = 2000;

type Field = 'subject' | 'message';

function check(
  values: Record<Field, string>,
  t: (id: string) => string,
): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (!values.subject.trim()) errors.subject = t('employer.hire.subjectRequired');
  if (!values.message.trim()) errors.message = t('employer.hire.messageRequired');
  return errors;
}

/**
 * 'Tujuan tentang pesan ini' + 'pesan' → POST /api/hire. Success: 'Saved!' and back to /home.
 * Failure: the server's message at the form and its field errors at the fields; what was
 * typed stays.
 */
export function HireForm({ talentId, talentName }: { talentId: number; talentName: string }) {
  const t = useT();
  const toast = useToast();
  const navigate = useNavigate();
  const send = useSendHire();
  const [values, setValues] = useState<Record<Field, string>>({ subject: '', message: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [banner, setBanner] = useState<string | null>(null);

  const set = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBanner(null);
    const problems = check(values, t);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    try {
      await send.mutateAsync({
        subject: values.subject.trim(),
        message: values.message.trim(),
        id_user: talentId,
      });
      toast.show(t('employer.hire.sent'), 'success');
      navigate(paths.home.getHref());
    } catch (error) {
      const byField = fieldErrors(error);
      setErrors({ subject: byField.subject, message: byField.message });
      setBanner(error instanceof Error ? error.message : t('employer.hire.sendError'));
    }
  }

  return (
    <Form
      onSubmit={submit}
      noValidate
      aria-label={t('employer.hire.formLabel', { name: talentName })}
    >
      {banner ? <Banner tone="error">{banner}</Banner> : null}
      <TextField
        label={t('employer.hire.subjectLabel')}
        name="subject"
        placeholder={t('employer.hire.subjectPlaceholder')}
        value={values.subject}
        onChange={(event) => set('subject')(event.target.value)}
        error={errors.subject}
        maxLength={SUBJECT_MAX}
        required
      />
      <TextAreaField
        label={t('employer.hire.messageLabel')}
        name="message"
        placeholder={t('employer.hire.messagePlaceholder')}
        value={values.message}
        onChange={(event) => set('message')(event.target.value)}
        error={errors.message}
        maxLength={MESSAGE_MAX}
        rows={8}
        required
      />
      <Button type="submit" $block loading={send.isPending}>
        {t('employer.hire.submit')}
      </Button>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 24px;
`;
