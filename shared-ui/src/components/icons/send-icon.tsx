import { SvgIcon, type IconProps } from './svg-icon';

export function SendIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M21 3 10 14" />
      <path d="M21 3 14.5 21l-4.5-7-7-4.5z" />
    </SvgIcon>
  );
}
