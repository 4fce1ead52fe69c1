import {
  applyServerErrors,
  Banner,
  Button,
  FIELD_RULES,
  paths,
  TextAreaField,
  TextField,
  useT,
  useToast,
} from '@peworld/shared-ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { useSendHire } from './api/send-hire';

interface HireValues {
  subject: string;
  message: string;
}

/**
 * 'Tujuan tentang pesan ini' + 'pesan' → POST /api/hire. Success: 'Saved!' (the spec's toast)
 * and the recruiter lands in the conversation the request opened, to follow it up there.
 * Failure: the server's message at the form and its field errors at the fields; what was
 * typed stays. Both fields are required and capped at the API's lengths (FIELD_RULES).
 */
export function HireForm({ talentId, talentName }: { talentId: number; talentName: string }) {
  const t = useT();
  const toast = useToast();
  const navigate = useNavigate();
  const send = useSendHire();
  const form = useForm<HireValues>({ defaultValues: { subject: '', message: '' } });
  const { errors } = form.formState;
  const [banner, setBanner] = useState<string | null>(null);

  const required = (messageId: string) => ({
    validate: (value: string) => value.trim() !== '' || t(messageId),
  });

  const submit = form.handleSubmit(async (values) => {
    setBanner(null);
    try {
      const answer = await send.mutateAsync({
        subject: values.subject.trim(),
        message: values.message.trim(),
        id_user: talentId,
      });
      toast.show(t('employer.hire.sent'), 'success');
      navigate(paths.chatConversation.getHref(answer.data.conversation_id));
    } catch (error) {
      const { mapped } = applyServerErrors(form, error);
      setBanner(error instanceof Error ? error.message : t('employer.hire.sendError'));
      if (mapped[0]) form.setFocus(mapped[0]);
    }
  });

  return (
    <Form
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={t('employer.hire.formLabel', { name: talentName })}
    >
      {banner ? <Banner tone="error">{banner}</Banner> : null}
      <TextField
        {...form.register('subject', required('employer.hire.subjectRequired'))}
        label={t('employer.hire.subjectLabel')}
        placeholder={t('employer.hire.subjectPlaceholder')}
        error={errors.subject?.message}
        maxLength={FIELD_RULES.shortTextMax}
        required
      />
      <TextAreaField
        {...form.register('message', required('employer.hire.messageRequired'))}
        label={t('employer.hire.messageLabel')}
        placeholder={t('employer.hire.messagePlaceholder')}
        error={errors.message?.message}
        maxLength={FIELD_RULES.longTextMax}
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
