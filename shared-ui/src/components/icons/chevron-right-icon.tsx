import { SvgIcon, type IconProps } from './svg-icon';

export function ChevronRightIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="m9.5 5 7 7-7 7" />
    </SvgIcon>
  );
}
