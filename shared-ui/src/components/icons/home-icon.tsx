import { SvgIcon, type IconProps } from './svg-icon';

export function HomeIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M4 11 12 4l8 7" />
      <path d="M6 9.5V20h4.5v-5h3v5H18V9.5" />
    </SvgIcon>
  );
}
