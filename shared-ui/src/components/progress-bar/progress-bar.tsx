import styled from 'styled-components';
import { useT } from '../../i18n/use-t';

export interface ProgressBarProps {
  /** 0 to 1. */
  value: number;
  /** Accessible name, e.g. "Uploading photo". */
  label: string;
  className?: string;
}

const Track = styled.div`
  width: 100%;
  height: 8px;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radiusPill};
  background: ${({ theme }) => theme.colors.primarySoft};
`;

const Fill = styled.div`
  height: 100%;
  background: ${({ theme }) => theme.colors.primary};
  transition: width 0.15s linear;
`;

const Row = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A determinate progress bar (uploads) that screen readers announce as a percentage. */
export function ProgressBar({ value, label, className }: ProgressBarProps) {
  const t = useT();
  const percent = Math.round(Math.min(1, Math.max(0, value)) * 100);
  return (
    <Row className={className}>
      <span aria-hidden="true">{t('ui.progress.value', { label, percent: percent / 100 })}</span>
      <Track
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <Fill style={{ width: `${percent}%` }} />
      </Track>
    </Row>
  );
}
