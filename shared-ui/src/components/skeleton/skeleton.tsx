import styled, { keyframes } from 'styled-components';

const shimmer = keyframes`
  from { background-position: 200% 0; }
  to { background-position: -200% 0; }
`;

type Length = number | string;

export interface SkeletonProps {
  width?: Length;
  height?: Length;
  /** Corner radius; use '50%' for a round avatar placeholder. */
  radius?: Length;
  className?: string;
}

const toCss = (value: Length) => (typeof value === 'number' ? `${value}px` : value);

const Block = styled.span<{ $width: string; $height: string; $radius: string }>`
  display: block;
  width: ${({ $width }) => $width};
  height: ${({ $height }) => $height};
  border-radius: ${({ $radius }) => $radius};
  background: linear-gradient(90deg, #e2e5e9 25%, #eef0f2 50%, #e2e5e9 75%);
  background-size: 200% 100%;
  animation: ${shimmer} 1.4s ease-in-out infinite;
`;

/**
 * Grey placeholder with the shape of content still loading. Decorative: pair it with a
 * Spinner or an aria-busy container for the screen-reader announcement.
 */
export function Skeleton({ width = '100%', height = 16, radius = 4, className }: SkeletonProps) {
  return (
    <Block
      aria-hidden="true"
      data-testid="skeleton"
      $width={toCss(width)}
      $height={toCss(height)}
      $radius={toCss(radius)}
      className={className}
    />
  );
}
