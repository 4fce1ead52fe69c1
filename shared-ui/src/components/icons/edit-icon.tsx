import { SvgIcon, type IconProps } from './svg-icon';

export function EditIcon(props: IconProps) {
  return (
    <SvgIcon {...props}>
      <path d="M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16z" />
      <path d="m13.5 6.5 4 4" />
    </SvgIcon>
  );
}
