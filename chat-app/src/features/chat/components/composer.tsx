import type { KeyboardEvent } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { MESSAGE_MAX_LENGTH, SendIcon, useT, VisuallyHidden } from '@peworld/shared-ui';

export interface ComposerProps {
  onSend: (body: string) => void;
  disabled?: boolean;
  /** Label of the text box for screen readers. */
  label?: string;
}

const SHOW_COUNT_FROM = MESSAGE_MAX_LENGTH - 200;

// Enter sends, Shift+Enter starts a new line; blank messages are never sent; a message over
// the limit says so at the field instead of failing at the server.
export function Composer({ onSend, disabled = false, label }: ComposerProps) {
  const t = useT();
  const form = useForm<{ message: string }>({ defaultValues: { message: '' } });
  const problem = form.formState.errors.message?.message ?? null;
  const trimmed = form.watch('message').trim();
  const tooLong = trimmed.length > MESSAGE_MAX_LENGTH;

  const field = form.register('message', {
    validate: (value) => {
      const body = value.trim();
      if (!body) return t('chat.composer.empty');
      if (body.length > MESSAGE_MAX_LENGTH)
        return t('chat.composer.tooLong', { max: MESSAGE_MAX_LENGTH });
      return true;
    },
    // A new keystroke clears the message about the last attempt.
    onChange: () => {
      if (problem) form.clearErrors('message');
    },
  });

  function submit() {
    if (disabled) return;
    void form.handleSubmit(({ message }) => {
      onSend(message.trim());
      form.reset();
      form.setFocus('message');
    })();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  }

  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Row>
        <label htmlFor="chat-message">
          <VisuallyHidden>{label ?? t('chat.composer.label')}</VisuallyHidden>
        </label>
        <Input
          {...field}
          id="chat-message"
          rows={1}
          placeholder={t('chat.composer.placeholder')}
          disabled={disabled}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? 'chat-message-problem' : 'chat-message-hint'}
          onKeyDown={onKeyDown}
        />
        <SendButton
          type="submit"
          aria-label={t('chat.composer.send')}
          disabled={disabled || !trimmed}
        >
          <SendIcon />
        </SendButton>
      </Row>
      <Hint id="chat-message-hint">
        <VisuallyHidden>{t('chat.composer.hint')}</VisuallyHidden>
        {trimmed.length >= SHOW_COUNT_FROM ? (
          <Count $over={tooLong}>
            {t('chat.composer.count', { count: trimmed.length, max: MESSAGE_MAX_LENGTH })}
          </Count>
        ) : null}
      </Hint>
      {problem ? (
        <Problem id="chat-message-problem" role="alert">
          {problem}
        </Problem>
      ) : null}
    </Form>
  );
}

const Form = styled.form`
  padding: 12px 20px 14px;
  border-top: 1px solid ${({ theme }) => theme.colors.divider};

  @media (max-width: 767px) {
    padding: 10px 12px 12px;
  }
`;

const Row = styled.div`
  display: flex;
  align-items: flex-end;
  gap: 12px;
`;

const Input = styled.textarea`
  flex: 1;
  min-width: 0;
  min-height: 48px;
  max-height: 140px;
  padding: 12px 20px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 24px;
  background: ${({ theme }) => theme.colors.page};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: 15px;
  line-height: 1.5;
  resize: none;
  field-sizing: content;

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  &:disabled {
    cursor: not-allowed;
  }
`;

const SendButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 48px;
  height: 48px;
  flex-shrink: 0;
  border: 0;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  cursor: pointer;

  svg {
    width: 20px;
    height: 20px;
  }

  &:disabled {
    opacity: 0.45;
    cursor: not-allowed;
  }
`;

const Hint = styled.div`
  display: flex;
  justify-content: flex-end;
`;

const Count = styled.span<{ $over: boolean }>`
  margin-top: 4px;
  color: ${({ theme, $over }) => ($over ? theme.colors.danger : theme.colors.textMuted)};
  font-size: 12px;
`;

const Problem = styled.p`
  margin: 6px 0 0 20px;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 13px;
`;
