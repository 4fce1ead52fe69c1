import { type ApiError, Button, TextAreaField, useT } from '@peworld/shared-ui';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { useUpdateEntry } from './api/update-entry';
import type { ShortlistEntry } from './api/get-shortlist';
import { NOTE_MAX } from './stages';

interface NoteValues {
  note: string;
}

/** The company's private note on a talent; the length limit is checked before sending. */
export function NoteForm({ entry }: { entry: ShortlistEntry }) {
  const t = useT();
  const update = useUpdateEntry();
  const {
    register,
    handleSubmit,
    watch,
    reset,
    setError,
    formState: { errors, isDirty },
  } = useForm<NoteValues>({
    // A change from elsewhere (another recruiter of the company, a refetch) shows here unless
    // the recruiter is typing a note of their own.
    values: { note: entry.note },
    resetOptions: { keepDirtyValues: true },
  });
  const length = watch('note').length;

  const onSubmit = handleSubmit((values) =>
    update.mutateAsync({ idUser: entry.id_user, change: { note: values.note } }).then(
      (answer) => reset({ note: answer.data.note }),
      (error: ApiError) => setError('note', { message: error.fields.note ?? error.message }),
    ),
  );

  return (
    <Form onSubmit={(event) => void onSubmit(event)} noValidate>
      <TextAreaField
        label={t('employer.shortlist.noteLabel', { name: entry.full_name })}
        rows={3}
        error={errors.note?.message}
        hint={t('employer.shortlist.noteCount', { count: length, max: NOTE_MAX })}
        {...register('note', {
          maxLength: {
            value: NOTE_MAX,
            message: t('employer.shortlist.noteTooLong', { max: NOTE_MAX }),
          },
        })}
      />
      <Button
        type="submit"
        size="sm"
        variant="outline"
        loading={update.isPending}
        disabled={!isDirty}
      >
        {t('employer.shortlist.saveNote')}
      </Button>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 8px;
`;
