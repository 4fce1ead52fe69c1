import styled, { keyframes } from 'styled-components';
import { VisuallyHidden } from '../components/visually-hidden/visually-hidden';
import { useT } from '../i18n/use-t';
import { media } from '../theme/media';

const shimmer = keyframes`
  from { background-position: 200% 0; }
  to { background-position: -200% 0; }
`;

const Block = styled.div<{ $width: string; $height: number; $round?: boolean }>`
  flex: none;
  width: ${({ $width }) => $width};
  height: ${({ $height }) => $height}px;
  border-radius: ${({ theme, $round }) => ($round ? '50%' : theme.radiusSm)};
  background: linear-gradient(90deg, #eceef1 25%, #f6f7f8 50%, #eceef1 75%);
  background-size: 200% 100%;
  animation: ${shimmer} 1.4s ease-in-out infinite;
`;

const Frame = styled.div`
  max-width: 1140px;
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.md}`};
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};

  ${media.mobile} {
    padding: ${({ theme }) => theme.space.md};
  }
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

const Lines = styled.div`
  flex: 1;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

export interface PageSkeletonProps {
  /** Announced to screen readers while the page loads (default "Loading page"). */
  label?: string;
}

/** Grey placeholder shaped like a list page: shown while a page's code is on its way. */
export function PageSkeleton({ label }: PageSkeletonProps) {
  const t = useT();
  return (
    <Frame role="status" aria-live="polite" data-testid="page-skeleton">
      <VisuallyHidden>{label ?? t('ui.pageSkeleton.loading')}</VisuallyHidden>
      <Block $width="40%" $height={28} aria-hidden />
      {[0, 1, 2].map((row) => (
        <Panel key={row} aria-hidden>
          <Row>
            <Block $width="64px" $height={64} $round />
            <Lines>
              <Block $width="50%" $height={16} />
              <Block $width="30%" $height={12} />
              <Block $width="70%" $height={12} />
            </Lines>
          </Row>
        </Panel>
      ))}
    </Frame>
  );
}
