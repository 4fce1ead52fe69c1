import { applyServerErrors, Banner, type ApplyServerErrorsOptions } from '@peworld/shared-ui';
import type { FormEvent, ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import styled from 'styled-components';

const BannerRow = styled.div`
  margin-bottom: ${({ theme }) => theme.space.md};
`;

/**
 * The <form> of an edit section: no browser bubbles (the fields show the messages), the
 * section's banner on top, and a submit that goes to the section's save.
 */
export function SectionForm({
  label,
  banner,
  onSave,
  children,
}: {
  label: string;
  banner: string | null;
  onSave: () => void;
  children: ReactNode;
}) {
  function submit(event: FormEvent) {
    event.preventDefault();
    onSave();
  }
  return (
    <form onSubmit={submit} noValidate aria-label={label}>
      {banner ? (
        <BannerRow>
          <Banner tone="error">{banner}</Banner>
        </BannerRow>
      ) : null}
      {children}
    </form>
  );
}

/**
 * A section's save through its form: the form's checks first (messages at the fields, focus on
 * the first), then `persist`. True when the changes were stored, so 'Save Update' can tell.
 */
export async function saveThroughForm<V extends FieldValues>(
  form: UseFormReturn<V>,
  persist: (values: V) => Promise<boolean>,
): Promise<boolean> {
  let saved = false;
  await form.handleSubmit(async (values) => {
    saved = await persist(values);
  })();
  return saved;
}

/**
 * A refused save: the server's field messages at their fields (focus on the first), and the
 * banner sentence to show: `checkFields` when fields carry the detail, else the server's message.
 */
export function bannerForFailure<V extends FieldValues>(
  form: UseFormReturn<V>,
  failure: unknown,
  checkFields: string,
  options?: ApplyServerErrorsOptions<V>,
): string {
  const { error, mapped } = applyServerErrors(form, failure, options);
  if (mapped[0] === undefined) return error.message;
  form.setFocus(mapped[0]);
  return checkFields;
}
