import { SvgIcon, type IconProps } from './svg-icon';

export function ChevronLeftIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="m14.5 5-7 7 7 7" />
    </SvgIcon>
  );
}
