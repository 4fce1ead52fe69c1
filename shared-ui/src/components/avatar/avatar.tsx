import { useState } from 'react';
import styled from 'styled-components';
import { colorForName, initialsOf } from './initials';

export interface AvatarProps {
  /** Image URL (e.g. from imageUrl()); null or a broken image shows initials. */
  src: string | null | undefined;
  name: string;
  /** Diameter in px (default 48). */
  size?: number;
  className?: string;
}

const Circle = styled.span<{ $size: number; $color: string }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  overflow: hidden;
  border-radius: 50%;
  background: ${({ $color }) => $color};
  color: #fff;
  font-size: ${({ $size }) => Math.round($size * 0.4)}px;
  font-weight: 700;
  line-height: 1;
  user-select: none;

  /* Drawn, not text: the name is the accessible label, so a button holding an avatar is
     named by its own label only (axe label-content-name-mismatch). */
  &::after {
    content: attr(data-initials);
  }
`;

const Photo = styled.img<{ $size: number }>`
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  object-fit: cover;
  flex: none;
`;

export function Avatar({ src, name, size = 48, className }: AvatarProps) {
  // Remember which URL failed, so a new photo gets its own chance to load.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);

  if (src && src !== failedSrc) {
    return (
      <Photo
        src={src}
        alt={name}
        $size={size}
        className={className}
        onError={() => setFailedSrc(src)}
      />
    );
  }
  return (
    <Circle
      role="img"
      aria-label={name}
      $size={size}
      $color={colorForName(name)}
      className={className}
      data-initials={initialsOf(name)}
    />
  );
}
