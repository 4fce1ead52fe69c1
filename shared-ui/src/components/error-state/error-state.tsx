import styled from 'styled-components';
import { Button } from '../button/button';
import { useT } from '../../i18n/use-t';

export interface ErrorStateProps {
  title?: string;
  /** Usually ApiError.message, shown as is. */
  message: string;
  /** When given, a "Try again" button calls it. */
  onRetry?: () => void;
  className?: string;
}

const Box = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xxl} ${theme.space.lg}`};
  text-align: center;
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.text};
`;

const Message = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  max-width: 420px;
  color: ${({ theme }) => theme.colors.danger};
`;

/** What a list or panel shows when loading failed; never fail only to the console. */
export function ErrorState({ title, message, onRetry, className }: ErrorStateProps) {
  const t = useT();
  return (
    <Box role="alert" className={className}>
      <Title>{title ?? t('ui.error.title')}</Title>
      <Message>{message}</Message>
      {onRetry ? (
        <Button variant="outline" onClick={onRetry}>
          {t('ui.error.retry')}
        </Button>
      ) : null}
    </Box>
  );
}
