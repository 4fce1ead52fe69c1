import { useId, type SVGProps } from 'react';

export interface LogoMarkProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /** 'purple' on light backgrounds, 'white' on the purple header band and footer. */
  variant?: 'purple' | 'white';
  /** Height in px; the width follows the artwork's ratio. */
  height?: number;
  /** Accessible name (default "Peworld"). */
  title?: string;
}

const INK = { purple: '#5E50A1', white: '#FFFFFF' } as const;

/** Our own peworld mark: a rounded "p" bubble with a yellow dot, plus the wordmark. */
/** The brand is the same word in every language. */
const BRAND_WORD = 'peworld';

export function LogoMark({
  variant = 'purple',
  height = 32,
  title = 'Peworld',
  ...rest
}: LogoMarkProps) {
  const titleId = useId();
  const ink = INK[variant];
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 128 32"
      height={height}
      width={(height * 128) / 32}
      role="img"
      aria-labelledby={titleId}
      {...rest}
    >
      <title id={titleId}>{title}</title>
      <rect x="1" y="1" width="30" height="30" rx="9" fill="none" stroke={ink} strokeWidth="3" />
      <path
        d="M11 24V9h6a5 5 0 0 1 0 10h-6"
        fill="none"
        stroke={ink}
        strokeWidth="3"
        strokeLinecap="round"
      />
      <circle cx="25" cy="25" r="3.2" fill="#FBB017" />
      <text
        x="38"
        y="23"
        fill={ink}
        fontFamily="'Open Sans', system-ui, sans-serif"
        fontSize="19"
        fontWeight="700"
        letterSpacing="0.2"
      >
        {BRAND_WORD}
      </text>
    </svg>
  );
}
