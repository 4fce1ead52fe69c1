import { SvgIcon, type IconProps } from './svg-icon';

export function SearchIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <circle cx="10.5" cy="10.5" r="6" />
      <path d="m15 15 5 5" />
    </SvgIcon>
  );
}
