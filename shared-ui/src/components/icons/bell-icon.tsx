import { SvgIcon, type IconProps } from './svg-icon';

export function BellIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15z" />
      <path d="M10 21h4" />
    </SvgIcon>
  );
}
