import { useState } from 'react';
import styled from 'styled-components';
import { Button, useT, useUpdateHireStatus, type HireAction, type Role } from '@peworld/shared-ui';

export interface HireActionsProps {
  hireId: number;
  viewerRole: Role;
}

// A pending request's answers: the talent accepts or declines (with an optional reason), the
// company withdraws. The server decides who may; this only offers each side its own buttons.
export function HireActions({ hireId, viewerRole }: HireActionsProps) {
  const update = useUpdateHireStatus();
  const t = useT();
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');

  const act = (action: HireAction, withReason?: string) =>
    update.mutate({ hireId, action, ...(withReason ? { reason: withReason } : {}) });

  const error = update.error instanceof Error ? update.error.message : null;

  if (declining) {
    return (
      <Box
        as="form"
        onSubmit={(event) => {
          event.preventDefault();
          act('decline', reason.trim());
        }}
      >
        <label htmlFor={`decline-reason-${hireId}`}>{t('chat.hire.reason')}</label>
        <Reason
          id={`decline-reason-${hireId}`}
          value={reason}
          maxLength={500}
          rows={2}
          onChange={(event) => setReason(event.target.value)}
        />
        <Buttons>
          <Button type="submit" variant="danger" size="sm" disabled={update.isPending}>
            {update.isPending ? t('chat.hire.declining') : t('chat.hire.declineRequest')}
          </Button>
          <Button type="button" variant="ghost" size="sm" onClick={() => setDeclining(false)}>
            {t('chat.hire.cancel')}
          </Button>
        </Buttons>
        {error ? <Problem role="alert">{error}</Problem> : null}
      </Box>
    );
  }

  return (
    <Box>
      <Buttons>
        {viewerRole === 'talent' ? (
          <>
            <Button
              variant="primary"
              size="sm"
              disabled={update.isPending}
              onClick={() => act('accept')}
            >
              {update.isPending ? t('chat.hire.saving') : t('chat.hire.accept')}
            </Button>
            <Button
              variant="outline"
              size="sm"
              disabled={update.isPending}
              onClick={() => setDeclining(true)}
            >
              {t('chat.hire.decline')}
            </Button>
          </>
        ) : (
          <Button
            variant="outline"
            size="sm"
            disabled={update.isPending}
            onClick={() => act('withdraw')}
          >
            {update.isPending ? t('chat.hire.withdrawing') : t('chat.hire.withdraw')}
          </Button>
        )}
      </Buttons>
      {error ? <Problem role="alert">{error}</Problem> : null}
    </Box>
  );
}

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin-top: 12px;

  label {
    font-size: 13px;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const Reason = styled.textarea`
  width: 100%;
  padding: 8px 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  font: inherit;
  font-size: 14px;
  resize: vertical;
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: 13px;
`;
