import { useId, type ReactNode, type SVGProps } from 'react';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /** Gives the icon a name for screen readers; without it the icon is decorative. */
  title?: string;
  /** Width and height in px (default 24). */
  size?: number;
}

interface SvgIconProps extends IconProps {
  children: ReactNode;
}

/** Shared frame of our line icons: 24×24 grid, currentColor strokes. */
export function SvgIcon({ title, size = 24, children, ...rest }: SvgIconProps) {
  const titleId = useId();
  const a11y = title
    ? { role: 'img', 'aria-labelledby': titleId }
    : { 'aria-hidden': true, focusable: false };
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      {...a11y}
      {...rest}
    >
      {title ? <title id={titleId}>{title}</title> : null}
      {children}
    </svg>
  );
}
